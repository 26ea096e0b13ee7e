/**
 * Whole turns (6-1 to 6-6): starting and ending turns, the phases, who may act when, durations
 * and pending processing across turns (18-1), on made-up cards.
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
  testCard("TST-951", "[Start of Your Main Phase] Gain 1 memory."),
  testCard("TST-952", "[Start of Opponent's Main Phase] Gain 2 memory."),
  testCard(
    "TST-953",
    "[On Play] 1 of your opponent's Digimon gets -3000 DP until the end of your opponent's turn.",
  ),
  testCard("TST-954", "[On Play] 1 of your opponent's Digimon gets -3000 DP for the turn."),
  testCard("TST-955", "[On Play] At the next end of your opponent's turn, delete this Digimon."),
  testCard("TST-956", "[Start of Your Turn] Gain 1 memory."),
  testCard("TST-957", "<Reboot>"),
  testCard("TST-958", "[On Play] <Draw 1>.", { playCost: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");
function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("the turn procedure (6-1 to 6-6)", () => {
  it("starts the turn: [Start of Your Turn] first, then unsuspend, draw, breeding and main phases", () => {
    const t = run("turn A | A: TST-956 GEN-203(sus), deck 2 | B: GEN-204(sus)", "A starts the turn");
    const rules = t.steps.filter((s) => s.kind === "action").map((s) => s.rule);
    expect(rules).toEqual(["15-16-11-1", "6-2-1", "6-3-1", "6-4-1-3", "15-16-13-1"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-956", "GEN-203"]);
    // Only the turn player's cards unsuspend (6-2-1).
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.areas.A!.deck).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    const gain = t.steps.findIndex((s) => s.kind === "activate" && s.card === "TST-956");
    expect(gain).toBeLessThan(t.steps.findIndex((s) => s.rule === "6-2-1"));
  });

  it("triggers [Start of Your Main Phase] for the turn player and [Start of Opponent's Main Phase] for the other", () => {
    const t = run("turn A breeding | A: TST-951 | B: TST-952", "A starts the main phase");
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-951")).toBe(true);
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-952")).toBe(true);
    // A gains 1, B gains 2: the gauge ends 1 on B's side.
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("loses the game when a listed deck is empty at the draw phase (1-2-3-2)", () => {
    const t = run("turn A start | A: GEN-203, deck 0 | B: GEN-204", "A starts the turn");
    expect(t.final.outcome).toContain("1-2-3-2");
  });

  it("ends the turn by itself when the memory is on the opponent's side and more actions follow (6-1-4-1)", () => {
    const t = run(
      "turn A | A: GEN-203, hand TST-958, memory 2 | B: GEN-204(sus), deck 1",
      "A plays TST-958; B starts the turn",
    );
    const rules = t.steps.filter((s) => s.kind === "action").map((s) => s.rule);
    expect(rules.slice(0, 3)).toEqual(["7-1-3", "6-1-4-1", "6-6-3"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-204"]);
    expect(t.final.memory).toEqual({ player: "B", value: 3 });
  });

  it("refuses the previous turn player's actions once the turn has passed", () => {
    const msg = errorOf(() =>
      run(
        "turn A | A: GEN-203, hand TST-958, memory 2 | B: GEN-204",
        "A plays TST-958; A attacks B with GEN-203",
      ),
    );
    expect(msg).toContain("It is player B's turn");
    expect(msg).toContain("6-5-1");
  });

  it("checks who may start, end and pass the turn, and in which phase", () => {
    expect(errorOf(() => run("turn A | A: GEN-203 | B: GEN-204", "B starts the turn"))).toContain("6-6-3");
    expect(errorOf(() => run("turn A main | A: GEN-203 | B: GEN-204", "A starts the turn"))).toContain(
      "it is the main phase",
    );
    expect(errorOf(() => run("turn B start | A: GEN-203 | B: hand GEN-204", "B plays GEN-204"))).toContain(
      'say "B starts the turn"',
    );
    expect(errorOf(() => run("turn A draw | A: GEN-203 | B: GEN-204", "A passes"))).toContain("6-5-1-7");
    expect(
      errorOf(() => run("turn A | A: GEN-203 | B: GEN-204", "A ends the turn; A ends the turn")),
    ).toContain("player A can't end the turn now");
    expect(errorOf(() => run("turn B start | A: GEN-203 | B: GEN-204", "B ends the turn"))).toContain(
      "its turn has not started",
    );
  });

  it("reads the phase on the board and refuses a word that is not one", () => {
    expect(errorOf(() => run("turn A lunch | A: GEN-203", "A starts the turn"))).toContain(
      '"lunch" is not a phase',
    );
  });

  it("a turn that starts with the memory on the opponent's side ends before unsuspending (6-2-1-2)", () => {
    const t = run(
      "turn A main | A: GEN-203, memory 2 | B: GEN-204(sus)",
      "A ends the turn; B starts the turn",
    );
    expect(t.steps.some((s) => s.rule === "6-2-1-2")).toBe(true);
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
  });

  it("passing moves the memory to 3 on the opponent's side and ends the turn (6-5-1-7-1)", () => {
    const t = run("turn A main | A: GEN-203, memory 4 | B: GEN-204", "A passes");
    expect(t.final.memory).toEqual({ player: "B", value: 3 });
    expect(t.steps.some((s) => s.rule === "6-6-3")).toBe(true);
  });

  it("unsuspends a Digimon with <Reboot> in the opponent's unsuspend phase (16-11-1)", () => {
    const t = run("turn B start | A: TST-957(sus) GEN-203(sus) | B: GEN-204", "B starts the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-957", "GEN-203(sus)"]);
  });
});

describe("durations and pending processing across turns (18-1)", () => {
  const after = (t: ReturnType<typeof run>, text: string) => texts(t).includes(text);

  it('"for the turn" ends with the turn; "until the end of your opponent\'s turn" lasts through theirs', () => {
    const board = "turn A main | A: hand TST-953 TST-954, memory 9 | B: GEN-105, deck 2";
    const t = run(
      board,
      "A plays TST-953; A plays TST-954; A passes; B starts the turn; B attacks A with GEN-105",
    );
    // GEN-105 has 7000 DP: -3000 lasts into B's turn, the other -3000 has ended.
    expect(after(t, "(7000 → 4000 DP)")).toBe(true);
    const over = run(
      board,
      "A plays TST-953; A passes; B starts the turn; B passes; A starts the turn; A plays TST-954",
    );
    expect(after(over, "(7000 → 4000 DP)")).toBe(true);
    expect(after(over, "(4000 → 1000 DP)")).toBe(false);
  });

  it("processing left for the end of the opponent's turn waits for it, then happens", () => {
    const t = run(
      "turn A main | A: hand TST-955, memory 5 | B: GEN-204, deck 1",
      "A plays TST-955; A passes; B starts the turn",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-955"]);
    const ended = run(
      "turn A main | A: hand TST-955, memory 5 | B: GEN-204, deck 1",
      "A plays TST-955; A passes; B starts the turn; B ends the turn",
    );
    expect(ended.final.areas.A!.battle).toEqual([]);
    expect(ended.final.areas.A!.trash).toEqual(["TST-955"]);
  });
});

describe("a turn end no action asked for", () => {
  it("is named at the end, with the action that shows it, and shown once that action follows", () => {
    const board = "turn A | A: TST-956, hand TST-958, memory 2 | B: GEN-104";
    const stops = run(board, "A plays TST-958");
    expect(stops.final.memory).toEqual({ player: "B", value: 3 });
    const end = stops.steps.at(-1)!;
    expect(end.kind).toBe("end");
    expect(end.text).toContain("player A's turn ends next (6-1-4-1)");
    expect(end.text).toContain('add "; B starts the turn"');
    const shown = run(board, "A plays TST-958; B starts the turn");
    expect(texts(shown)).toContain("so player A's turn ends");
    expect(shown.steps.at(-1)!.text).not.toContain("turn ends next");
  });

  it("is not named while the memory stays on the turn player's side", () => {
    const t = run("turn A | A: hand TST-958, memory 6 | B: GEN-104", "A plays TST-958");
    expect(t.steps.at(-1)!.text).not.toContain("turn ends next");
  });
});
