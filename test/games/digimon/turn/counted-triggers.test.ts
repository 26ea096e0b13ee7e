/**
 * "When an opponent's Digimon is deleted, gain 1 memory for each Digimon": Digimon deleted at
 * once trigger the effect once (the engine gathers them), and "for each Digimon" counts them,
 * not every Digimon on the field.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-430", "[All Turns] When an opponent's Digimon is deleted, gain 1 memory for each Digimon."),
  testCard("TST-431", "[On Play] Delete all of your opponent's Digimon with 3000 DP or less."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'for each Digimon' after a deletion trigger", () => {
  it("counts the Digimon deleted, not the Digimon on the field", () => {
    const t = run(
      "turn A | A: TST-430 GEN-104, hand TST-431, memory 0 | B: GEN-103 GEN-203 GEN-105",
      "A plays TST-431",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
    // Two deleted: +2 (six Digimon would be on the field when it resolves).
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
