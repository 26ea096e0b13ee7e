/**
 * Durations and pending processing across turns (18-1): "for the turn", "until the end of your
 * opponent's (next) turn", "until the end of your (next) turn", processing left for the end of a
 * given player's turn, and a turn that passed starting by itself when the next player acts.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { level: 4, dp: 6000, ...extra });

const CARDS = [
  testCard(
    "TST-961",
    "[Start of Opponent's Main Phase] 1 of your opponent's Digimon gets -3000 DP until the end of your opponent's next turn.",
  ),
  testCard(
    "TST-962",
    "[Start of Opponent's Main Phase] 1 of your opponent's Digimon gets -3000 DP until the end of your opponent's turn.",
  ),
  testCard("TST-963", "[On Play] 1 of your opponent's Digimon gets -2000 DP until your turn ends."),
  testCard(
    "TST-964",
    "[Start of Opponent's Main Phase] 1 of your opponent's Digimon gets -1000 DP until the end of your turn.",
  ),
  testCard("TST-965", "[On Play] At the end of your opponent's turn, gain 2 memory."),
  testCard("TST-966", "[On Play] At the end of your turn, gain 1 memory."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");
/** The DP a player's card on the field has at the end. */
const finalDp = (t: ReturnType<typeof run>, player: string, card: string) =>
  t.final.details?.[player]?.find((d) => d.card.startsWith(card))?.dp;

describe("durations across turns", () => {
  const board = (card: string) => `turn B breeding | A: ${card}, deck 3 | B: GEN-105, deck 3`;
  const turns = "B starts the main phase; B ends the turn; A starts the turn; A passes";

  it("'until the end of your opponent's next turn' made during that opponent's turn outlasts it", () => {
    const now = run(board("TST-961"), "B starts the main phase");
    expect(texts(now)).toMatch(/-3000 DP until the end of player B's next turn/);
    // B's turn ends, A's comes and goes, B's next turn has started: still in force.
    expect(finalDp(run(board("TST-961"), turns), "B", "GEN-105")).toBe(4000);
    // B's next main phase applies a second one (1000 DP); the first ends with that turn (4000 DP).
    const after = run(board("TST-961"), `${turns}; B ends the turn`);
    expect(texts(after)).toMatch(/\(4000 → 1000 DP\)/);
    expect(finalDp(after, "B", "GEN-105")).toBe(4000);
  });

  it("'until the end of your opponent's turn' made during that turn ends with it", () => {
    expect(finalDp(run(board("TST-962"), "B starts the main phase"), "B", "GEN-105")).toBe(4000);
    expect(finalDp(run(board("TST-962"), "B starts the main phase; B ends the turn"), "B", "GEN-105")).toBe(
      7000,
    );
  });

  it("'until your turn ends' ends with the player's own turn", () => {
    const own = "turn A main | A: hand TST-963, memory 5 | B: GEN-105, deck 3";
    const t = run(own, "A plays TST-963");
    expect(texts(t)).toMatch(/-2000 DP until the end of player A's turn/);
    expect(finalDp(t, "B", "GEN-105")).toBe(5000);
    expect(finalDp(run(own, "A plays TST-963; A ends the turn"), "B", "GEN-105")).toBe(7000);
  });

  it("'until the end of your turn' made in the opponent's turn lasts into your next turn", () => {
    const t = run(board("TST-964"), "B starts the main phase; B ends the turn; A starts the turn");
    expect(texts(t)).toMatch(/-1000 DP until the end of player A's turn/);
    expect(finalDp(t, "B", "GEN-105")).toBe(6000);
    const ended = run(
      board("TST-964"),
      "B starts the main phase; B ends the turn; A starts the turn; A ends the turn",
    );
    expect(finalDp(ended, "B", "GEN-105")).toBe(7000);
  });
});

describe("pending processing for a given player's turn end (18-1)", () => {
  it("'at the end of your opponent's turn' waits through this turn's end and happens at theirs", () => {
    const board = "turn A main | A: hand TST-965, memory 3 | B: GEN-204, deck 2";
    const mine = run(board, "A plays TST-965; A ends the turn");
    expect(texts(mine)).not.toMatch(/pending processing left by \[TST-965/);
    const theirs = run(board, "A plays TST-965; A passes; B ends the turn");
    expect(texts(theirs)).toMatch(/pending processing left by \[TST-965[^\]]*\] happens/);
  });

  it("'at the end of your turn' happens at this turn's end", () => {
    const t = run("turn A main | A: hand TST-966, memory 3 | B: GEN-204", "A plays TST-966; A ends the turn");
    expect(texts(t)).toMatch(/pending processing left by \[TST-966[^\]]*\] happens/);
  });
});

describe("a turn that passed starts when the next player acts", () => {
  it("B's action after A passes first runs B's start of turn and phases", () => {
    const t = run(
      "turn A main | A: GEN-204, memory 2 | B: GEN-105(sus), deck 2",
      "A passes; B attacks A with GEN-105",
    );
    const rules = t.steps.filter((s) => s.kind === "action").map((s) => s.rule);
    expect(rules).toContain("6-6-3");
    // B's Digimon unsuspended in B's unsuspend phase, so it could attack.
    expect(rules.indexOf("6-2-1")).toBeLessThan(rules.indexOf("11-2-8-1"));
    expect(t.final.areas.B!.hand).toHaveLength(1);
  });

  it("a cost that puts the memory on B's side ends A's turn, and B's next action starts B's turn", () => {
    const t = run(
      "turn A main | A: hand GEN-104, memory 2 | B: GEN-105(sus), deck 2",
      "A plays GEN-104; B attacks A with GEN-105",
    );
    const rules = t.steps.filter((s) => s.kind === "action").map((s) => s.rule);
    expect(rules).toEqual(expect.arrayContaining(["6-1-4-1", "6-6-3", "6-2-1", "11-2-8-1"]));
    expect(t.final.areas.B!.battle).toEqual(["GEN-105(sus)"]);
    expect(t.final.outcome).toMatch(/Player B wins/);
  });

  it("a turn that has not passed is still refused for the other player", () => {
    expect(() => run("turn A main | A: GEN-204 | B: GEN-105", "B attacks A with GEN-105")).toThrow(/6-5-1/);
  });
});
