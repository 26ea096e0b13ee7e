/**
 * "If your opponent has 7 or fewer cards in their hand, they add the top card of their security
 * stack to their hand": "they" is the opponent (only a player has a security stack). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74022",
    "[On Play] If your opponent has 1 or fewer cards in their hand, they add the top card of their security stack to their hand.",
    { level: 4, dp: 5000, playCost: 3 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'they add the top card of their security stack to their hand'", () => {
  it("the opponent adds their top security card to their hand", () => {
    const t = run("turn A | A: hand TST-74022, memory 5 | B: security GEN-103 GEN-203", "A plays TST-74022");
    expect(t.final.areas.B!.hand).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.security).toEqual(["GEN-203"]);
  });

  it("not when the condition fails", () => {
    const t = run(
      "turn A | A: hand TST-74022, memory 5 | B: hand GEN-104 GEN-105, security GEN-103 GEN-203",
      "A plays TST-74022",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-103", "GEN-203"]);
  });
});
