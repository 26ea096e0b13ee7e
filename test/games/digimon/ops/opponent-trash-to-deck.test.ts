/**
 * "place 10 cards from your opponent's trash at the bottom of their deck in any order": "their" is
 * the cards' owner; with fewer cards there, all of them go (1-3-2; official Q&A on such an effect).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-85201",
    "[On Play] Place 10 cards from your opponent's trash at the bottom of their deck in any order.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("cards from the opponent's trash to the bottom of their deck", () => {
  it("puts all of them under the opponent's deck when there are fewer than 10", () => {
    const t = run(
      "turn A | A: hand TST-85201, memory 3 | B: trash GEN-103 GEN-203, deck GEN-104",
      "A plays TST-85201",
    );
    expect(t.final.areas.B!.trash ?? []).toEqual([]);
    expect(t.final.areas.B!.deck).toHaveLength(3);
    expect(t.final.areas.B!.deck?.[0]).toBe("GEN-104");
  });
});
