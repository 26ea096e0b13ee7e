/**
 * Targets compared with this Digimon or a count: "with a play cost less than or equal to this
 * Digimon's play cost", "whose level is less than or equal to the number of cards in your security
 * stack". Asked of Digimon on the field only; compiled, then resolved on boards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

describe("compiling comparisons with this Digimon or a count", () => {
  it("reads them on the field and leaves them unread off it", () => {
    const cost = compileText(
      "[On Play] Delete 1 of your opponent's Digimon with a play cost less than or equal to this Digimon's play cost.",
      { code: "TST-1" },
    );
    expect(cost.unread).toEqual([]);
    expect(cost.abilities[0]!.ops).toEqual([
      {
        op: "delete",
        target: { side: "opponent", count: 1, filter: { category: "Digimon", maxPlayCostOfSelf: true } },
      },
    ]);
    const level = compileText(
      "[On Play] Delete 1 of your opponent's Digimon whose level is less than or equal to the number of cards in your security stack.",
      { code: "TST-1" },
    );
    expect(level.unread).toEqual([]);
    const offField = compileText(
      "[On Play] You may play 1 Digimon card with a level less than or equal to the number of cards in your security stack from your trash without paying the cost.",
      { code: "TST-1" },
    );
    expect(offField.unread).not.toEqual([]);
  });
});

const CARDS = [
  testCard(
    "TST-961",
    "[On Play] Delete 1 of your opponent's Digimon with a play cost less than or equal to this Digimon's play cost.",
    { playCost: 5 },
  ),
  testCard(
    "TST-962",
    "[On Play] Delete 1 of your opponent's Digimon whose level is less than or equal to the number of cards in your security stack.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("comparisons on a board", () => {
  it("deletes only a Digimon whose play cost is at most this Digimon's", () => {
    // GEN-204 costs 5, GEN-205 costs 6.
    const t = run("turn A | A: hand TST-961, memory 5 | B: GEN-205 GEN-204", "A plays TST-961");
    expect(t.final.areas.B!.battle).toEqual(["GEN-205"]);
    const none = run("turn A | A: hand TST-961, memory 5 | B: GEN-205", "A plays TST-961");
    expect(none.final.areas.B!.battle).toEqual(["GEN-205"]);
  });

  it("compares the level with the security stack as it is", () => {
    const four = run(
      "turn A | A: hand TST-962, memory 3, security 4 | B: GEN-205 GEN-204",
      "A plays TST-962",
    );
    expect(four.final.areas.B!.battle).toEqual(["GEN-205"]);
    const three = run("turn A | A: hand TST-962, memory 3, security 3 | B: GEN-204", "A plays TST-962");
    expect(three.final.areas.B!.battle).toEqual(["GEN-204"]);
  });
});
