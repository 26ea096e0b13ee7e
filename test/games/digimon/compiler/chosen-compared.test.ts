/**
 * "Choose 1 of your Digimon with [X] in its traits. Delete 1 of your opponent's Digimon with DP
 * less than or equal to the chosen Digimon's DP.": the chosen Digimon's DP is the limit.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] Choose 1 of your Digimon with [Generic] in its name. Delete 1 of your opponent's Digimon with DP less than or equal to the chosen Digimon's DP.";
const cards = `TST-4881 "Measurer" digimon lv 3 1000 dp red cost 0 : ${TEXT}`;
const run = (board: string, choices: string) =>
  resolveDigimon({ board, action: "A plays TST-4881", choices, cards }).trace.final;

describe("a choice whose DP limits the next deletion", () => {
  it("reads the two sentences as the choice, then the deletion compared with it", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops.map((o) => o.op)).toEqual(["chooseOnly", "delete"]);
    expect(r.abilities[0]!.ops[1]).toMatchObject({
      target: { filter: { atMostOf: { by: "dp", of: "chosen" } } },
    });
  });

  it("deletes only a Digimon with DP up to the chosen one's", () => {
    const board = "turn A | A: hand TST-4881, GEN-104 GEN-106, memory 5 | B: GEN-205";
    // 5000 DP chosen: the 7000 DP Digimon stays.
    expect(run(board, "target GEN-104").areas.B!.battle).toEqual(["GEN-205"]);
    // 11000 DP chosen: it is deleted.
    expect(run(board, "target GEN-106").areas.B!.trash).toEqual(["GEN-205"]);
  });

  it("does not read a choice whose next sentence does something else", () => {
    const r = compileText(
      "[On Play] Choose 1 of your Digimon. Delete 1 of your opponent's Digimon with 3000 DP or less.",
      { code: "TST" },
    );
    expect(r.unread.map((u) => u.fragment)).toEqual(["Choose 1 of your Digimon."]);
  });
});
