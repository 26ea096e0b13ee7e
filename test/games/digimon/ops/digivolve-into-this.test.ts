/**
 * A [Hand] [Main] effect whose cost places cards under one of your Digimon, which then
 * digivolves into the card itself: "by placing 1 [X] from your trash as any of your [Y]'s bottom
 * digivolution card, it digivolves into this card for a digivolution cost of 3, ignoring
 * digivolution requirements" (8-1-2-2, 15-14-2). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-1661",
    "[Hand] [Main] If you have [Test TST-1664], by placing 1 [Test TST-1662] from your trash as any of your [Test TST-1663]'s bottom digivolution card, it digivolves into this card for a digivolution cost of 3, ignoring digivolution requirements.",
    { level: 5, dp: 9000, playCost: 8, digivolve: [{ level: 4, color: "Blue", cost: 4 }] },
  ),
  testCard("TST-1662", "", { level: 3 }),
  testCard("TST-1663", "", { level: 4, dp: 5000 }),
  testCard("TST-1664", "", { category: "Tamer", level: undefined, dp: undefined }),
  testCard(
    "TST-1665",
    "[Security] At the end of the battle, 1 of your Digimon may digivolve into this card without paying the digivolution cost.",
    { level: 4, dp: 1000, playCost: 7, digivolve: [{ level: 3, color: "Red", cost: 3 }] },
  ),
  testCard(
    "TST-1666",
    "[Hand] [Main] If you have [Test TST-1664], 1 of your [Test TST-1663] digivolves into this card for a digivolution cost of 6, ignoring digivolution requirements.",
    { level: 6, dp: 12000, playCost: 12 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a card in the hand that a cost makes one of your Digimon digivolve into", () => {
  it("places the card from the trash under the named Digimon, then digivolves it into this card for 3, and draws", () => {
    const t = run(
      "turn A | A: TST-1664 GEN-103 TST-1663, hand TST-1661, trash TST-1662, deck 1, memory 5 | B: GEN-103",
      "A activates TST-1661",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1664", "GEN-103", "TST-1661[TST-1663 TST-1662]"]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does nothing without the Tamer the condition names", () => {
    const t = run(
      "turn A | A: TST-1663, hand TST-1661, trash TST-1662, deck 1, memory 5 | B: GEN-103",
      "A activates TST-1661",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1663"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-1661"]);
  });

  it("one of the named Digimon digivolves into this card from the hand for the fixed cost", () => {
    const t = run(
      "turn A | A: TST-1664 TST-1663, hand TST-1666, deck 1, memory 6 | B: GEN-103",
      "A activates TST-1666",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1664", "TST-1666[TST-1663]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("a Security Digimon checked in battle becomes the top card of one of its owner's Digimon (14-2-5)", () => {
    const t = run(
      "turn A | A: GEN-105 | B: GEN-103, security TST-1665, deck 1",
      "A attacks B with GEN-105",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-1665[GEN-103]"]);
    expect(t.final.areas.B!.trash ?? []).toEqual([]);
    expect(t.final.areas.B!.hand).toHaveLength(1);
  });
});
