/**
 * "You may digivolve 1 of your Digimon into 1 Digimon card among them ... If you don't, add 1
 * Digimon card among them to your hand.": the second pick only when the first took no card,
 * and then it must be taken (official Q&A on a card with these words).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-94030",
    "[Main] Reveal the top 3 cards of your deck. You may digivolve 1 of your Digimon into 1 Digimon card among them without paying its memory cost. If you don't, add 1 Digimon card among them to your hand. Place the remaining cards at the bottom of your deck in any order.",
    { colors: ["Red"], playCost: 0 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const BOARD =
  "turn A | A: GEN-103, hand TST-94030, deck GEN-104 GEN-303 GEN-503 GEN-105, memory 3 | B: GEN-203";

describe("'If you don't, add 1 Digimon card among them to your hand'", () => {
  it("digivolved: nothing is added", () => {
    const t = run(BOARD, "A uses TST-94030", "yes; target GEN-103; target GEN-104");
    expect(t.final.areas.A!.battle).toEqual([expect.stringMatching(/^GEN-104/)]);
    // The digivolution's bonus draw (8-1-5) takes the unrevealed GEN-105.
    expect(t.final.areas.A!.hand).toEqual(["GEN-105"]);
  });

  it("declined: one Digimon card among them is added", () => {
    const t = run(BOARD, "A uses TST-94030", "skip; target GEN-303");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-303"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-105", "GEN-104", "GEN-503"]);
  });

  it("nothing could digivolve: the card is added all the same", () => {
    const board = BOARD.replace("deck GEN-104 GEN-303", "deck GEN-106 GEN-303");
    const t = run(board, "A uses TST-94030", "target GEN-503");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-503"]);
  });
});
