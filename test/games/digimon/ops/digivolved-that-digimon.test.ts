/**
 * "If this effect digivolved, that Digimon gains <Rush> for the turn.": after that outcome, "that
 * Digimon" is the one the effect digivolved; nothing happens when the player declined.
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-90010",
    "[Main] 1 of your [Test TST-90011] may digivolve into [Test TST-90012] in the hand for a digivolution cost of 4, ignoring its digivolution requirements. If this effect digivolved, that Digimon gains <Rush> for the turn.",
    tamerOf("Green"),
  ),
  testCard("TST-90011", ""),
  testCard("TST-90012", "", { level: 6, dp: 12000 }),
]);
const board = "turn A | A: TST-90010 TST-90011, hand TST-90012, memory 5";
const detailOf = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.A?.find((d) => d.card.startsWith(card));

describe("'that Digimon' after 'If this effect digivolved'", () => {
  it("is the Digimon the effect digivolved", () => {
    const t = run(board, "A activates TST-90010", "target TST-90012");
    expect(t.final.areas.A!.battle).toEqual(["TST-90010", "TST-90012[TST-90011]"]);
    expect(JSON.stringify(detailOf(t, "TST-90012"))).toContain("Rush");
  });

  it("gains nothing when the player declined", () => {
    const t = run(board, "A activates TST-90010", "skip");
    expect(t.final.areas.A!.battle).toEqual(["TST-90010", "TST-90011"]);
    expect(JSON.stringify(detailOf(t, "TST-90011"))).not.toContain("Rush");
  });
});
