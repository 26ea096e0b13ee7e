/**
 * "[Trash] [Your Turn] When one of your [X] attacks, by digivolving it into this card without
 * paying the cost, ...": "it" in an effect of a card in the trash is the Digimon its trigger was
 * about (15-14-3-1), and a cost that can't be paid leaves the effect undone (15-7).
 */
import { describe, expect, it } from "vitest";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-81020",
    "[Trash] [Your Turn] When one of your [Generic Red Lv.4] attacks, by digivolving it into this card without paying the cost, gain 2 memory.",
    { level: 5, dp: 7000, digivolve: [{ level: 4, color: "Red", cost: 3 }] },
  ),
]);

describe("a [Trash] trigger about an attacking Digimon", () => {
  it("digivolves the attacking Digimon into the card in the trash", () => {
    const t = run(
      "turn A | A: GEN-104 GEN-103, trash TST-81020, memory 1 | B: GEN-203, security 2",
      "A attacks B with GEN-104",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-81020[GEN-104](sus)");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
