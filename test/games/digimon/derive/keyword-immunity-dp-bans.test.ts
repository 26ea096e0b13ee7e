/**
 * Immunity to one keyword's effects ("isn't affected by <De-Digivolve> effects", 15-15-5) and
 * "can't have its DP reduced" (a prohibition, 15-8-2-5), as continuous effects and as effects
 * that last. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const CARDS: CardDef[] = [
  testCard("TST-970", "[All Turns] This Digimon isn't affected by <De-Digivolve> effects.", {
    level: 5,
    dp: 7000,
  }),
  testCard("TST-971", "[All Turns] This Digimon isn't affected by your opponent's <De-Digivolve> effects.", {
    level: 5,
    dp: 7000,
  }),
  testCard("TST-972", "[Main] <De-Digivolve 1> 1 of your opponent's Digimon.", option),
  testCard("TST-973", "[Main] <De-Digivolve 1> 1 of your Digimon.", option),
  testCard("TST-974", "[All Turns] This Digimon's DP can't be reduced.", { level: 5, dp: 7000 }),
  testCard("TST-975", "[All Turns] This Digimon can't have its DP reduced by your opponent's effects.", {
    level: 5,
    dp: 7000,
  }),
  testCard("TST-976", "[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.", option),
  testCard("TST-977", "[Main] 1 of your Digimon gets -3000 DP for the turn.", option),
  testCard("TST-978", "[Main] All of your opponent's Digimon get -2000 DP for the turn.", option),
  testCard(
    "TST-979",
    "[Main] Until the end of your opponent's turn, 1 of your Digimon can't have its DP reduced, and isn't affected by <De-Digivolve> effects.",
    option,
  ),
  testCard("TST-980", "[Main] 1 of your opponent's Digimon gets +2000 DP for the turn.", option),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const said = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");
const battle = (t: ReturnType<typeof run>, p: string) => t.final.areas[p]!.battle;
const dp = (t: ReturnType<typeof run>, p: string) => t.final.details![p]![0]!.dp;

describe("immunity to <De-Digivolve> effects (15-15-5)", () => {
  it("a Digimon that isn't affected stays chosen and keeps its cards", () => {
    const t = run(
      "turn B | A: TST-970[GEN-104 GEN-103] | B: GEN-103, hand TST-972, memory 3",
      "B uses TST-972",
    );
    expect(battle(t, "A")).toEqual(["TST-970[GEN-104 GEN-103]"]);
    expect(said(t)).toMatch(/isn't affected by <De-Digivolve> effects/);
  });

  it("without the immunity the same effect trashes the top card (16-12)", () => {
    const t = run(
      "turn B | A: GEN-105[GEN-104 GEN-103] | B: GEN-103, hand TST-972, memory 3",
      "B uses TST-972",
    );
    expect(battle(t, "A")).toEqual(["GEN-104[GEN-103]"]);
  });

  it("an immunity to any player's <De-Digivolve> effects covers its own player's too", () => {
    const t = run(
      "turn A | A: TST-970[GEN-104 GEN-103], hand TST-973, memory 3 | B: GEN-103",
      "A uses TST-973",
    );
    expect(battle(t, "A")).toEqual(["TST-970[GEN-104 GEN-103]"]);
  });

  it("an immunity to the opponent's <De-Digivolve> effects does not cover its own player's", () => {
    const own = run(
      "turn A | A: TST-971[GEN-104 GEN-103], hand TST-973, memory 3 | B: GEN-103",
      "A uses TST-973",
    );
    expect(battle(own, "A")).toEqual(["GEN-104[GEN-103]"]);
    const theirs = run(
      "turn B | A: TST-971[GEN-104 GEN-103] | B: GEN-103, hand TST-972, memory 3",
      "B uses TST-972",
    );
    expect(battle(theirs, "A")).toEqual(["TST-971[GEN-104 GEN-103]"]);
  });

  it("is not an immunity to other effects: a DP reduction still applies", () => {
    const t = run("turn B | A: TST-970[GEN-104] | B: GEN-103, hand TST-976, memory 3", "B uses TST-976");
    expect(dp(t, "A")).toBe(4000);
  });
});

describe("can't have its DP reduced (15-8-2-5)", () => {
  it("a reduction by an effect does not lower the DP, and the step says why", () => {
    const t = run("turn B | A: TST-974 | B: GEN-103, hand TST-976, memory 3", "B uses TST-976");
    expect(dp(t, "A")).toBe(7000);
    expect(said(t)).toMatch(/can't have its DP reduced \(an effect of \[TST-974/);
  });

  it("a DP increase still applies", () => {
    const t = run("turn B | A: TST-974 | B: GEN-103, hand TST-980, memory 3", "B uses TST-980");
    expect(dp(t, "A")).toBe(9000);
  });

  it("a reduction that reaches all of a side's Digimon passes it by, and reaches the others", () => {
    const t = run("turn B | A: TST-974 GEN-104 | B: GEN-103, hand TST-978, memory 3", "B uses TST-978");
    expect(t.final.details!.A!.map((d) => d.dp)).toEqual([7000, 3000]);
  });

  it("\"by your opponent's effects\" lets its own player's reductions through", () => {
    const theirs = run("turn B | A: TST-975 | B: GEN-103, hand TST-976, memory 3", "B uses TST-976");
    expect(dp(theirs, "A")).toBe(7000);
    const own = run("turn A | A: TST-975, hand TST-977, memory 3 | B: GEN-103", "A uses TST-977");
    expect(dp(own, "A")).toBe(4000);
  });

  it("an effect that lasts gives both protections to the Digimon it chooses", () => {
    const t = run(
      "turn A | A: GEN-105[GEN-104 GEN-103], hand TST-979 TST-977 TST-973, memory 5 | B: GEN-103",
      "A uses TST-979; A uses TST-977; A uses TST-973",
    );
    expect(battle(t, "A")).toEqual(["GEN-105[GEN-104 GEN-103]"]);
    expect(dp(t, "A")).toBe(7000);
  });
});
