import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "a Digimon that's black or has [X] in its traits": either the colour or the trait will do.
const DELETE =
  "[On Play] If you have a Digimon that's black or has [Test Arms] in its traits in play, delete 1 of your opponent's Digimon with 3000 DP or less.";
const CARDS = [
  testCard("TST-4784", DELETE, { colors: ["Blue"] }),
  testCard("TST-4785", "", { colors: ["Black"] }),
  testCard("TST-4786", "", { colors: ["Green"], traits: ["Test Arms", "Beast"] }),
  testCard("TST-4787", "", { colors: ["Green"], traits: ["Beast"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-4784", choices: "" }, registry).trace;

describe("a colour or a named thing in one filter", () => {
  it("reads the two as alternatives", () => {
    const r = compileText(DELETE);
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({
      op: "if",
      cond: {
        is: "field",
        side: "you",
        filter: { anyOf: [{ colors: ["Black"] }, { traitIncludes: ["Test Arms"] }] },
      },
    });
  });

  it("holds with a black Digimon or one with the trait, and not with neither", () => {
    for (const mine of ["TST-4785", "TST-4786"]) {
      const t = run(`turn A | A: ${mine}, hand TST-4784 | B: GEN-203`);
      expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    }
    const none = run("turn A | A: TST-4787, hand TST-4784 | B: GEN-203");
    expect(none.final.areas.B!.trash ?? []).toEqual([]);
    expect(none.final.areas.B!.battle ?? JSON.stringify(none.final.areas.B)).toContain("GEN-203");
  });
});
