/**
 * "Delete any of your opponent's Digimon with DP adding up to 3000. For each of your opponent's
 * Digimon, add 2000 to this DP-Based deletion effect's maximum.": a DP total raised by a count.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-92080",
    "[On Play] Delete any of your opponent's Digimon with DP adding up to 3000. For each of your opponent's Digimon, add 2000 to this DP-Based deletion effect's maximum. Then, for each Digimon deleted by this effect, gain 1 memory.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("a DP total raised for each of the opponent's Digimon", () => {
  it("deletes up to 3000 DP plus 2000 for each of their Digimon", () => {
    // Two Digimon: 7000 DP may be deleted, so the 7000 DP one goes.
    const f = run("turn A | A: hand TST-92080 | B: GEN-203 GEN-205", "A plays TST-92080", "target GEN-205");
    expect(f.areas.B!.trash).toEqual(["GEN-205"]);
    expect(f.memory).toEqual({ player: "A", value: 1 });
  });

  it("keeps a Digimon above the raised total", () => {
    // One Digimon: 5000 DP at most.
    const f = run("turn A | A: hand TST-92080 | B: GEN-205", "A plays TST-92080");
    expect(f.areas.B!.battle).toEqual(["GEN-205"]);
  });
});
