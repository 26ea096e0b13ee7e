/**
 * "When a red card returns from your trash to the hand": an effect moves a card that fits from
 * the trash to the hand; other cards, or cards added from elsewhere, don't count. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, tamerOf } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-88020",
    "[Your Turn] When a red card returns from your trash to the hand, gain 2 memory.",
    tamerOf("Red"),
  ),
  testCard("TST-88021", "[On Play] Return 1 card from your trash to the hand."),
  testCard("TST-88022", "[On Play] Return 2 cards from your trash to the hand."),
  testCard("TST-88023", "[On Play] <Draw 1>"),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a card that fits returned from the trash to the hand", () => {
  it("triggers for a red card", () => {
    const t = run("turn A | A: TST-88020, hand TST-88021, trash GEN-103 | B: GEN-203", "A plays TST-88021");
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("triggers when one of several cards returned is red", () => {
    const t = run(
      "turn A | A: TST-88020, hand TST-88022, trash GEN-303 GEN-103 | B: GEN-203",
      "A plays TST-88022",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does not trigger for a card of another colour", () => {
    const t = run("turn A | A: TST-88020, hand TST-88021, trash GEN-303 | B: GEN-203", "A plays TST-88021");
    expect(t.final.areas.A!.hand).toEqual(["GEN-303"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("does not trigger for a red card drawn from the deck", () => {
    const t = run("turn A | A: TST-88020, hand TST-88023, deck GEN-103 | B: GEN-203", "A plays TST-88023");
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
