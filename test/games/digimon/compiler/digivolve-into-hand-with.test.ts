/**
 * "you may digivolve this Digimon into a Digimon card in your hand with [X] in its traits by
 * paying its digivolution cost": the card's words may follow the place; "by paying its
 * digivolution cost" is "for its digivolution cost" (the cost is paid, reduced by what the text says).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] You may digivolve this Digimon into a Digimon card in your hand with [Vx] in its traits by paying its digivolution cost. When this Digimon would digivolve with this effect, reduce the digivolution cost by 1.";
const evo = { digivolve: [{ level: 3, color: "Red" as const, cost: 3 }], level: 4 };
const CARDS = [
  testCard("TST-5171", TEXT),
  testCard("TST-5172", "", { ...evo, traits: ["Vx Unit"] }),
  testCard("TST-5173", "", { ...evo, traits: ["Other"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (hand: string, choices: string) =>
  resolveDigimon(
    {
      board: `turn A | A: hand TST-5171 ${hand}, memory 3, deck 3 | B: GEN-203`,
      action: "A plays TST-5171",
      choices,
    },
    registry,
  ).trace;

describe("digivolving into a card in the hand named after the place", () => {
  it("reads the trait after 'in your hand' and the paid cost", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toMatchObject([
      {
        op: "digivolveBy",
        who: "this",
        into: { traitIncludes: ["Vx"] },
        from: "hand",
        cost: "normal",
        wouldReduce: 1,
      },
    ]);
  });

  it("digivolves into the card with the trait, paying its cost less 1", () => {
    const t = run("TST-5172", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-5172[TST-5171]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("never into a card without the trait", () => {
    const t = run("TST-5173", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-5171"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
