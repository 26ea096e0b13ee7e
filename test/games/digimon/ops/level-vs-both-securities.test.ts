/**
 * "All of your opponent's Digimon with levels greater than or equal to the total cards in both
 * players' security stacks gain <Security Attack -2>": the two stacks added, the level compared
 * again whenever they change (official Q&A); "Any Digimon played by this effect gain <Rush>".
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-92070",
    "[Opponent's Turn] All of your opponent's Digimon with levels greater than or equal to the total cards in both players' security stacks gain <Security Attack -2> (This Digimon checks 2 fewer security cards).",
  ),
  testCard(
    "TST-92071",
    "[On Play] You may play 1 yellow level 4 or lower card from your hand without paying the cost. Any Digimon played by this effect gain <Rush> (This Digimon can attack the turn it comes into play), for the turn.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("a level compared with both security stacks added", () => {
  it("gives the keyword to a Digimon whose level reaches the total", () => {
    // 2 + 3 = 5: the level 5 attacker checks no security card.
    const f = run(
      "turn B | A: TST-92070, security GEN-303 GEN-303 | B: GEN-105, security GEN-303 GEN-303 GEN-303",
      "B attacks A with GEN-105",
    );
    expect(f.areas.A!.security).toHaveLength(2);
  });

  it("not to one whose level is below it", () => {
    // 3 + 3 = 6: the level 5 attacker checks as usual.
    const f = run(
      "turn B | A: TST-92070, security GEN-303 GEN-303 GEN-303 | B: GEN-105, security GEN-303 GEN-303 GEN-303",
      "B attacks A with GEN-105",
    );
    expect(f.areas.A!.security).toHaveLength(2);
  });
});

describe("any Digimon the effect played", () => {
  it("gains the keyword and may attack at once", () => {
    const f = run(
      "turn A | A: hand TST-92071 GEN-204, memory 5 | B: GEN-303, security GEN-303",
      "A plays TST-92071; A attacks B with GEN-204",
      "yes",
    );
    expect(f.areas.B!.security).toHaveLength(0);
  });
});
