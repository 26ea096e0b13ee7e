/**
 * "place 1 of your opponent's Digimon under 1 of your opponent's other Digimon as its bottom
 * digivolution card": the owner said again, the same move as "under 1 of their other Digimon" (4-8-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-85401",
    "[On Play] Place 1 of your opponent's Digimon under 1 of your opponent's other Digimon as its bottom digivolution card.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("an opponent's Digimon under another of theirs, the owner said again", () => {
  it("puts it under the chosen one of the same player's, never under the player's own", () => {
    const t = run(
      "turn A | A: GEN-105, hand TST-85401, memory 3 | B: GEN-104[GEN-103] GEN-106",
      "A plays TST-85401",
      "target GEN-104; target GEN-106",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-106[GEN-104]"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-105", "TST-85401"]);
  });
});
