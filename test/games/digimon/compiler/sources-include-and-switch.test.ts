/**
 * "While this Digimon's digivolution cards include a Digimon card with [X] in its traits or a red
 * Tamer card, it gets +4000 DP" (either card under it), and "All of your [X] trait Digimon can't
 * have their attack targets switched": read from made-up cards and resolved on a board.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-4491",
    "[Your Turn] While this Digimon's digivolution cards include a Digimon card with [Hybrid] in its traits or a red Tamer card, it gets +4000 DP.",
    { level: 5, dp: 7000 },
  ),
  { ...testCard("TST-4492", ""), category: "Tamer", level: undefined, dp: undefined },
  { ...testCard("TST-4493", ""), category: "Tamer", colors: ["Blue"], level: undefined, dp: undefined },
  testCard("TST-4494", "", { traits: ["Hybrid"] }),
  testCard(
    "TST-4495",
    "[All Turns] All of your Digimon with the [Knight] trait can't have their attack targets switched.",
  ),
  testCard("TST-4496", "", { level: 5, dp: 7000, traits: ["Knight"] }),
  testCard(
    "TST-4497",
    "[Opponent's Turn] When an opponent's Digimon attacks, you may switch the target of attack to 1 of your suspended Digimon.",
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("while this Digimon's digivolution cards include one card or another", () => {
  it("gets the DP with either card under it, and not with neither", () => {
    const dps = (under: string) =>
      go(`turn A | A: TST-4491[${under}]`, "A ends the turn").final.details!.A![0]!.dp;
    const inTurn = (under: string) =>
      go(`turn A | A: TST-4491[${under}] | B: GEN-103(sus)`, "A attacks GEN-103 with TST-4491").final.details!
        .A![0]!.dp;
    expect(inTurn("TST-4492")).toBe(11000);
    expect(inTurn("TST-4494")).toBe(11000);
    expect(inTurn("TST-4493")).toBe(7000);
    // [Your Turn]: not in the opponent's turn.
    expect(dps("TST-4492")).toBe(7000);
  });
});

describe("all of your [X] trait Digimon can't have their attack targets switched", () => {
  it("keeps the attack on its target", () => {
    const t = go(
      "turn A | A: TST-4495 TST-4496 | B: TST-4497 GEN-203(sus), security 1",
      "A attacks B with TST-4496",
    );
    expect(t.steps.map((s) => s.text).join("\n")).toContain("attack target can't be switched");
    expect(t.final.areas.B!.battle).toContain("GEN-203(sus)");
  });

  it("does not reach a Digimon without the trait", () => {
    const t = go(
      "turn A | A: TST-4495 GEN-105 | B: TST-4497 GEN-203(sus), security 1",
      "A attacks B with GEN-105",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
  });
});
