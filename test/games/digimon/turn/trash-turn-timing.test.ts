/**
 * "[Trash] [End of Your Turn] ...": an effect of a card in its owner's trash triggers at a turn
 * timing too (15-14-3-1); a card that reached the trash after the timing came does not.
 */
import { describe, expect, it } from "vitest";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-81001",
    "[Trash] [End of Your Turn] If you have 4 or fewer cards in your hand, 1 of your [Generic Red Lv.4] may digivolve into this card without paying the cost.",
    { level: 5, dp: 7000, digivolve: [{ level: 4, color: "Red", cost: 3 }] },
  ),
  testCard("TST-81002", "[Trash] [End of Your Turn] Gain 1 memory."),
  testCard("TST-81003", "[End of Your Turn] Trash 1 card in your hand."),
]);

describe("[Trash] effects at a turn timing", () => {
  it("digivolves a Digimon into the card in the trash at the end of the turn", () => {
    const t = run("turn A | A: GEN-104, trash TST-81001, memory 2 | B: GEN-203", "A ends the turn", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-81001[GEN-104]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("triggers only in its owner's turn and trash", () => {
    const own = run("turn A | A: GEN-104, trash TST-81002, memory 2 | B: GEN-203", "A ends the turn");
    expect(own.final.memory).toEqual({ player: "A", value: 3 });
    const theirs = run("turn A | A: GEN-104, memory 2 | B: GEN-203, trash TST-81002", "A ends the turn");
    expect(theirs.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does not trigger for a card that reached the trash at that timing", () => {
    const t = run("turn A | A: TST-81003, hand TST-81002, memory 2 | B: GEN-203", "A ends the turn");
    expect(t.final.areas.A!.trash).toEqual(["TST-81002"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
