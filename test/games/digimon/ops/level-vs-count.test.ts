/**
 * A level compared with a count of cards: "with a level as high or higher as the number of cards
 * in your hand" counts the hand of the player whose effect it is, an Option's user included;
 * "... in their hand" the opponent's; "as high or lower a level as the number of cards in your or
 * their security stack" is either count, not their sum (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-92001",
    "[Main] Delete 1 of your opponent's Digimon with a level as high or higher as the number of cards in your hand.",
  ),
  testOption(
    "TST-92002",
    "[Main] If your opponent has 5 or more cards in their hand, they must trash 1 card in their hand. Then, delete 1 of your opponent's Digimon with a level equal to or higher than thenumber of cards in their hand.",
  ),
  testCard(
    "TST-92003",
    "[On Play] Place 1 of your opponent's Digimon with as high or lower a level as the number of cards in your or their security stack at the bottom of their security stack.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("a level at least the number of cards in your hand", () => {
  it("counts the hand of the Option's user, not of the Digimon's owner", () => {
    // A holds 4 cards once the Option is used; B holds 6.
    const f = run(
      "turn A | A: GEN-104, hand TST-92001 GEN-103 GEN-103 GEN-103 GEN-103 | B: GEN-203 GEN-205, hand GEN-103 GEN-103 GEN-103 GEN-103 GEN-103 GEN-103",
      "A uses TST-92001",
    );
    expect(f.areas.B!.trash).toEqual(["GEN-205"]);
    expect(f.areas.B!.battle).toEqual(["GEN-203"]);
  });
});

describe("a level at least the number of cards in their hand", () => {
  it("counts the opponent's hand after they trashed from it", () => {
    // B trashes 1 of 5 cards: 4 left, so only the level 5 Digimon is high enough.
    const f = run(
      "turn A | A: GEN-104, hand TST-92002 | B: GEN-203 GEN-205, hand GEN-103 GEN-103 GEN-103 GEN-103 GEN-103",
      "A uses TST-92002",
    );
    expect(f.areas.B!.hand).toHaveLength(4);
    expect(f.areas.B!.battle).toEqual(["GEN-203"]);
    expect(f.areas.B!.trash).toContain("GEN-205");
  });
});

describe("a level at most the number of cards in your or their security stack", () => {
  it("may use the larger of the two counts", () => {
    const f = run(
      "turn A | A: hand TST-92003, security GEN-103 GEN-103 GEN-103 GEN-103 GEN-103 | B: GEN-205, security GEN-303",
      "A plays TST-92003",
    );
    expect(f.areas.B!.battle).toEqual([]);
    expect(f.areas.B!.security).toHaveLength(2);
  });

  it("leaves a Digimon whose level is above both", () => {
    const f = run(
      "turn A | A: hand TST-92003, security GEN-103 GEN-103 GEN-103 GEN-103 | B: GEN-205, security GEN-303",
      "A plays TST-92003",
    );
    expect(f.areas.B!.battle).toEqual(["GEN-205"]);
  });
});
