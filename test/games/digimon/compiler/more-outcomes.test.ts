/**
 * More conditions on what the effect itself just did (ops/outcome.ts): "If you don't", "If this
 * effect unsuspended / placed / digivolved", "If no Digimon was returned by this effect", "If an
 * opponent's Digimon wasn't deleted by this effect", "If you trash 4 or more cards with this
 * effect", "If this effect trashed a card with the [X] trait", "If they do not trash a card".
 * Each is read from template text, then resolved on boards where it holds and where it does not.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const TEXTS = {
  "TST-8101": "[On Play] You may trash 1 card in your hand. If you don't, gain 2 memory.",
  "TST-8102": "[On Play] 1 of your Digimon unsuspends. If this effect unsuspended, gain 1 memory.",
  "TST-8103":
    "[On Play] Return 1 of your opponent's level 3 Digimon to its owner's hand. If no Digimon was returned by this effect, gain 2 memory.",
  "TST-8104":
    "[On Play] Delete 1 of your opponent's Digimon with 3000 DP or less. If an opponent's Digimon wasn't deleted by this effect, <Draw 1>.",
  "TST-8105":
    "[On Play] Trash the top 2 cards of your deck for each of your opponent's Digimon. If you trash 4 or more cards with this effect, gain 3 memory.",
  "TST-8106":
    "[On Play] <Draw 1> and trash 1 card in your hand. If this effect trashed a card with the [Tester] trait, gain 2 memory.",
  "TST-8107":
    "[On Play] Your opponent may trash 1 card in their hand. If they do not trash a card, gain 2 memory.",
  "TST-8110":
    "[On Play] You may place 1 Digimon card from your hand as this Digimon's bottom digivolution card. If this effect placed, gain 1 memory.",
} as const;

const CARDS = [
  ...Object.entries(TEXTS).map(([code, text]) => testCard(code, text)),
  testCard("TST-8108", "", { traits: ["Tester"] }),
];
const { run } = recordRunner(CARDS);
const memory = (board: string, action: string, choices = "") => run(board, action, choices).final.memory;

describe("reading more outcome conditions", () => {
  const first = (code: keyof typeof TEXTS) => compileText(TEXTS[code], { code }).abilities[0]!.ops[0];

  it("wraps the sentence before in an outcome check", () => {
    expect(first("TST-8101")).toMatchObject({ op: "ifOutcome", what: "any", did: false });
    expect(first("TST-8102")).toMatchObject({ op: "ifOutcome", what: "unsuspend", did: true });
    expect(first("TST-8103")).toMatchObject({ op: "ifOutcome", what: "return", did: false });
    expect(first("TST-8104")).toMatchObject({
      op: "ifOutcome",
      what: "delete",
      did: false,
      whose: "opponent",
    });
    expect(first("TST-8105")).toMatchObject({ op: "ifOutcome", what: "trash", did: true, atLeast: 4 });
    expect(first("TST-8106")).toMatchObject({
      op: "ifOutcome",
      what: "trash",
      cards: { traits: ["Tester"] },
    });
    expect(first("TST-8107")).toMatchObject({
      op: "ifOutcome",
      what: "trash",
      did: false,
      whose: "opponent",
    });
    expect(first("TST-8110")).toMatchObject({ op: "ifOutcome", what: "place", did: true });
  });

  it("watches the cost too for a counted trash outcome after it (the cost's card counts, official Q&A)", () => {
    const r = compileText(
      "[Main] By trashing 1 card in your hand, delete 1 of your opponent's Digimon. If this effect trashed a card with the [Tester] trait, gain 1 memory.",
      { code: "TST-8109" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.cost).toBeUndefined();
    expect(r.abilities[0]!.ops[0]).toMatchObject({
      op: "ifOutcome",
      ops: [{ op: "may", cost: [{ op: "trashHand", n: 1 }] }],
    });
  });
});

describe("outcome conditions on a board", () => {
  it("'If you don't' runs only when the player declined", () => {
    const board = "turn A | A: hand TST-8101 GEN-103, memory 3";
    expect(memory(board, "A plays TST-8101", "TST-8101: no")).toEqual({ player: "A", value: 5 });
    expect(memory(board, "A plays TST-8101", "TST-8101: yes")).toEqual({ player: "A", value: 3 });
  });

  it("'If this effect unsuspended' needs a Digimon that was suspended", () => {
    expect(memory("turn A | A: GEN-103(sus), hand TST-8102, memory 3", "A plays TST-8102")).toEqual({
      player: "A",
      value: 4,
    });
    expect(memory("turn A | A: GEN-103, hand TST-8102, memory 3", "A plays TST-8102")).toEqual({
      player: "A",
      value: 3,
    });
  });

  it("'If no Digimon was returned' runs only when nothing could be returned", () => {
    const returned = run("turn A | A: hand TST-8103, memory 3 | B: GEN-203", "A plays TST-8103");
    expect(returned.final.areas.B!.hand).toEqual(["GEN-203"]);
    expect(returned.final.memory).toEqual({ player: "A", value: 3 });
    expect(memory("turn A | A: hand TST-8103, memory 3 | B: GEN-204", "A plays TST-8103")).toEqual({
      player: "A",
      value: 5,
    });
  });

  it("'If an opponent's Digimon wasn't deleted' draws only when the deletion failed", () => {
    const deleted = run("turn A | A: hand TST-8104, deck 2 | B: GEN-203", "A plays TST-8104");
    expect(deleted.final.areas.A!.deck).toHaveLength(2);
    const kept = run("turn A | A: hand TST-8104, deck 2 | B: GEN-204", "A plays TST-8104");
    expect(kept.final.areas.A!.deck).toHaveLength(1);
  });

  it("'If you trash 4 or more cards' counts the cards the effect trashed", () => {
    expect(
      memory("turn A | A: hand TST-8105, deck 6, memory 3 | B: GEN-203 GEN-204", "A plays TST-8105"),
    ).toEqual({ player: "A", value: 6 });
    // One opponent's Digimon: only 2 trashed. Two, but a deck of 3: only 3 trashed.
    expect(memory("turn A | A: hand TST-8105, deck 6, memory 3 | B: GEN-203", "A plays TST-8105")).toEqual({
      player: "A",
      value: 3,
    });
    expect(
      memory("turn A | A: hand TST-8105, deck 3, memory 3 | B: GEN-203 GEN-204", "A plays TST-8105"),
    ).toEqual({ player: "A", value: 3 });
  });

  it("'If this effect trashed a card with the [X] trait' looks at the card trashed", () => {
    const board = "turn A | A: hand TST-8106 TST-8108 GEN-103, deck 1, memory 3";
    expect(memory(board, "A plays TST-8106", "target TST-8108")).toEqual({ player: "A", value: 5 });
    expect(memory(board, "A plays TST-8106", "target GEN-103")).toEqual({ player: "A", value: 3 });
  });

  it("'If they do not trash a card' runs when the opponent declines or has nothing to trash", () => {
    const board = (hand: string) => `turn A | A: hand TST-8107, memory 3 | B: hand ${hand}`;
    expect(memory(board("GEN-203"), "A plays TST-8107", "no")).toEqual({ player: "A", value: 5 });
    expect(memory(board("GEN-203"), "A plays TST-8107", "yes")).toEqual({ player: "A", value: 3 });
    expect(memory(board("0"), "A plays TST-8107", "yes")).toEqual({ player: "A", value: 5 });
  });

  it("'If this effect placed' needs a card placed under the Digimon", () => {
    const board = "turn A | A: hand TST-8110 GEN-103, memory 3";
    const placed = run(board, "A plays TST-8110", "TST-8110: yes");
    expect(placed.final.areas.A!.battle).toEqual(["TST-8110[GEN-103]"]);
    expect(placed.final.memory).toEqual({ player: "A", value: 4 });
    expect(memory(board, "A plays TST-8110", "TST-8110: no")).toEqual({ player: "A", value: 3 });
  });
});
