/**
 * "Delete 1 of your opponent's Digimon with a play cost of 6 or less. If you have a Digimon with
 * 5 or more digivolution cards and [X] in its traits in play, you may delete 1 of your opponent's
 * Digimon without [X] in its traits instead.": "without [X] in its traits" is a Digimon none of
 * whose traits contains X, and the player may take either deletion (18-2). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-74041",
    "[Main] Delete 1 of your opponent's Digimon with a play cost of 6 or less. If you have a Digimon with 5 or more digivolution cards and [Steel-Plate] in its traits in play, you may delete 1 of your opponent's Digimon without [Steel-Plate] in its traits instead.",
    { colors: ["Red"], playCost: 0 },
  ),
  testCard("TST-74042", "", { level: 6, dp: 12000, traits: ["Steel Plate"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const STACKED = "TST-74042[GEN-103 GEN-103 GEN-103 GEN-103 GEN-103]";

describe("'without [X] in its traits' in an 'instead' the player may take", () => {
  it("with the condition met, deletes a Digimon without the trait whatever its play cost", () => {
    const t = run(`turn A | A: ${STACKED}, hand TST-74041 | B: GEN-106`, "A uses TST-74041", "yes");
    expect(t.final.areas.B!.trash).toEqual(["GEN-106"]);
  });

  it("a Digimon with the trait can't be chosen for the instead deletion", () => {
    const t = run(`turn A | A: ${STACKED}, hand TST-74041 | B: TST-74042`, "A uses TST-74041", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-74042"]);
  });

  it("without the condition, only a play cost of 6 or less", () => {
    const t = run("turn A | A: GEN-104, hand TST-74041 | B: GEN-106", "A uses TST-74041");
    expect(t.final.areas.B!.battle).toEqual(["GEN-106"]);
  });
});
