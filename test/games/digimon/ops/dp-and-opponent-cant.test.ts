/**
 * "all of your Digimon get +2000 DP and your opponent's effects can't return them to hands or
 * decks or reduce their DP" for a duration: both reach all of the player's Digimon (15-11-2-2),
 * and the prohibition wins over the opponent's DP reductions (15-8-2-5).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-93027",
    "[Main] Until the end of your opponent's turn, all of your Digimon get +2000 DP and your opponent's effects can't return them to hands or decks or reduce their DP.",
  ),
  testCard("TST-93028", "[On Play] Return 1 of your opponent's Digimon to the hand.", { level: 4, dp: 4000 }),
  testCard("TST-93029", "[On Play] 1 of your opponent's Digimon gets -3000 DP for the turn.", {
    level: 4,
    dp: 4000,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const NEXT = "A uses TST-93027; A passes; B starts the turn";

describe("a DP change and the opponent's effects' prohibitions for all of a player's Digimon", () => {
  it("keeps the opponent's effects from returning them", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-93027, memory 3 | B: hand TST-93028",
      `${NEXT}; B plays TST-93028`,
      "target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.A!.hand).toEqual([]);
  });

  it("gives the DP and keeps the opponent's effects from reducing it", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-93027, memory 3 | B: hand TST-93029",
      `${NEXT}; B plays TST-93029`,
      "target GEN-104",
    );
    expect(t.final.details?.A?.find((d) => d.card === "GEN-104")?.dp).toBe(7000);
  });
});
