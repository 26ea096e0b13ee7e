/**
 * "Add 2000 to the maximum DP you can choose with this Digimon's DP-based deletion effects" (its own
 * effects only, 15-15-4-1) and "For every 2 colors your opponent's Digimon and Tamers have" (different
 * colours on their field). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-84080",
    "[All Turns] Add 2000 to the maximum DP you can choose with this Digimon's DP-based deletion effects. [On Play] Delete 1 of your opponent's Digimon with 3000 DP or less.",
  ),
  testCard(
    "TST-84081",
    "[On Play] For every 2 colors your opponent's Digimon and Tamers have, gain 1 memory.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'the maximum DP you can choose with this Digimon's DP-based deletion effects'", () => {
  it("its own deletion reaches 5000 DP", () => {
    const t = run("turn A | A: hand TST-84080, memory 3 | B: GEN-104", "A plays TST-84080");
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });
});

describe("'For every 2 colors your opponent's Digimon and Tamers have, gain 1 memory'", () => {
  it("yellow and blue: 1 memory", () => {
    const t = run("turn A | A: hand TST-84081, memory 3 | B: GEN-203 GEN-303", "A plays TST-84081");
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("two yellow: none", () => {
    const t = run("turn A | A: hand TST-84081, memory 3 | B: GEN-203 GEN-204", "A plays TST-84081");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
