/**
 * "[Trash] [Main] By returning 1 of your Tamers to the bottom of the deck, play this card with the
 * play cost reduced by the play cost of the returned Tamer": the card pays its play cost less the
 * returned Tamer's (7-1-1, 15-7).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-89006",
    "[Trash] [Main] By returning 1 of your Tamers to the bottom of the deck, play this card with the play cost reduced by the play cost of the returned Tamer.",
    { level: 6, dp: 11000, playCost: 8 },
  ),
  testCard("TST-89007", "", { ...tamerOf("Red"), playCost: 3 }),
  testCard("TST-89008", "", { ...tamerOf("Red"), playCost: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, choices = "") =>
  resolveDigimon({ board, action: "A activates TST-89006 from the trash", choices }, registry).trace;

describe("a card played for its cost less the returned Tamer's", () => {
  it("pays 8 less 3 with a play cost 3 Tamer returned", () => {
    const t = run("turn A | A: TST-89007, trash TST-89006, deck GEN-103, memory 8 | B: GEN-203");
    expect(t.final.areas.A!.battle).toEqual(["TST-89006"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-103", "TST-89007"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("pays 8 less 5 with the Tamer the player chose", () => {
    const t = run(
      "turn A | A: TST-89007 TST-89008, trash TST-89006, memory 8 | B: GEN-203",
      "yes, target TST-89008",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("can't be activated without a Tamer to return, and says it is a Tamer that is missing", () => {
    expect(() => run("turn A | A: GEN-103, trash TST-89006, memory 8 | B: GEN-203")).toThrow(
      /too few Tamers to return/,
    );
  });
});
