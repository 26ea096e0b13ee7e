/**
 * The faces of the security stack (3-7-4): cards placed face up, flipped, counted and asked
 * about, and the persistent effects that work only from a face-up security card (15-14-5-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { cardCount, testCard } from "../test-card.ts";

const option = { category: "Option" as const, colors: ["Blue" as const], playCost: 0 };

const CARDS = [
  testCard(
    "TST-301",
    "While you have no face-up security cards, you can ignore this card's color requirements.\n[Main] Add your bottom security card to the hand. Then, place this card face up as the bottom security card.",
    option,
  ),
  testCard("TST-302", "[On Play] Flip your opponent's top face-down security card face up."),
  testCard(
    "TST-303",
    "When this card would be played, if [Test TST-301] is face-up in your security stack, reduce the play cost by 2.",
    { playCost: 3 },
  ),
  testCard(
    "TST-304",
    "[On Play] By placing 1 Digimon card with the [Bee] trait in your hand face up as the bottom security card, add your top security card to the hand.",
  ),
  testCard("TST-305", "", { traits: ["Bee"] }),
  testCard("TST-306", "[On Deletion] Place this card face up as the bottom security card."),
  testCard("TST-307", "[On Play] For each of your face-up security cards, gain 1 memory."),
  testCard("TST-308", "[On Play] Add your top face-down security card to the hand."),
  testCard(
    "TST-309",
    "[On Play] By adding your top security card to the hand, you may place 1 Digimon card with the [Bee] trait from your hand or trash face up as the bottom security card.",
  ),
  testCard("TST-310", "[Your Turn] When face-up cards are placed in your security stack, <Draw 1>"),
  testCard("TST-311", "[On Play] <Recovery +1 (Deck)>"),
];

const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("face-up security cards (3-7-4)", () => {
  it("places the used Option face up as the bottom security card, instead of the trash", () => {
    const t = run("turn A | A: GEN-104, hand TST-301, security GEN-203 GEN-204", "A uses TST-301");
    expect(t.final.areas.A!.security).toEqual(["GEN-203", "TST-301(up)"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-204"]);
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(cardCount(t.final)).toBe(4);
  });

  it("waives the colour requirements only while there is no face-up security card", () => {
    expect(() =>
      run("turn A | A: GEN-104, hand TST-301#b, security GEN-203 TST-301#a(up)", "A uses TST-301#b"),
    ).toThrow(/Blue/);
  });

  it("flips the opponent's top face-down card face up, past the face-up ones", () => {
    const t = run("turn A | A: hand TST-302 | B: security TST-301(up) GEN-204", "A plays TST-302");
    expect(t.final.areas.B!.security).toEqual(["TST-301(up)", "GEN-204(up)"]);
    const none = run("turn A | A: hand TST-302 | B: security TST-301(up)", "A plays TST-302");
    expect(none.steps.map((s) => s.text).join("\n")).toContain("no face-down security card to flip");
  });

  it("reduces a play cost while a named card is face up in the security stack", () => {
    const up = run("turn A | A: hand TST-303, security TST-301(up), memory 3", "A plays TST-303");
    expect(up.final.memory).toEqual({ player: "A", value: 2 });
    const down = run("turn A | A: hand TST-303, security TST-301, memory 3", "A plays TST-303");
    expect(down.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("pays a cost by placing a card from the hand face up at the bottom", () => {
    const t = run("turn A | A: hand TST-304 TST-305, security GEN-203", "A plays TST-304");
    expect(t.final.areas.A!.security).toEqual(["TST-305(up)"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-203"]);
  });

  it("places a deleted card from the trash face up in the security stack ([On Deletion])", () => {
    const t = run(
      "turn A | A: GEN-105 | B: TST-306(sus), security GEN-203",
      "A attacks TST-306 with GEN-105",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-203", "TST-306(up)"]);
    expect(t.final.areas.B!.trash).toEqual([]);
  });

  it("counts the face-up security cards", () => {
    const t = run("turn A | A: hand TST-307, security GEN-203(up) GEN-204 TST-301(up)", "A plays TST-307");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("adds the top face-down security card to the hand, skipping face-up ones", () => {
    const t = run("turn A | A: hand TST-308, security GEN-203(up) GEN-204", "A plays TST-308");
    expect(t.final.areas.A!.hand).toEqual(["GEN-204"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-203(up)"]);
  });

  it("pays 'By X, you may Y' and then still asks about Y", () => {
    const both = run("turn A | A: hand TST-309, trash TST-305, security GEN-203", "A plays TST-309");
    expect(both.final.areas.A!.hand).toEqual(["GEN-203"]);
    expect(both.final.areas.A!.security).toEqual(["TST-305(up)"]);
    const costOnly = run(
      "turn A | A: hand TST-309, trash TST-305, security GEN-203",
      "A plays TST-309",
      "yes; no",
    );
    expect(costOnly.final.areas.A!.hand).toEqual(["GEN-203"]);
    expect(costOnly.final.areas.A!.security).toEqual([]);
    expect(costOnly.final.areas.A!.trash).toEqual(["TST-305"]);
  });

  it("triggers on cards placed face up, not on cards placed face down", () => {
    const up = run(
      "turn A | A: TST-310 GEN-104, hand TST-301, security GEN-203, deck GEN-204",
      "A uses TST-301",
    );
    expect(up.final.areas.A!.hand).toEqual(["GEN-203", "GEN-204"]);
    const down = run("turn A | A: TST-310, hand TST-311, deck GEN-204 GEN-205", "A plays TST-311");
    expect(down.final.areas.A!.hand).toEqual([]);
    expect(down.final.areas.A!.security).toEqual(["GEN-204"]);
  });

  it("refuses the face-up mark outside the security stack", () => {
    expect(() => run("turn A | A: hand GEN-203(up)", "A plays GEN-203")).toThrow(/marks/);
  });
});
