/**
 * "When hands are trashed from": either player's hand (official Q&A). "When effects place
 * digivolution cards under your Digimon": under any of your Digimon. "This effect can't play [X]":
 * the play before it takes no card of that name. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, tamerOf } from "../test-card.ts";

const CARDS = [
  testCard("TST-88030", "[All Turns] When hands are trashed from, gain 1 memory.", tamerOf("Red")),
  testCard("TST-88031", "[On Play] Your opponent trashes 1 card in their hand."),
  testCard("TST-88032", "[On Play] Trash 1 card in your hand."),
  testCard(
    "TST-88033",
    "[All Turns] When effects place digivolution cards under your Digimon, gain 1 memory.",
    tamerOf("Red"),
  ),
  testCard("TST-88034", "[On Play] Place 1 card from your hand as this Digimon's bottom digivolution card."),
  testCard(
    "TST-88035",
    "[On Play] You may play 1 Digimon card from your trash without paying the cost. This effect can't play [Test TST-88036].",
  ),
  testCard("TST-88036", "", { level: 4, dp: 6000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("events about hands and digivolution cards", () => {
  it("a trashing from either player's hand triggers 'hands are trashed from'", () => {
    const theirs = run(
      "turn A | A: TST-88030, hand TST-88031 | B: GEN-203, hand GEN-103",
      "A plays TST-88031",
    );
    expect(theirs.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(theirs.final.memory).toEqual({ player: "A", value: 1 });
    const mine = run("turn A | A: TST-88030, hand TST-88032 GEN-103 | B: GEN-203", "A plays TST-88032");
    expect(mine.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("a card placed under one of your Digimon triggers 'under your Digimon'", () => {
    const t = run("turn A | A: TST-88033, hand TST-88034 GEN-103 | B: GEN-203", "A plays TST-88034");
    expect(t.final.areas.A!.battle).toContain("TST-88034[GEN-103]");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("a card placed under an opponent's Digimon does not", () => {
    const t = run("turn B | A: TST-88033 | B: hand TST-88034 GEN-203", "B plays TST-88034");
    expect(t.final.memory).toEqual({ player: "B", value: 0 });
  });

  it("'This effect can't play [X]' leaves that card in the trash", () => {
    const t = run("turn A | A: hand TST-88035, trash TST-88036 GEN-103 | B: GEN-203", "A plays TST-88035");
    expect(t.final.areas.A!.battle).toContain("GEN-103");
    expect(t.final.areas.A!.trash).toEqual(["TST-88036"]);
  });
});
