/**
 * [Hand] [Counter] effects that are not keywords: the non-turn player activates one from the hand
 * at the counter timing (11-3-1, 15-14-2-1), paying its cost; on made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT = "[Hand] [Counter] By paying 1 memory, 1 of your opponent's Digimon gets -2000 DP for the turn.";
const CARDS: CardDef[] = [testCard("TST-985", TEXT, { level: 4, dp: 5000, text: TEXT })];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("[Hand] [Counter] effects that are not keywords (11-3-1)", () => {
  const board = "turn A | A: GEN-104, memory 3 | B: GEN-103(sus), hand TST-985, security 1";

  it("the non-turn player activates it from the hand, pays its cost, and it changes the battle", () => {
    const t = run(board, "A attacks GEN-103 with GEN-104", "target TST-985");
    expect(t.steps.some((s) => s.rule === "15-14-2-1" && /\[Hand\] \[Counter\] effect/.test(s.text))).toBe(
      true,
    );
    // 5000 - 2000 = 3000 against 3000: both are deleted; the card stays in the hand.
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.hand).toEqual(["TST-985"]);
    // Player B paid 1 memory: the gauge goes from 3 on A's side to 4.
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("without the choice it is not used, and the attacker wins the battle", () => {
    const t = run(board, "A attacks GEN-103 with GEN-104");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104(sus)"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
  });

  it("a card in the turn player's hand is not offered: only the non-turn player has the counter timing", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-985, memory 3 | B: GEN-103(sus), security 1",
      "A attacks GEN-103 with GEN-104",
      "target TST-985",
    );
    expect(t.steps.some((s) => s.rule === "15-14-2-1")).toBe(false);
    expect(t.final.areas.A!.battle).toEqual(["GEN-104(sus)"]);
  });
});
