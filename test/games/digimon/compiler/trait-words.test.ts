/**
 * Older printings name traits "type" or "form" ("[Hybrid] in its form or type"); forms are traits
 * too (2-3-2-1), so these read as traits. Compiled, then resolved on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

describe("compiling 'type' and 'form' as traits", () => {
  it("reads a condition on this Digimon and a card filter", () => {
    const cond = compileText(
      "[On Play] If this Digimon has [Hybrid] or [Ten Warriors] in its form or type, gain 1 memory.",
      {
        code: "TST-1",
      },
    );
    expect(cond.unread).toEqual([]);
    expect(cond.abilities[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "self", filter: { traitIncludes: ["Hybrid", "Ten Warriors"] } },
        then: [{ op: "memory", n: 1 }],
      },
    ]);
    const pick = compileText("[On Play] Delete 1 of your opponent's Digimon with [Beast] in its type.", {
      code: "TST-1",
    });
    expect(pick.unread).toEqual([]);
    expect(pick.abilities[0]!.ops).toEqual([
      {
        op: "delete",
        target: { side: "opponent", count: 1, filter: { category: "Digimon", traitIncludes: ["Beast"] } },
      },
    ]);
  });
});

const CARDS = [
  testCard("TST-901", "[On Play] If this Digimon has [Hybrid] in its form, gain 1 memory.", {
    traits: ["Hybrid"],
  }),
  testCard("TST-902", "[On Play] If this Digimon has [Hybrid] in its form, gain 1 memory.", {
    traits: ["Beast"],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("forms as traits on a board", () => {
  it("gains memory only when the Digimon has the form", () => {
    expect(run("turn A | A: hand TST-901, memory 3", "A plays TST-901").final.memory).toEqual({
      player: "A",
      value: 4,
    });
    expect(run("turn A | A: hand TST-902, memory 3", "A plays TST-902").final.memory).toEqual({
      player: "A",
      value: 3,
    });
  });
});
