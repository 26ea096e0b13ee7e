/**
 * "[When Attacking] If [X] or [Y] is in its digivolution cards, ...": with no other Digimon named
 * before, "its" is this Digimon's; the names are card names, not traits (official Q&A on BT9-031).
 */
import { describe, expect, it } from "vitest";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-90090",
    "[When Attacking] If [Test TST-90091] or [Other Test] is in its digivolution cards, gain 2 memory.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-90091", "", { level: 4 }),
  testCard("TST-90092", "", { level: 4, traits: ["Test TST-90091"] }),
]);

describe("'its digivolution cards' in a condition about this Digimon", () => {
  it("holds with a card of that name under it", () => {
    const t = run("turn A | A: TST-90090[TST-90091], memory 0 | B: security 1", "A attacks B with TST-90090");
    expect(t.final.memory?.value).toBe(2);
  });

  it("not with a card of that trait", () => {
    const t = run("turn A | A: TST-90090[TST-90092], memory 0 | B: security 1", "A attacks B with TST-90090");
    expect(t.final.memory?.value).toBe(0);
  });
});
