/**
 * "For each card trashed by this effect, you may trash 1 card under 1 of your opponent's Digimon
 * or Tamers" / "For each one, trash any 1 card under ...": no number to multiply, so the sentence
 * is done once per card trashed, each time with its own choices (a different Digimon each time).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-94000",
    "[Main] You may trash up to 2 cards in your hand. For each card trashed by this effect, you may trash 1 card under 1 of your opponent's Digimon or Tamers.",
    tamerOf("Blue"),
  ),
  testCard(
    "TST-94001",
    "[Main] You may trash up to 2 cards in your hand. For each one, trash any 1 card under your opponent's Digimon or Tamers.",
    tamerOf("Blue"),
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a sentence done once for each card the effect trashed", () => {
  it("trashes one card under each of two Digimon after trashing two cards", () => {
    const t = run(
      "turn A | A: TST-94000, hand GEN-303 GEN-503 | B: GEN-105[GEN-104] GEN-205[GEN-204]",
      "A activates TST-94000",
      "yes; target GEN-303 GEN-503; yes; target GEN-105; yes; target GEN-205",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104", "GEN-204"]);
  });

  it("may decline one of the times", () => {
    const t = run(
      "turn A | A: TST-94000, hand GEN-303 GEN-503 | B: GEN-105[GEN-104] GEN-205[GEN-204]",
      "A activates TST-94000",
      "yes; target GEN-303 GEN-503; no; yes; target GEN-205",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-204"]);
  });

  it("does nothing more when no card was trashed", () => {
    const t = run(
      "turn A | A: TST-94000, hand GEN-303 GEN-503 | B: GEN-105[GEN-104] GEN-205[GEN-204]",
      "A activates TST-94000",
      "no",
    );
    expect(t.final.areas.B!.trash).toEqual([]);
  });

  it("'For each one' after trashing up to 2: one card under a Digimon or Tamer each time", () => {
    const t = run(
      "turn A | A: TST-94001, hand GEN-303 GEN-503 | B: GEN-105[GEN-104] GEN-205[GEN-204]",
      "A activates TST-94001",
      "yes; target GEN-303 GEN-503; target GEN-104; target GEN-204",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104", "GEN-204"]);
  });
});
