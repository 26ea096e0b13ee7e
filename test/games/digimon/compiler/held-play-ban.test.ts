/**
 * "[All Turns] While your opponent has 1 or more memory, they can't play Digimon with 6000 DP or
 * less, and this Digimon gets +4000 DP": a ban on the opponent's plays (15-8-2-5) and a DP gain,
 * both for as long as the condition holds.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-86081",
    "[All Turns] While your opponent has 1 or more memory, they can't play Digimon with 6000 DP or less, and this Digimon gets +4000 DP.",
    { level: 6, dp: 11000 },
  ),
  testCard("TST-86082", "", { playCost: 0, dp: 3000 }),
  testCard("TST-86083", "", { playCost: 0, dp: 7000 }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("a play ban held while a condition holds", () => {
  it("keeps the opponent with memory from playing a Digimon with 6000 DP or less", () => {
    expect(() => go("turn B | A: TST-86081 | B: hand TST-86082, memory 3", "B plays TST-86082")).toThrow(
      /TST-86081/,
    );
  });

  it("lets them play a Digimon with more DP", () => {
    const t = go("turn B | A: TST-86081 | B: hand TST-86083, memory 3", "B plays TST-86083");
    expect(t.final.areas.B!.battle).toEqual(["TST-86083"]);
  });

  it("holds no ban while the opponent has no memory", () => {
    const t = go("turn B | A: TST-86081, memory 0 | B: hand TST-86082", "B plays TST-86082");
    expect(t.final.areas.B!.battle).toEqual(["TST-86082"]);
  });

  it("gives this Digimon +4000 DP while the condition holds", () => {
    const t = go("turn B | A: TST-86081 | B: hand TST-86083, memory 3", "B plays TST-86083");
    expect(t.final.details?.A?.find((d) => d.card === "TST-86081")?.dp).toBe(15000);
  });
});
