/**
 * "1 of your Digimon with [X] in its name or [Y] in its type can attack your opponent's unsuspended
 * Digimon for the turn": the older wording of "can also attack" (11-2-7-1), given for a while, and
 * a name-or-trait filter that names the trait as a part of one ("in its type", 2-3-2-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-86001",
    "[Main] 1 of your Digimon with [Huckmon] in its name or [Royal Knight] in its type can attack your opponent's unsuspended Digimon for the turn.",
  ),
  testCard("TST-86002", "", { name: "Knightly One", level: 5, dp: 9000, traits: ["Royal Knight"] }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'can attack your opponent's unsuspended Digimon' for the turn, the older wording", () => {
  it("lets a Digimon whose type holds the named trait attack an unsuspended Digimon", () => {
    const t = go(
      "turn A | A: TST-86002, hand TST-86001 | B: GEN-105",
      "A uses TST-86001; A attacks GEN-105 with TST-86002",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
  });

  it("is needed: without it the attack on an unsuspended Digimon is not allowed", () => {
    expect(() => go("turn A | A: TST-86002 | B: GEN-105", "A attacks GEN-105 with TST-86002")).toThrow(
      /unsuspended|suspended/i,
    );
  });

  it("does not reach a Digimon with neither the name nor the trait", () => {
    expect(() =>
      go(
        "turn A | A: GEN-105, hand TST-86001 | B: GEN-105",
        "A uses TST-86001; A attacks GEN-105 with GEN-105",
      ),
    ).toThrow(/unsuspended|suspended|target|no /i);
  });
});
