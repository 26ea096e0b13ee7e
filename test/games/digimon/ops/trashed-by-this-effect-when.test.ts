/**
 * "By trashing 1 Digimon card in your hand, delete ... When a card with [X] in its text is trashed
 * by this effect, <Draw 2>": as "If this effect trashed a card with [X] in its text", the card the
 * cost trashed counting (official Q&A on the same kind of wording).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-94050",
    "[Main] By trashing 1 Digimon card in your hand, delete 1 of your opponent's Digimon whose level is less than or equal to the trashed card's level. When a card with [Tester] in its text is trashed by this effect, <Draw 2> (Draw 2 cards from your deck).",
    { colors: ["Red"], playCost: 0 },
  ),
  testCard("TST-94051", "", { name: "Tester", level: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'When a card with [X] in its text is trashed by this effect, ...'", () => {
  it("such a card trashed by the cost: the deletion and the draw", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94050 TST-94051, deck GEN-303 GEN-503, memory 3 | B: GEN-105",
      "A uses TST-94050",
      "yes; target TST-94051; target GEN-105",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-303", "GEN-503"]);
  });

  it("another card: the deletion only", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94050 GEN-105, deck GEN-303 GEN-503, memory 3 | B: GEN-105",
      "A uses TST-94050",
      "yes; target GEN-105; target GEN-105",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
    expect(t.final.areas.A!.hand).toEqual([]);
  });

  it("the trashed card's level still bounds the deletion", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94050 GEN-303, deck GEN-303 GEN-503, memory 3 | B: GEN-105",
      "A uses TST-94050",
      "yes; target GEN-303",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});
