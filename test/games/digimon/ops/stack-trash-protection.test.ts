/**
 * "their effects can't trash this Digimon's stacked cards": the opponent's effects trash neither
 * its top cards (<De-Digivolve>) nor its digivolution cards (official Q&A on the wording); its
 * owner's own effects still can (15-8-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-85001", "Your opponent's effects can't trash this Digimon's stacked cards.", { level: 5 }),
  testCard("TST-85002", "[Main] <De-Digivolve 1> 1 of your opponent's Digimon.", tamerOf("Purple")),
  testCard(
    "TST-85003",
    "[Main] Trash the bottom 2 digivolution cards of 1 of your opponent's Digimon.",
    tamerOf("Purple"),
  ),
  testCard(
    "TST-85004",
    "[Main] Trash any 2 digivolution cards of 1 of your opponent's Digimon.",
    tamerOf("Purple"),
  ),
  testCard("TST-85005", "[Main] Trash the bottom digivolution card of 1 of your Digimon.", tamerOf("Purple")),
  testCard(
    "TST-85006",
    "[On Play] Until your opponent's turn ends, their effects can't reduce the DP of 1 of your Digimon, trash any of its stacked cards, or return them to hands or decks.",
  ),
  testCard(
    "TST-85007",
    "[On Play] Your opponent's effects can't trash any of your Digimon's stacked cards until their turn ends.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof run>) => t.steps.flatMap((s) => [s.text, ...(s.changes ?? [])]).join("\n");

describe("'their effects can't trash this Digimon's stacked cards'", () => {
  it("keeps its top cards from the opponent's <De-Digivolve>", () => {
    const t = run("turn B | A: TST-85001[GEN-104 GEN-103] | B: TST-85002", "B activates TST-85002");
    expect(t.final.areas.A!.battle).toEqual(["TST-85001[GEN-104 GEN-103]"]);
    expect(text(t)).toContain("stacked cards can't be trashed by the opponent's effects");
  });

  it("keeps its digivolution cards from the opponent's effects, from the bottom or any", () => {
    for (const tamer of ["TST-85003", "TST-85004"]) {
      const t = run(`turn B | A: TST-85001[GEN-104 GEN-103] | B: ${tamer}`, `B activates ${tamer}`);
      expect(t.final.areas.A!.battle).toEqual(["TST-85001[GEN-104 GEN-103]"]);
    }
  });

  it("does not keep them from its owner's own effects", () => {
    const t = run("turn A | A: TST-85001[GEN-104 GEN-103] TST-85005", "A activates TST-85005");
    expect(t.final.areas.A?.battle).toContain("TST-85001[GEN-104]");
  });

  it("an unprotected Digimon loses them as usual", () => {
    const t = run("turn B | A: GEN-105[GEN-104 GEN-103] | B: TST-85003", "B activates TST-85003");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105"]);
  });
});

describe("the same protection for a duration", () => {
  it("'reduce the DP of 1 of your Digimon, trash any of its stacked cards, or return them': one list", () => {
    const t = run(
      "turn A | A: GEN-105[GEN-104], hand TST-85006, memory 3",
      "A plays TST-85006",
      "target GEN-105",
    );
    expect(text(t)).toMatch(
      /can't have its DP reduced by the opponent's effects or have its stacked cards trashed by the opponent's effects or be returned/,
    );
  });

  it("'can't trash any of your Digimon's stacked cards': all of the player's Digimon", () => {
    const t = run("turn A | A: GEN-105[GEN-104], hand TST-85007, memory 3", "A plays TST-85007");
    expect(text(t)).toContain("Digimon can't have its stacked cards trashed by the opponent's effects");
  });
});
