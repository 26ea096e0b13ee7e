/**
 * "When you would play this card from the hand, by placing up to 3 cards ... at the bottom of your
 * deck, reduce the cost by 1 for each card": the cost counts the cards it placed (15-8-5-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-89001",
    "When you would play this card from the hand, by placing up to 3 cards with the [Tester] trait from your trash at the bottom of your deck, reduce the cost by 1 for each card.",
    { level: 5, dp: 7000, playCost: 6 },
  ),
  testCard("TST-89002", "", { traits: ["Tester"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, choices = "") =>
  resolveDigimon({ board, action: "A plays TST-89001", choices }, registry).trace;

describe("a play cost reduced by 1 for each card the cost placed", () => {
  it("reduces by as many cards as were placed at the bottom of the deck", () => {
    const t = run(
      "turn A | A: hand TST-89001, trash TST-89002#a TST-89002#b GEN-103, memory 6",
      "target TST-89002 TST-89002",
    );
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-89001"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("pays the full cost when the player places none", () => {
    const t = run("turn A | A: hand TST-89001, trash TST-89002, memory 6", "no");
    expect(t.final.areas.A!.trash).toEqual(["TST-89002"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
