/**
 * "All of your Digimon with <Fortitude> and no digivolution cards gain <Rush>": a filter with a
 * keyword and no digivolution cards, both (4-8). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74011",
    "[Your Turn] All of your Digimon with <Fortitude> and no digivolution cards gain <Rush> (This Digimon can attack the turn it comes into play).",
    { level: 5, dp: 8000 },
  ),
  testCard("TST-74012", "<Fortitude>", { level: 4, dp: 5000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'with <Fortitude> and no digivolution cards'", () => {
  it("grants <Rush> to a <Fortitude> Digimon with no digivolution cards only", () => {
    const t = run(
      "turn A | A: TST-74011 TST-74012 TST-74012[GEN-103] GEN-104 | B: GEN-203",
      "A starts the main phase",
    );
    const keywords = t.final.details!.A!.map((d) => [d.card, d.keywords.includes("<Rush>")]);
    expect(keywords).toEqual([
      ["TST-74011", false],
      ["TST-74012", true],
      ["TST-74012[GEN-103]", false],
      ["GEN-104", false],
    ]);
  });
});
