/**
 * "When your effects add to decks": an effect of yours places cards in any deck from another
 * area, top or bottom, not cards revealed from the deck and returned (official Q&A). "When a card
 * is returned from your trash to your deck": only a card from the trash. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, tamerOf } from "../test-card.ts";

const CARDS = [
  testCard("TST-88010", "[All Turns] When your effects add to decks, gain 1 memory.", tamerOf("Red")),
  testCard("TST-88011", "[On Play] Return 1 of your opponent's Digimon to the bottom of the deck."),
  testCard("TST-88012", "[On Play] Return 1 card in your hand to the bottom of the deck."),
  testCard("TST-88013", "[On Play] Place the top card of your deck at the bottom of the deck."),
  testCard("TST-88014", "[On Play] Return 1 card from your trash to the bottom of the deck."),
  testCard(
    "TST-88015",
    "[Your Turn] When a card is returned from your trash to your deck, gain 2 memory.",
    tamerOf("Blue"),
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("cards added to a deck by effects", () => {
  it("triggers when your effect returns an opponent's Digimon to their deck", () => {
    const t = run("turn A | A: TST-88010, hand TST-88011 | B: GEN-203", "A plays TST-88011");
    expect(t.final.areas.B!.battle ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("triggers when your effect places a card from the hand in your deck", () => {
    const t = run("turn A | A: TST-88010, hand TST-88012 GEN-103 | B: GEN-203", "A plays TST-88012");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("does not trigger for a card moved within the deck", () => {
    const t = run("turn A | A: TST-88010, hand TST-88013, deck 2 | B: GEN-203", "A plays TST-88013");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("does not trigger for the opponent's effect", () => {
    const t = run("turn B | A: TST-88010 GEN-103 | B: hand TST-88011", "B plays TST-88011");
    expect(t.final.areas.A!.battle).toEqual(["TST-88010"]);
    expect(t.final.memory).toEqual({ player: "B", value: 0 });
  });

  it("a card from the trash to the deck triggers the trash wording, one from the hand does not", () => {
    const trash = run(
      "turn A | A: TST-88015, hand TST-88014, trash GEN-103 | B: GEN-203",
      "A plays TST-88014",
    );
    expect(trash.final.memory).toEqual({ player: "A", value: 2 });
    const hand = run("turn A | A: TST-88015, hand TST-88012 GEN-103 | B: GEN-203", "A plays TST-88012");
    expect(hand.final.memory).toEqual({ player: "A", value: 0 });
  });
});
