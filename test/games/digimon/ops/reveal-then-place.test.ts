/**
 * "You may reveal 1 red Digimon card from your hand. If you do, place it on top of your deck.":
 * the revealed card goes on top of the deck, as the one-sentence wording says.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-85501",
    "[On Play] You may reveal 1 red Digimon card from your hand. If you do, place it on top of your deck.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("reveal a card from the hand, then place it on top of the deck", () => {
  it("puts the red Digimon card on top of the deck, the others stay", () => {
    const t = run(
      "turn A | A: hand TST-85501 GEN-303 GEN-104, deck GEN-203, memory 3",
      "A plays TST-85501",
      "yes; target GEN-104",
    );
    expect(t.final.areas.A!.deck).toEqual(["GEN-104", "GEN-203"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-303"]);
  });
});
