/**
 * "Trash any 4 cards under your opponent's Digimon or Tamers": picked from all their stacks, a
 * Tamer's cards under it too (4-4-2, 4-8); "without cards under it": a stack of one card — on a
 * made-up card whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-80050",
    "[Main] Trash any 4 cards under your opponent's Digimon or Tamers. Then, you may return 1 of your opponent's Digimon or Tamers without cards under it to the hand.",
    tamerOf("Blue"),
  ),
  testCard("TST-80051", "", tamerOf("Red")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("cards under the opponent's Digimon or Tamers", () => {
  it("trashes them from Digimon and Tamers alike, then may return one left without any", () => {
    const t = run(
      "turn A | A: TST-80050 | B: GEN-105[GEN-104 GEN-103] TST-80051[GEN-203]",
      "A activates TST-80050",
      "yes; target TST-80051",
    );
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["GEN-104", "GEN-103", "GEN-203"]));
    expect(t.final.areas.B!.hand).toEqual(["TST-80051"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});
