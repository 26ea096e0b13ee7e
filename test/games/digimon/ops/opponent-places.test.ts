/**
 * "they place 1 card from their hand as the bottom security card": the opponent must, and picks
 * which card (a hand is private, 3-5-3); with an empty hand nothing moves (1-3-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-85601",
    "[On Play] If your opponent has 5 or fewer security cards, they place 1 card from their hand as the bottom security card.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("the opponent places a card from their hand in their security stack", () => {
  it("puts the card the opponent picks at the bottom of their security stack", () => {
    const t = run(
      "turn A | A: hand TST-85601, memory 3 | B: hand GEN-203 GEN-303, security GEN-104",
      "A plays TST-85601",
      "target GEN-303",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-104", "GEN-303"]);
    expect(t.final.areas.B!.hand).toEqual(["GEN-203"]);
  });

  it("does nothing when the condition fails", () => {
    const t = run(
      "turn A | A: hand TST-85601, memory 3 | B: hand GEN-203, security GEN-104 GEN-104 GEN-104 GEN-104 GEN-104 GEN-104",
      "A plays TST-85601",
    );
    expect(t.final.areas.B!.hand).toEqual(["GEN-203"]);
  });
});
