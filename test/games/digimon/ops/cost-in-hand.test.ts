/**
 * Older wordings of a card's own cost change (7-1-2-2, 9-1-6): "Reduce the memory cost of this card
 * in your hand by 1 for each ..." (a use for an Option, a play for a Digimon), "While C, when playing
 * this card from your hand, reduce its play cost by N"; and "from your hand" holds: a play from the
 * trash pays the full cost. A deck-building line glued to the next sentence is read on its own;
 * "for each [X] trait card with a different name in your trash" counts names. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-73010",
    "Reduce the memory cost of this card in your hand by 1 for each yellow Tamer you have in play.[Main] 1 of your opponent's Digimon gets -1000 DP for the turn.",
    { colors: ["Yellow"], playCost: 4 },
  ),
  testCard("TST-73011", "", tamerOf("Yellow")),
  testCard(
    "TST-73012",
    "Reduce the memory cost of this card in your hand by 2 for each Digimon your opponent has in play.",
    { playCost: 7 },
  ),
  testCard(
    "TST-73013",
    "While you have 2 or more cards in your trash, when playing this card from your hand, reduce its play cost by 3.[Trash] [Main] Play this card with the play cost reduced by 1.",
    { playCost: 5 },
  ),
  testCard(
    "TST-73014",
    "You can include up to 50 copies of cards with this card's card number in your deck.When you would play this card from your hand, reduce its play cost by 2 if you don't have another [Test TST-73014] in play.",
    { playCost: 3 },
  ),
  testOption(
    "TST-73015",
    "When this card would be used, reduce the cost by 1 for each [Vz] trait card with a different name in your trash.[Main] 1 of your opponent's Digimon gets -1000 DP for the turn.",
    { playCost: 5 },
  ),
  testCard("TST-73016", "", { traits: ["Vz"] }),
  testCard("TST-73017", "", { traits: ["Vz"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("a card's cost reduced while it is in the hand", () => {
  it("an Option used from the hand costs 1 less for each yellow Tamer", () => {
    const t = run(
      "turn A | A: TST-73011 TST-73011#b, hand TST-73010, memory 5 | B: GEN-203",
      "A uses TST-73010",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("a Digimon played from the hand costs 2 less for each of the opponent's Digimon", () => {
    const t = run("turn A | A: hand TST-73012, memory 7 | B: GEN-203 GEN-203#b", "A plays TST-73012");
    expect(t.final.areas.A!.battle).toEqual(["TST-73012"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("'While C, when playing this card from your hand': reduced while C holds at the play", () => {
    const met = run(
      "turn A | A: hand TST-73013, trash GEN-103 GEN-103#b, memory 5 | B: GEN-203",
      "A plays TST-73013",
    );
    expect(met.final.memory).toEqual({ player: "A", value: 3 });
    const unmet = run(
      "turn A | A: hand TST-73013, trash GEN-103, memory 5 | B: GEN-203",
      "A plays TST-73013",
    );
    expect(unmet.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("played from the trash, the card pays its cost less only the effect's own reduction", () => {
    const t = run(
      "turn A | A: trash TST-73013 GEN-103 GEN-103#b, memory 5 | B: GEN-203",
      "A activates TST-73013 from the trash",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-73013"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("a deck-building line glued to a cost change: both read, the cost reduced without another copy", () => {
    const alone = run("turn A | A: hand TST-73014, memory 3 | B: GEN-203", "A plays TST-73014");
    expect(alone.final.memory).toEqual({ player: "A", value: 2 });
    const another = run(
      "turn A | A: TST-73014, hand TST-73014#b, memory 3 | B: GEN-203",
      "A plays TST-73014#b",
    );
    expect(another.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("'for each [X] trait card with a different name in your trash': copies of one name count once", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-73015, trash TST-73016 TST-73016#b TST-73017, memory 5 | B: GEN-203",
      "A uses TST-73015",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
