/**
 * "Delete any number of your opponent's Digimon whose total DP adds up to equal or less than this
 * Digimon's DP": the total is this Digimon's DP as the effect resolves.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Delete any number of your opponent's Digimon whose total DP adds up to equal or less than this Digimon's DP.";
const { run } = recordRunner([
  testCard("TST-6171", TEXT, { level: 5, dp: 7000 }),
  testCard("TST-6172", TEXT, { level: 4, dp: 4000 }),
]);

describe("a deletion whose DP total is this Digimon's DP", () => {
  it("reads as a total taken from this Digimon", () => {
    expect(compileText(TEXT, { code: "TST" }).abilities[0]!.ops).toMatchObject([
      { op: "deleteUpToTotalDp", target: { side: "opponent", count: "all" }, ofSelf: true },
    ]);
  });

  it("deletes up to 7000 DP worth with a 7000 DP Digimon, and up to 4000 with a 4000 DP one", () => {
    const board = (code: string) => `turn A | A: hand ${code}, memory 9 | B: GEN-203 GEN-103 GEN-104`;
    // 3000 and 3000 fit in 7000; the 5000 DP one no longer does.
    expect(run(board("TST-6171"), "A plays TST-6171").final.areas.B).toMatchObject({
      battle: ["GEN-104"],
      trash: ["GEN-203", "GEN-103"],
    });
    // 3000 leaves 1000 of 4000: nothing else fits.
    expect(run(board("TST-6172"), "A plays TST-6172").final.areas.B).toMatchObject({
      battle: ["GEN-103", "GEN-104"],
      trash: ["GEN-203"],
    });
  });
});
