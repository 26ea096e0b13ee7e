/**
 * "[When Attacking] When you attack your opponent's Digimon with the highest DP, unsuspend this
 * Digimon": the attack is the ability's own, so its target is a condition on it; any of the
 * opponent's Digimon tied for the highest DP counts. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-73070",
    "[When Attacking] When you attack your opponent's Digimon with the highest DP, unsuspend this Digimon.",
    { level: 6, dp: 13000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (target: string) =>
  resolveDigimon(
    {
      board: "turn A | A: TST-73070 | B: GEN-103(sus) GEN-105(sus)",
      action: `A attacks ${target} with TST-73070`,
      choices: "",
    },
    registry,
  ).trace;

describe("an attack on the opponent's highest-DP Digimon", () => {
  it("attacking it unsuspends the attacker", () => {
    expect(run("GEN-105").final.areas.A!.battle).toEqual(["TST-73070"]);
  });

  it("attacking a lower one leaves the attacker suspended", () => {
    expect(run("GEN-103").final.areas.A!.battle).toEqual(["TST-73070(sus)"]);
  });
});
