/**
 * "Trash the top digivolution card of 1 of your opponent's Digimon for each of that Digimon's
 * colors": one card for each colour the chosen Digimon has when they are trashed.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-92040",
    "[On Play] Trash the top digivolution card of 1 of your opponent's Digimon for each of that Digimon's colors.",
  ),
  testCard("TST-92041", "", { colors: ["Yellow", "Blue"], level: 5, dp: 7000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("digivolution cards trashed for each of the Digimon's colours", () => {
  it("trashes two from a two-colour Digimon", () => {
    const f = run("turn A | A: hand TST-92040 | B: TST-92041[GEN-204 GEN-203 GEN-303]", "A plays TST-92040");
    expect(f.areas.B!.battle).toEqual(["TST-92041[GEN-303]"]);
    expect(f.areas.B!.trash).toHaveLength(2);
  });

  it("trashes one from a one-colour Digimon", () => {
    const f = run("turn A | A: hand TST-92040 | B: GEN-205[GEN-204 GEN-203]", "A plays TST-92040");
    expect(f.areas.B!.battle).toEqual(["GEN-205[GEN-203]"]);
  });
});
