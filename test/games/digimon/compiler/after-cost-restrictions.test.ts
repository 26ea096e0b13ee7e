/**
 * Restrictions a cost pays for, said after a duration: "By X, until the end of your opponent's
 * turn, none of their Digimon ... can attack players" (none of = all of ... can't), and "this Digimon can't attack and isn't affected by ..." (the subject said once).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { level: 4, dp: 5000, playCost: 3, ...extra });

const NONE_OF =
  "[On Play] By placing 1 card with [Pebble] in its name from your trash as this Digimon's bottom digivolution card, until the end of your opponent's turn, none of their Digimon with play costs of 4 or less can attack players.";
const BOTH =
  "[On Play] By placing 1 [Pebble Stone] from your trash as this Digimon's top digivolution card, until the end of your opponent's turn, this Digimon can't attack and isn't affected by your opponent's effects.";

const CARDS = [
  testCard("TST-651", NONE_OF),
  testCard("TST-652", "", { name: "Pebble Stone", level: 3, dp: 2000 }),
  testCard("TST-653", BOTH),
  testCard("TST-654", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-655", "", { playCost: 6, dp: 6000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("reading", () => {
  it("reads both restrictions with the duration and the cost before them", () => {
    const none = compileText(NONE_OF).abilities[0]!;
    expect(none.cost).toHaveLength(1);
    expect(none.ops).toEqual([
      {
        op: "restrict",
        target: { side: "opponent", count: "all", filter: { category: "Digimon", maxPlayCost: 4 } },
        cant: ["attackPlayers"],
        duration: "untilOpponentTurnEnds",
      },
    ]);
    const both = compileText(BOTH).abilities[0]!;
    expect(both.ops.map((o) => (o.op === "restrict" ? [o.cant, o.duration] : o.op))).toEqual([
      [["attack"], "untilOpponentTurnEnds"],
      [["beAffectedByOpponent"], "untilOpponentTurnEnds"],
    ]);
  });
});

describe("on a board", () => {
  it("keeps the opponent's cheap Digimon from attacking players in their turn, not the costly ones", () => {
    const board =
      "turn A | A: hand TST-651, trash TST-652, memory 3, security 2 | B: GEN-103 TST-655, deck 3";
    expect(() => run(board, "A plays TST-651; A ends the turn; B attacks A with GEN-103")).toThrow(
      /can't attack: an effect of \[TST-651\] prevents it/,
    );
    const big = run(board, "A plays TST-651; A ends the turn; B attacks A with TST-655");
    expect(big.final.areas.A!.security).toHaveLength(1);
  });

  it("does nothing without the card to place", () => {
    const board = "turn A | A: hand TST-651, memory 3, security 2 | B: GEN-103, deck 3";
    const t = run(board, "A plays TST-651; A ends the turn; B attacks A with GEN-103");
    expect(t.final.areas.A!.security).toHaveLength(1);
  });

  it("keeps this Digimon from the opponent's effects and from attacking", () => {
    const board = "turn A | A: hand TST-653, trash TST-652, memory 3 | B: hand TST-654, deck 3";
    const t = run(board, "A plays TST-653; A ends the turn; B plays TST-654");
    expect(t.final.areas.A!.battle).toEqual(["TST-653[TST-652]"]);
    expect(() => run(board, "A plays TST-653; A attacks B with TST-653")).toThrow(/can't attack/);
  });
});
