/**
 * "If [X] is in your trash", "if a Digimon card with [X] in its type is in your trash", "if
 * either player has 5 or more cards in their trash": conditions on what a trash holds.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const NAMED = "[On Play] If [Generic Red Lv.4] is in your trash, gain 2 memory.";
const TYPED = "[On Play] If a Digimon card with [Beast] in its type is in your trash, gain 2 memory.";
const EITHER = "[On Play] If either player has 2 or more cards in their trash, gain 2 memory.";

const { run } = recordRunner([
  testCard("TST-8601", NAMED),
  testCard("TST-8602", TYPED),
  testCard("TST-8603", EITHER),
  testCard("TST-8604", "", { traits: ["Wild Beast"] }),
]);
const memory = (board: string, code: string) =>
  run(`turn A | A: hand ${code}, memory 3, ${board}`, `A plays ${code}`).final.memory?.value;

describe("reading conditions on a trash", () => {
  it("reads a named card, a described card, and either player's count", () => {
    expect(compileText(NAMED).abilities[0]!.ops[0]).toMatchObject({
      cond: { is: "trash", side: "you", filter: { nameIs: ["Generic Red Lv.4"] }, atLeast: 1 },
    });
    expect(compileText(TYPED).abilities[0]!.ops[0]).toMatchObject({
      cond: { is: "trash", side: "you", filter: { category: "Digimon", traitIncludes: ["Beast"] } },
    });
    expect(compileText(EITHER).abilities[0]!.ops[0]).toMatchObject({
      cond: {
        is: "any",
        of: [
          { is: "trash", side: "you", atLeast: 2 },
          { is: "trash", side: "opponent", atLeast: 2 },
        ],
      },
    });
  });
});

describe("conditions on a trash on a board", () => {
  it("looks for the named card in the player's own trash", () => {
    expect(memory("trash GEN-104", "TST-8601")).toBe(5);
    expect(memory("trash GEN-103 | B: trash GEN-104", "TST-8601")).toBe(3);
  });

  it("looks for a Digimon card whose type holds the word", () => {
    expect(memory("trash TST-8604", "TST-8602")).toBe(5);
    expect(memory("trash GEN-103", "TST-8602")).toBe(3);
  });

  it("'either player' is met by one trash alone, not by the two together", () => {
    expect(memory("trash GEN-103 GEN-104", "TST-8603")).toBe(5);
    expect(memory("trash GEN-103 | B: trash GEN-203 GEN-204", "TST-8603")).toBe(5);
    expect(memory("trash GEN-103 | B: trash GEN-203", "TST-8603")).toBe(3);
  });
});
