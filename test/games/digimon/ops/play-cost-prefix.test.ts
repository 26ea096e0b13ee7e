/**
 * "play 1 play cost 4 or higher [X] trait card from your hand with the play cost reduced by 2": the
 * play cost said before the noun as a lower bound. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-73040",
    "[Main] You may play 1 play cost 4 or higher [Vz] trait card from your hand with the play cost reduced by 2.",
  ),
  testCard("TST-73041", "", { traits: ["Vz"], playCost: 5 }),
  testCard("TST-73042", "", { traits: ["Vz"], playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (hand: string) =>
  resolveDigimon(
    {
      board: `turn A | A: GEN-103, hand TST-73040 ${hand}, memory 5 | B: GEN-203`,
      action: "A uses TST-73040",
      choices: "yes",
    },
    registry,
  ).trace;

describe("a play cost said before the noun as a lower bound", () => {
  it("a card with play cost 5 is played for 3", () => {
    const t = run("TST-73041");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-73041"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("a card with play cost 3 can't be chosen", () => {
    const t = run("TST-73042");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-73042"]);
  });
});
