/**
 * Immediate-type cost changes (15-8-5): "When a card with [X] in its text would be played or one of
 * your Digimon would digivolve into such a card, by suspending this Digimon, reduce the play or
 * digivolution cost by 2" (one effect on either event), and "... reduce the costs by 1. If you have
 * no Digimon, instead reduce the costs by 2." (an overwrite, 18-2). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-73060",
    "[Your Turn] When a card with [Vz] in its text would be played or one of your Digimon would digivolve into such a card, by suspending this Digimon, reduce the play or digivolution cost by 2.",
  ),
  testCard("TST-73061", "", { playCost: 4, text: "[Vz]" }),
  testCard("TST-73062", "", { level: 4, text: "[Vz]", digivolve: [{ level: 3, color: "Red", cost: 3 }] }),
  testCard(
    "TST-73063",
    "[Your Turn] When any [Vz] trait Digimon cards would be played, by suspending this Tamer, reduce the costs by 1. If you have no Digimon, instead reduce the costs by 2.",
    tamerOf("Red"),
  ),
  testCard("TST-73064", "", { playCost: 4, traits: ["Vz"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "yes" }, registry).trace;

describe("a cost change on either a play or a digivolution into such a card", () => {
  it("the play of a card with the text costs 2 less, and the Digimon is suspended", () => {
    const t = run("turn A | A: TST-73060, hand TST-73061, memory 5 | B: GEN-203", "A plays TST-73061");
    expect(t.final.areas.A!.battle).toEqual(["TST-73060(sus)", "TST-73061"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("the digivolution into such a card costs 2 less", () => {
    const t = run(
      "turn A | A: TST-73060 GEN-103, hand TST-73062, memory 5, deck 2 | B: GEN-203",
      "A digivolves GEN-103 into TST-73062",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-73060(sus)", "TST-73062[GEN-103]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });
});

describe("'If C, instead reduce the costs by 2' after a cost change", () => {
  it("with no Digimon, the play costs 2 less", () => {
    const t = run("turn A | A: TST-73063, hand TST-73064, memory 5 | B: GEN-203", "A plays TST-73064");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("with a Digimon, it costs 1 less", () => {
    const t = run(
      "turn A | A: TST-73063 GEN-103, hand TST-73064, memory 5 | B: GEN-203",
      "A plays TST-73064",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
