/**
 * "1 of your [X] trait Digimon gains <Collision> and <Piercing> for the turn, and attacks": the
 * chosen Digimon gets the keywords, then must attack if it can (11-2-8-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-86111",
    "[Main] 1 of your [Royal Base] trait Digimon gains <Collision> and <Piercing> for the turn, and attacks.",
  ),
  testCard("TST-86112", "", { level: 5, dp: 9000, traits: ["Royal Base"] }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'gains <K> and <K> for the turn, and attacks'", () => {
  it("the chosen Digimon gains both and attacks; <Piercing> checks security after the win", () => {
    const t = go(
      "turn A | A: GEN-103 TST-86112, hand TST-86111 | B: GEN-104(sus), security 2",
      "A uses TST-86111",
      "target TST-86112, target GEN-104",
    );
    expect(t.final.areas.B!.trash).toContain("GEN-104");
    expect(t.final.areas.B!.security).toHaveLength(1);
    expect(t.final.details?.A?.find((d) => d.card.startsWith("TST-86112"))?.keywords).toEqual(
      expect.arrayContaining(["<Collision>", "<Piercing>"]),
    );
  });
});
