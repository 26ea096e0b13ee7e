/**
 * "with [Beast], [Animal] or [Sovereign], other than [Sea Animal] trait, in any of its traits or
 * the [Shaman] trait": a trait holding one of the words but not the excluded trait, or the named
 * trait (2-3-2-4); the stray "trait" after the excluded name changes nothing.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-86101",
    "[Main] 1 of your Digimon with [Beast], [Animal] or [Sovereign], other than [Sea Animal] trait, in any of its traits or the [Shaman] trait gets +3000 DP for the turn.",
  ),
  testCard("TST-86102", "", { traits: ["Sea Animal"] }),
  testCard("TST-86103", "", { traits: ["Holy Beast"] }),
  testCard("TST-86104", "", { traits: ["Shaman"] }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;
const dpOf = (t: ReturnType<typeof go>, card: string) => t.final.details?.A?.find((d) => d.card === card)?.dp;

describe("'[A] or [B], other than [C] trait, in any of its traits or the [D] trait'", () => {
  it("gives the DP to a matching trait or the named trait, never the excluded one", () => {
    const beast = go("turn A | A: TST-86102 TST-86103, hand TST-86101 | B: GEN-203", "A uses TST-86101");
    expect(dpOf(beast, "TST-86103")).toBe(6000);
    expect(dpOf(beast, "TST-86102")).toBe(3000);
    const shaman = go("turn A | A: TST-86102 TST-86104, hand TST-86101 | B: GEN-203", "A uses TST-86101");
    expect(dpOf(shaman, "TST-86104")).toBe(6000);
  });
});
