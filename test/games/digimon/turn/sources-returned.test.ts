/**
 * "When [X] is returned to the bottom of the deck from this Digimon's digivolution cards": a card
 * of that name goes from under this Digimon to its owner's deck (4-8-1); another card does not count.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-85701", "", { name: "Vemmon Test" }),
  testCard(
    "TST-85702",
    "[Main] Return 1 Digimon card from this Digimon's digivolution cards to the bottom of the deck. [All Turns] When [Vemmon Test] is returned to the bottom of the deck from this Digimon's digivolution cards, gain 1 memory.",
    { level: 5 },
  ),
  testCard(
    "TST-85703",
    "[Main] Return 1 Digimon card from this Digimon's digivolution cards to the bottom of the deck. [All Turns] When [Vemmon Test] is placed from this Digimon's digivolution cards at the bottom of its owner's deck, gain 1 memory.",
    { level: 5 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a named card returned to the deck from this Digimon's digivolution cards", () => {
  it("triggers when that card goes to the deck", () => {
    for (const code of ["TST-85702", "TST-85703"]) {
      const t = run(
        `turn A | A: ${code}[TST-85701 GEN-103], memory 3`,
        `A activates ${code}`,
        "target TST-85701",
      );
      expect(t.final.areas.A!.deck).toEqual(["TST-85701"]);
      expect(t.final.memory).toEqual({ player: "A", value: 4 });
    }
  });

  it("does not trigger for a card of another name", () => {
    const t = run(
      "turn A | A: TST-85702[TST-85701 GEN-103], memory 3",
      "A activates TST-85702",
      "target GEN-103",
    );
    expect(t.final.areas.A!.deck).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
