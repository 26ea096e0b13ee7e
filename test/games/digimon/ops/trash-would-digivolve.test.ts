/**
 * "[Trash] [All Turns] When one of your [X] would be deleted, by digivolving it into this card
 * without paying the cost, prevent that deletion.": an immediate-type effect of a card in the
 * trash (15-14-3-1, 15-8-5); the Digimon about to be deleted digivolves into it. A DP of 0 that
 * the digivolution does not raise deletes it again (official Q&A on BT17-065).
 */
import { describe, expect, it } from "vitest";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const SAVE =
  "[Trash] [All Turns] When one of your [Generic Red Lv.4] would be deleted, by digivolving it into this card without paying the cost, prevent that deletion.";
const { run } = recordRunner([
  testCard("TST-81010", SAVE, { level: 5, dp: 7000, digivolve: [{ level: 4, color: "Red", cost: 3 }] }),
  testCard("TST-81011", "[On Play] Delete 1 of your opponent's Digimon.", { colors: ["Yellow"] }),
  testCard("TST-81012", "[On Play] 1 of your opponent's Digimon gets -5000 DP for the turn.", {
    colors: ["Yellow"],
  }),
  testCard("TST-81013", "[On Play] 1 of your opponent's Digimon gets -8000 DP for the turn.", {
    colors: ["Yellow"],
  }),
]);
const board = (code: string) => `turn B | A: GEN-104, trash TST-81010 | B: hand ${code}, memory 5`;

describe("a [Trash] immediate-type effect that digivolves the Digimon about to be deleted", () => {
  it("digivolves it into the card from the trash and prevents the deletion", () => {
    const t = run(board("TST-81011"), "B plays TST-81011", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-81010[GEN-104]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("does nothing for a Digimon the filter does not name", () => {
    const t = run(
      "turn B | A: GEN-105, trash TST-81010 | B: hand TST-81011, memory 5",
      "B plays TST-81011",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["TST-81010", "GEN-105"]);
  });

  it("keeps a Digimon whose DP of 0 the digivolution raises", () => {
    const t = run(board("TST-81012"), "B plays TST-81012", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-81010[GEN-104]"]);
  });

  it("the DP of 0 that stays deletes it again", () => {
    const t = run(board("TST-81013"), "B plays TST-81013", "yes");
    expect(t.final.areas.A!.battle).toEqual([]);
    expect([...t.final.areas.A!.trash!].sort()).toEqual(["GEN-104", "TST-81010"]);
  });
});
