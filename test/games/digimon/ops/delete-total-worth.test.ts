/**
 * "Delete up to 6000 DP total worth of ..." and "... up to 8 play cost's total worth of ...":
 * the player deletes Digimon one by one while their total fits. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-9401", "[On Play] Delete up to 6000 DP total worth of your opponent's Digimon."),
  testCard("TST-9402", "[On Play] Delete up to 8 play cost's total worth of your opponent's Digimon."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("reading a total worth", () => {
  it("reads DP and play cost totals", () => {
    const op = (text: string) => compileText(text, {}).abilities[0]!.ops[0];
    const target = { side: "opponent", count: "all", filter: { category: "Digimon" } };
    expect(op("[On Play] Delete up to 6000 DP total worth of your opponent's Digimon.")).toEqual({
      op: "deleteUpToTotalDp",
      target,
      maxTotal: 6000,
    });
    expect(op("[On Play] Delete up to 8 play cost's total worth of your opponent's Digimon.")).toEqual({
      op: "deleteUpToTotalDp",
      target,
      maxTotal: 8,
      by: "playCost",
    });
  });
});

describe("deleting up to a total worth", () => {
  // GEN-103 and GEN-203: 3000 DP, play cost 4 each; GEN-104: 5000 DP, play cost 5.
  const board = (code: string) => `turn A | A: hand ${code}, memory 5 | B: GEN-104 GEN-103 GEN-203`;

  it("deletes Digimon whose DP adds up to the total at most", () => {
    const t = run(board("TST-9401"), "A plays TST-9401", "target GEN-103; target GEN-203");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["GEN-103", "GEN-203"]);
  });

  it("stops offering Digimon once none fits what is left", () => {
    const t = run(board("TST-9401"), "A plays TST-9401", "target GEN-104");
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "GEN-203"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("adds up play costs, not DP, when the text says play cost", () => {
    const t = run(board("TST-9402"), "A plays TST-9402", "target GEN-103; target GEN-203");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
    const over = run(board("TST-9402"), "A plays TST-9402", "target GEN-104");
    expect(over.final.areas.B!.battle).toEqual(["GEN-103", "GEN-203"]);
    expect(over.final.areas.B!.trash).toEqual(["GEN-104"]);
  });
});
