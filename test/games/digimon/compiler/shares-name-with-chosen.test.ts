/**
 * "Choose 1 of your opponent's Digimon. Delete all of your opponent's Digimon that share a name
 * with it." and "By returning 1 Digimon card from your opponent's trash to the bottom of the deck,
 * delete all of your opponent's Digimon with the same name as that card.": only full names match
 * (the official Q&A), the chosen Digimon itself included, deleted together (15-8-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-86051",
    "[Main] Choose 1 of your opponent's Digimon. Delete all of your opponent's Digimon that share a name with it.",
  ),
  testCard("TST-86052", "", { name: "Twinmon" }),
  testCard("TST-86053", "", { name: "Twinmon", level: 4, dp: 6000 }),
  testCard("TST-86054", "", { name: "Twinmon X" }),
  testOption(
    "TST-86055",
    "[Main] By returning 1 Digimon card from your opponent's trash to the bottom of the deck, delete all of your opponent's Digimon with the same name as that card.",
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'delete all of your opponent's Digimon that share a name with it'", () => {
  it("deletes the chosen Digimon and every other with its full name, not one whose name only holds it", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-86051 | B: TST-86052 TST-86053 TST-86054 GEN-104",
      "A uses TST-86051",
      "target TST-86052",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-86054", "GEN-104"]);
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["TST-86052", "TST-86053"]);
  });
});

describe("'with the same name as that card' after returning a card from the trash", () => {
  it("deletes the Digimon named as the returned card", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-86055 | B: TST-86053 GEN-104, trash TST-86052",
      "A uses TST-86055",
      "yes, target TST-86052",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});
