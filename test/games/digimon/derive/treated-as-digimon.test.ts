/**
 * A Tamer treated as a Digimon by an effect (15-12-1-4): it has the added DP as its original DP
 * (15-12-1-5), can attack and block, is deleted at 0 DP, is reached by effects on Digimon, and
 * stays a Tamer; its own effects are Digimon and Tamer effects (15-12-1-6). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { immunityAgainst } from "../../../../src/games/digimon/derive/index.ts";
import { testCard } from "../test-card.ts";

const tamer = {
  category: "Tamer" as const,
  level: undefined,
  dp: undefined,
  playCost: 2,
  colors: ["Yellow" as const],
};
const option = {
  category: "Option" as const,
  level: undefined,
  dp: undefined,
  playCost: 0,
  colors: ["Yellow" as const],
};

const CARDS: CardDef[] = [
  testCard("TST-960", "[Start of Your Turn] Gain 1 memory.", tamer),
  testCard(
    "TST-961",
    "[Main] For the turn, 1 of your [Test TST-960]s is also treated as a 6000 DP Digimon, can't digivolve, and gains <Rush>.",
    option,
  ),
  testCard("TST-962", "[Main] 1 of your opponent's Digimon gets -6000 DP for the turn.", option),
  testCard("TST-963", "[Main] All of your Digimon get +2000 DP for the turn.", option),
  testCard(
    "TST-964",
    "[Your Turn] All of your [Test TST-960]s are also treated as 12000 DP Digimon and gain <Rush>.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-965", "[Main] Delete 1 of your opponent's Digimon.", option),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");

describe("a Tamer treated as a Digimon (15-12-1-4)", () => {
  it("gets the added DP as its original DP, and what the same effect gave it", () => {
    const t = run("turn A | A: TST-960, hand TST-961, memory 3 | B: GEN-104", "A uses TST-961");
    const d = t.final.details!.A![0]!;
    expect(d).toMatchObject({ card: "TST-960", dp: 6000, keywords: ["<Rush>"] });
    expect(d.effects.join(" ")).toMatch(/treated as a 6000 DP Digimon by TST-961/);
  });

  it("a Tamer no effect treats as a Digimon has no DP, and effects on Digimon pass it by", () => {
    const t = run("turn A | A: TST-960, hand TST-963, memory 3 | B: GEN-104", "A uses TST-963");
    expect(t.final.details!.A![0]!.dp).toBeUndefined();
  });

  it("is reached by effects on Digimon, and deleted by rules processing at 0 DP (17-1-3-1-1)", () => {
    const t = run(
      "turn B | A: TST-960, lasting TST-961 | B: GEN-204, hand TST-962, memory 3",
      "B uses TST-962",
      "target TST-960",
    );
    expect(t.final.areas.A!.trash).toContain("TST-960");
    expect(t.steps.some((s) => s.rule === "17-1-3-1-1")).toBe(true);
  });

  it('can be chosen by "delete 1 of your opponent\'s Digimon"', () => {
    const t = run(
      "turn B | A: TST-960, lasting TST-961 | B: GEN-204, hand TST-965, memory 3",
      "B uses TST-965",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-960"]);
  });

  it("can attack with the <Rush> the effect gave it, though it was played this turn", () => {
    const t = run(
      "turn A | A: TST-960, hand TST-961, memory 3 | B: GEN-103(sus), security 1",
      "A uses TST-961; A attacks GEN-103 with TST-960",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-960(sus)"]);
  });

  it("can't attack once the effect is over: it is only a Tamer again", () => {
    expect(() => run("turn A | A: TST-960 | B: GEN-103(sus)", "A attacks GEN-103 with TST-960")).toThrow(
      /not a Digimon/,
    );
  });

  it("is a Digimon while a continuous effect says so, with that DP, and not on the other turn", () => {
    const mine = run("turn A | A: TST-964 TST-960, hand TST-963, memory 3 | B: GEN-104", "A uses TST-963");
    expect(mine.final.details!.A!.find((d) => d.card === "TST-960")).toMatchObject({
      dp: 14000,
      keywords: ["<Rush>"],
    });
    const theirs = run("turn B | A: TST-964 TST-960 | B: GEN-204, hand TST-963, memory 3", "B uses TST-963");
    expect(theirs.final.details!.A!.find((d) => d.card === "TST-960")!.dp).toBeUndefined();
  });

  it("its effects are Digimon effects too, for immunities (15-12-1-6)", () => {
    const held = ["beAffectedByOpponentDigimon" as const];
    expect(immunityAgainst(held, "B", { player: "A", category: "Tamer" })).toBeNull();
    expect(immunityAgainst(held, "B", { player: "A", category: "Tamer", alsoDigimon: true })).toBe(
      "beAffectedByOpponentDigimon",
    );
  });

  it("says in the step what it is treated as", () => {
    const t = run("turn A | A: TST-960, hand TST-961, memory 3 | B: GEN-104", "A uses TST-961");
    expect(texts(t)).toMatch(/TST-960.*is also treated as a 6000 DP Digimon for the turn .*15-12-1-4/);
    expect(texts(t)).toMatch(/TST-960.* can't digivolve for the turn/);
  });
});
