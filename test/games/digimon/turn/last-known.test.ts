/**
 * Last known information (15-8-3-9-4) and pending-then-fail (15-4-4-3): an [On Deletion]
 * condition reads the Digimon as it was on the field, and an effect that triggered for a
 * Digimon that then left in the same processing still becomes pending, then fails to activate
 * with the reason; on made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-981", "[On Deletion] If this Digimon has 2 or more digivolution cards, gain 2 memory.", {
    level: 5,
    dp: 7000,
  }),
  testCard("TST-982", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-983", "[All Turns] When one of your Digimon is deleted, gain 1 memory.", { level: 4 }),
  testCard(
    "TST-984",
    "[On Play] Delete 1 of your opponent's Digimon. Then, return 1 of your opponent's Digimon to the hand.",
  ),
  testCard("TST-985", "[On Deletion] If this Digimon has [Test] in its name, gain 1 memory.", { level: 4 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("last known information for [On Deletion] conditions (15-8-3-9-4)", () => {
  it("'if this Digimon has 2 or more digivolution cards' reads the Digimon as it was, not the card in the trash", () => {
    const t = run("turn A | A: hand TST-982, memory 3 | B: TST-981[GEN-104 GEN-103]", "A plays TST-982");
    expect(t.final.areas.B!.trash).toContain("TST-981");
    // B gains 2: the gauge goes from 3 on A's side to 1.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("the condition fails when the Digimon had too few digivolution cards", () => {
    const t = run("turn A | A: hand TST-982, memory 3 | B: TST-981[GEN-104]", "A plays TST-982");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("a name condition reads the top card it had", () => {
    const t = run("turn A | A: hand TST-982, memory 3 | B: TST-985[GEN-103]", "A plays TST-982");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("pending, then failing to activate (15-4-4-3)", () => {
  it("an observer that saw a deletion and then left in the same effect: pending, then fails with the reason", () => {
    const t = run(
      "turn A | A: hand TST-984, memory 3 | B: GEN-103 TST-983",
      "A plays TST-984",
      "target GEN-103; target TST-983",
    );
    expect(t.final.areas.B!.hand).toEqual(["TST-983"]);
    const fail = t.steps.find((s) => s.card === "TST-983" && s.rule === "15-4-4-3");
    expect(fail?.text).toMatch(/no longer in the battle area \(it is in the hand now\)/);
    // It never gained the memory.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("an observer still on the field activates as before", () => {
    const t = run(
      "turn A | A: hand TST-984, memory 3 | B: GEN-103 TST-983 GEN-104",
      "A plays TST-984",
      "target GEN-103; target GEN-104",
    );
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-983")).toBe(true);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
