/**
 * "When this Digimon checks your opponent's security stack": each security check this Digimon
 * makes (13-1-8-1), not another Digimon's.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-71080",
    "[Your Turn] [Once Per Turn] When this Digimon checks your opponent's security stack, gain 1 memory.",
    { dp: 5000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'When this Digimon checks your opponent's security stack'", () => {
  it("triggers on this Digimon's security check", () => {
    const t = run(
      "turn A | A: TST-71080, memory 2 | B: GEN-203, security GEN-303",
      "A attacks B with TST-71080",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("doesn't trigger on another Digimon's check", () => {
    const t = run(
      "turn A | A: TST-71080 GEN-105, memory 2 | B: GEN-203, security GEN-303",
      "A attacks B with GEN-105",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
