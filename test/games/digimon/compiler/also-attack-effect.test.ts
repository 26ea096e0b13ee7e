/**
 * "This Digimon may also attack your opponent's unsuspended Digimon for the turn", "For the turn,
 * 1 of your Digimon gets +3000 DP and can also attack your opponent's unsuspended Digimon with no
 * digivolution cards": the permission (11-2-7-1) given by an effect, on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-4471",
    "[Main] For the turn, 1 of your Digimon gets +3000 DP and can also attack your opponent's unsuspended Digimon with no digivolution cards.",
  ),
  testCard(
    "TST-4472",
    "[When Digivolving] This Digimon may also attack your opponent's unsuspended Digimon for the turn.",
    {
      level: 4,
      dp: 6000,
      digivolve: [{ level: 3, color: "Red", cost: 1 }],
    },
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("an effect's 'can also attack your opponent's unsuspended Digimon' (11-2-7-1)", () => {
  it("lets the chosen Digimon, with its +3000 DP, attack an unsuspended Digimon that matches", () => {
    const t = go(
      "turn A | A: GEN-104, hand TST-4471 | B: GEN-105",
      "A uses TST-4471; A attacks GEN-105 with GEN-104",
    );
    // 5000 + 3000 against 7000: the attacker wins.
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-104(sus)"]);
  });

  it("does not reach an unsuspended Digimon that does not match", () => {
    expect(() =>
      go(
        "turn A | A: GEN-104, hand TST-4471 | B: GEN-105[GEN-104]",
        "A uses TST-4471; A attacks GEN-105 with GEN-104",
      ),
    ).toThrow(/unsuspended|suspended/i);
  });

  it("is needed: without it the attack on an unsuspended Digimon is not allowed", () => {
    expect(() => go("turn A | A: GEN-104 | B: GEN-105", "A attacks GEN-105 with GEN-104")).toThrow(
      /unsuspended|suspended/i,
    );
  });

  it("'This Digimon may also attack ... for the turn' gives it to this Digimon", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-4472, memory 3 | B: GEN-105",
      "A digivolves GEN-103 into TST-4472; A attacks GEN-105 with TST-4472",
    );
    // 6000 against 7000: the attack was allowed, and the attacker lost the battle.
    expect([...(t.final.areas.A!.trash ?? [])].sort()).toEqual(["GEN-103", "TST-4472"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});
