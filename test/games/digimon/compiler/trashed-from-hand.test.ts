import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "When this card is trashed from the hand": whoever trashes it, with a condition checked when
// the effect resolves in the trash (4-16-2).
const SELF = "When this card is trashed from the hand, if you have 1 or fewer cards in your hand, <Draw 1>";
const CARDS = [
  testCard("TST-4721", SELF),
  testCard("TST-4722", "[On Play] Trash 1 card in your hand."),
  testCard("TST-4723", "[On Play] Your opponent trashes 1 card in their hand."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a card that triggers when it is trashed from the hand", () => {
  it("reads the trigger without a cause", () => {
    const r = compileText(SELF);
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toEqual({ on: "trashedSelf", from: "hand" });
  });

  it("draws when its owner's effect trashes it and the hand is small enough", () => {
    const t = run("turn A | A: hand TST-4722 TST-4721, deck GEN-203 | B: GEN-205", "A plays TST-4722");
    expect(t.final.areas.A!.trash).toEqual(["TST-4721"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-203"]);
  });

  it("draws when the opponent's effect trashes it too", () => {
    const t = run("turn B | A: GEN-203, hand TST-4721, deck GEN-204 | B: hand TST-4723", "B plays TST-4723");
    expect(t.final.areas.A!.trash).toEqual(["TST-4721"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-204"]);
  });

  it("does not draw while the hand holds more than the condition allows", () => {
    const t = run(
      "turn A | A: hand TST-4722 TST-4721 GEN-104 GEN-105, deck GEN-203 | B: GEN-205",
      "A plays TST-4722",
      "target TST-4721",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-4721"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-104", "GEN-105"]);
  });
});
