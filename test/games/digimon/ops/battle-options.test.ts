/**
 * Option cards in the battle area (4-28-1) as a cost or an effect: trashed from there (yours,
 * the opponent's, or either player's when the text names no player) and placed there from the
 * hand or trash. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const CARDS = [
  testCard("TST-9301", "[On Play] By trashing 1 of your Option cards in the battle area, gain 2 memory."),
  testCard("TST-9302", "[On Play] By trashing 1 Option card in the battle area, gain 2 memory."),
  testCard("TST-9303", "[On Play] Trash 1 of their Option cards in the battle area."),
  testCard(
    "TST-9304",
    "[On Play] By placing 1 Option card with the [Gadget] trait from your hand in the battle area, gain 3 memory.",
  ),
  testCard("TST-9305", "", { ...option, traits: ["Gadget"] }),
  testCard("TST-9306", "", option),
  testCard("TST-9307", "[On Play] Place 1 Option card from your hand or trash in the battle area."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const ops = (text: string) => compileText(text, {}).abilities[0]!;

describe("reading Option cards in the battle area", () => {
  it("reads whose Option cards a trash names", () => {
    expect(ops("[On Play] By trashing 1 of your Option cards in the battle area, <Draw 1>.").cost).toEqual([
      { op: "trashBattleOptions", n: 1, side: "you" },
    ]);
    expect(ops("[On Play] Trash 1 of their Option cards in the battle area.").ops).toEqual([
      { op: "trashBattleOptions", n: 1, side: "opponent" },
    ]);
    expect(ops("[On Play] Trash 1 Option card in your opponent's battle area.").ops).toEqual([
      { op: "trashBattleOptions", n: 1, side: "opponent" },
    ]);
    expect(ops("[On Play] By trashing 1 Option card in the battle area, <Draw 1>.").cost).toEqual([
      { op: "trashBattleOptions", n: 1, side: "any" },
    ]);
  });

  it("keeps the words about the card beyond its category", () => {
    expect(
      ops(
        "[On Play] By trashing 2 of your Option cards with the [Gadget] trait in the battle area, <Draw 1>.",
      ).cost,
    ).toEqual([{ op: "trashBattleOptions", n: 2, side: "you", filter: { traits: ["Gadget"] } }]);
  });

  it("reads a place from the hand or the trash", () => {
    expect(ops("[On Play] Place 1 Option card from your hand or trash in the battle area.").ops).toEqual([
      { op: "placeOptionInBattle", from: "handOrTrash" },
    ]);
  });

  it("leaves a trash that names no battle area to the other readers", () => {
    const a = ops("[On Play] By trashing 1 Option card in your hand, <Draw 1>.");
    expect(a.cost?.[0]?.op).not.toBe("trashBattleOptions");
    expect(a.cost).toHaveLength(1);
  });
});

describe("an Option card trashed from the battle area", () => {
  it("pays a cost with one of yours", () => {
    const t = run(
      "turn A | A: GEN-103 TST-9306, hand TST-9301, memory 0 | B: GEN-103",
      "A plays TST-9301",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-9301"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-9306"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("can't pay with only the opponent's when the text says yours", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9301, memory 0 | B: GEN-103 TST-9306",
      "A plays TST-9301",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "TST-9306"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("may be either player's when the text names no player", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9302, memory 0 | B: GEN-103 TST-9306",
      "A plays TST-9302",
      "yes",
    );
    expect(t.final.areas.B!.trash).toEqual(["TST-9306"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("trashes the opponent's by an effect, and the player picks among several", () => {
    const t = run(
      "turn A | A: GEN-103 TST-9305, hand TST-9303, memory 3 | B: GEN-103 TST-9305 TST-9306",
      "A plays TST-9303",
      "target TST-9306",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-9305", "TST-9303"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "TST-9305"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-9306"]);
  });
});

describe("an Option card placed in the battle area", () => {
  it("comes from the hand as a cost, and only one that fits", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9304 TST-9306 TST-9305, memory 0 | B: GEN-103",
      "A plays TST-9304",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-9304", "TST-9305"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-9306"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("can't be paid without a card that fits", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9304 TST-9306, memory 0 | B: GEN-103",
      "A plays TST-9304",
      "yes",
    );
    expect(t.final.areas.A!.hand).toEqual(["TST-9306"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("comes from the trash when the text allows it, and stays there", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9307, trash TST-9306, memory 3 | B: GEN-103",
      "A plays TST-9307",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-9307", "TST-9306"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });
});
