/**
 * "Your opponent can't play or move Digimon with 6000 DP or less until the end of their turn": a
 * ban on the player, holding for their plays by action and by effect, and for moving out of the
 * breeding area, until the end of their turn (15-8-2-5).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-2321",
    "[On Play] Your opponent can't play or move Digimon with 6000 DP or less until the end of their turn.",
    { level: 5, dp: 7000 },
  ),
  testCard(
    "TST-2322",
    "[On Play] You may play 1 level 4 or lower Digimon card from your hand without paying the cost.",
    { level: 5, dp: 7000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const BAN = "A plays TST-2321; A ends the turn; B starts the turn";

describe("a ban on what the opponent may play", () => {
  it("reads as a ban on the opponent for their turn, moving included", () => {
    expect(CARDS[0]!.abilities[0]!.ops).toEqual([
      {
        op: "banPlay",
        side: "opponent",
        filter: { category: "Digimon", maxDp: 6000 },
        move: true,
        duration: "untilOpponentTurnEnds",
      },
    ]);
  });

  it("refuses the opponent's own play of such a Digimon", () => {
    const board = "turn A main; A: hand TST-2321, deck 3 | B: hand GEN-104 GEN-106, deck 3";
    expect(() => run(board, `${BAN}; B plays GEN-104`)).toThrow(/can't be played: an effect of \[TST-2321\]/);
    const big = run(board, `${BAN}; B plays GEN-106`);
    expect(big.final.areas.B!.battle).toEqual(["GEN-106"]);
  });

  it("keeps the opponent's effects from playing it too", () => {
    const t = run(
      "turn A main; A: hand TST-2321, deck 3 | B: hand TST-2322 GEN-104, deck 3",
      `${BAN}; B plays TST-2322`,
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-2322"]);
    expect(t.final.areas.B!.hand).toContain("GEN-104");
    expect(t.steps.map((s) => s.text).join("\n")).toMatch(/GEN-104.*can't be played/);
  });

  it("refuses moving such a Digimon out of the breeding area", () => {
    const board = "turn A main; A: hand TST-2321, deck 3 | B: breeding GEN-103, deck 3";
    expect(() => run(board, `${BAN}; B moves GEN-103`)).toThrow(/can't move it: an effect of \[TST-2321\]/);
  });

  it("does not bind the player who made it", () => {
    const t = run(
      "turn A main; A: hand TST-2321 GEN-104, memory 5 | B: GEN-203",
      "A plays TST-2321; A plays GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-2321", "GEN-104"]);
  });

  it("ends with the opponent's turn", () => {
    const t = run(
      "turn A main; A: hand TST-2321, deck 3 | B: hand GEN-104, deck 3",
      `${BAN}; B ends the turn; A starts the turn; A ends the turn; B starts the turn; B plays GEN-104`,
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});
