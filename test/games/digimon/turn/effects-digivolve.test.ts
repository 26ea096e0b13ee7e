/**
 * "When effects digivolve your opponent's Digimon", "When an effect plays or digivolves one of your Digimon":
 * only a digivolution an effect made (<Blast Digivolve> is one, 16-26-4), not the digivolve
 * action. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption, tamerOf } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-88060",
    "[All Turns] When an effect plays or digivolves one of your Digimon, gain 1 memory.",
    tamerOf("Red"),
  ),
  testCard(
    "TST-88061",
    "[All Turns] When effects digivolve your opponent's Digimon, gain 2 memory.",
    tamerOf("Blue"),
  ),
  testCard(
    "TST-88063",
    "[All Turns] When effects play or digivolve any Digimon, gain 1 memory.",
    tamerOf("Green"),
  ),
  testOption(
    "TST-88062",
    "[Main] 1 of your Digimon may digivolve into a level 4 Digimon card in the hand without paying the cost.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("digivolutions effects make", () => {
  it("an effect's digivolution triggers 'an effect plays or digivolves one of your Digimon'", () => {
    const t = run(
      "turn A | A: TST-88060 GEN-103, hand TST-88062 GEN-104, deck 2, memory 3 | B: GEN-203",
      "A uses TST-88062",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104[GEN-103]");
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("the digivolve action does not", () => {
    const t = run(
      "turn A | A: TST-88060 GEN-103, hand GEN-104, deck 2, memory 5 | B: GEN-203",
      "A digivolves GEN-103 into GEN-104",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104[GEN-103]");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("'your opponent's Digimon' is not triggered by your own Digimon digivolving", () => {
    const mine = run(
      "turn A | A: TST-88061 GEN-103, hand TST-88062 GEN-104, deck 2, memory 3 | B: GEN-203",
      "A uses TST-88062",
      "yes",
    );
    expect(mine.final.memory).toEqual({ player: "A", value: 3 });
    const theirs = run(
      "turn B | A: TST-88061 | B: GEN-103, hand TST-88062 GEN-104, deck 2, memory 3",
      "B uses TST-88062",
      "yes",
    );
    expect(theirs.final.areas.B!.battle).toContain("GEN-104[GEN-103]");
    expect(theirs.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("'any Digimon' is triggered by an effect digivolving either player's Digimon, not by the action", () => {
    const mine = run(
      "turn A | A: TST-88063 GEN-103, hand TST-88062 GEN-104, deck 2, memory 3 | B: GEN-203",
      "A uses TST-88062",
      "yes",
    );
    expect(mine.final.memory).toEqual({ player: "A", value: 4 });
    const theirs = run(
      "turn B | A: TST-88063 | B: GEN-103, hand TST-88062 GEN-104, deck 2, memory 3",
      "B uses TST-88062",
      "yes",
    );
    expect(theirs.final.memory).toEqual({ player: "B", value: 2 });
    const action = run(
      "turn A | A: TST-88063 GEN-103, hand GEN-104, deck 2, memory 5 | B: GEN-203",
      "A digivolves GEN-103 into GEN-104",
    );
    expect(action.final.memory).toEqual({ player: "A", value: 3 });
  });
});
