/**
 * "When one of your Digimon attacks, you may play 1 Digimon card of the same level from your
 * hand": the level of the attacking Digimon when the effect runs (official Q&A), none for a
 * Digimon without a level.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-92020",
    "[Your Turn] When one of your Digimon attacks, you may play 1 Digimon card of the same level from your hand with the cost reduced by 3.",
    tamerOf("Red"),
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("a card of the same level as the attacking Digimon", () => {
  it("plays only a card of the attacker's level", () => {
    const f = run(
      "turn A | A: TST-92020 GEN-104, hand GEN-105 GEN-204, memory 5 | B: GEN-203, security GEN-303",
      "A attacks B with GEN-104",
      "yes",
    );
    expect(f.areas.A!.hand).toEqual(["GEN-105"]);
    expect(f.areas.A!.battle).toContain("GEN-204");
  });

  it("plays nothing when no card in the hand has that level", () => {
    const f = run(
      "turn A | A: TST-92020 GEN-104, hand GEN-105 GEN-203, memory 5 | B: GEN-203, security GEN-303",
      "A attacks B with GEN-104",
      "yes",
    );
    expect(f.areas.A!.hand).toEqual(["GEN-105", "GEN-203"]);
  });
});
