/**
 * "Then, it can attack your opponent's Digimon. This effect allows you to attack unsuspended
 * Digimon as well." / "Then, that Digimon may attack your opponent's Digimon. Your opponent's
 * unsuspended Digimon can also be attacked with this effect.": an attack an effect declares
 * (11-2-8-1) that may target an unsuspended Digimon (11-2-7-1), this attack only.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-86011",
    "[When Digivolving] Unsuspend this Digimon. Then, it can attack your opponent's Digimon. This effect allows you to attack unsuspended Digimon as well.",
    { level: 4, dp: 9000, digivolve: [{ level: 3, color: "Red", cost: 1 }] },
  ),
  testOption(
    "TST-86012",
    "[Main] 1 of your Digimon gets +1000 DP for the turn. Then, that Digimon may attack your opponent's Digimon. Your opponent's unsuspended Digimon can also be attacked with this effect.",
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("an effect's attack that may also target an unsuspended Digimon", () => {
  it("'it can attack ...' after unsuspending this Digimon: it attacks an unsuspended Digimon", () => {
    const t = go(
      "turn A | A: GEN-103(sus), hand TST-86011, memory 3 | B: GEN-105",
      "A digivolves GEN-103 into TST-86011",
      "yes, target GEN-105",
    );
    // 9000 against 7000: the unsuspended GEN-105 was attacked and lost.
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
  });

  it("'that Digimon may attack ...': the chosen Digimon attacks an unsuspended Digimon", () => {
    const t = go(
      "turn A | A: GEN-105, hand TST-86012 | B: GEN-104",
      "A uses TST-86012",
      "target GEN-105, yes, target GEN-104",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("gives no lasting permission: a later attack of its own can't target an unsuspended Digimon", () => {
    expect(() =>
      go(
        "turn A | A: GEN-105 GEN-105#b, hand TST-86012 | B: GEN-104 GEN-104#b",
        "A uses TST-86012; A attacks GEN-104#b with GEN-105#b",
        "target GEN-105, no",
      ),
    ).toThrow(/unsuspended|suspended/i);
  });
});
