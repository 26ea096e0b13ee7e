/**
 * "as the bottom digivolution card of your [X] in the breeding area": the Digimon in the breeding
 * area the effect names is the only one it may choose (3-4-7-5), not one of the same name in the
 * battle area.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-71070",
    "[On Deletion] You may place this card as the bottom digivolution card of your [Treeling] in the breeding area.",
  ),
  { ...testCard("TST-71071", ""), name: "Treeling" },
  testCard(
    "TST-71072",
    "[On Deletion] Place 1 Digimon card with the [Knights] trait from your hand as the bottom digivolution card of one of your [Treeling] in the breeding area.",
  ),
  testCard("TST-71073", "[On Play] Delete 1 of your opponent's Digimon.", { playCost: 3 }),
  testCard("TST-71074", "", { traits: ["Knights"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a Digimon in the breeding area named as the host", () => {
  it("places this card from the trash under the one in the breeding area", () => {
    const t = run(
      "turn A | A: hand TST-71073, memory 5 | B: TST-71070 TST-71071#f, breeding TST-71071#b",
      "A plays TST-71073",
      "target TST-71070; yes",
    );
    expect(t.final.areas.B!.breeding).toEqual(["TST-71071#b[TST-71070]"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-71071#f"]);
    expect(t.final.areas.B!.trash).toEqual([]);
  });

  it("places a card from the hand there", () => {
    const t = run(
      "turn A | A: hand TST-71073, memory 5 | B: TST-71072 TST-71071#f, breeding TST-71071#b, hand TST-71074",
      "A plays TST-71073",
      "target TST-71072",
    );
    expect(t.final.areas.B!.breeding).toEqual(["TST-71071#b[TST-71074]"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-71071#f"]);
  });

  it("does nothing with no such Digimon in the breeding area", () => {
    const t = run(
      "turn A | A: hand TST-71073, memory 5 | B: TST-71070 TST-71071#f",
      "A plays TST-71073",
      "target TST-71070",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-71071#f"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-71070"]);
  });
});

describe("playing from the digivolution cards of a Digimon in the breeding area", () => {
  const reg = new CardRegistry([
    ...bundledCards,
    ...CARDS,
    testCard(
      "TST-71075",
      "[Main] You may play 1 Digimon card with the [Knights] trait from the digivolution cards of your [Treeling] in the breeding area without paying the cost.",
      { category: "Option", level: undefined, dp: undefined, playCost: 0 },
    ),
  ]);
  const go = (board: string) =>
    resolveDigimon({ board, action: "A uses TST-71075", choices: "yes" }, reg).trace;

  it("plays the card from under the Digimon in the breeding area, not from one in the battle area", () => {
    const t = go(
      "turn A | A: TST-71071#f[TST-71074#x], breeding TST-71071#b[TST-71074#y], hand TST-71075, memory 3",
    );
    expect(t.final.areas.A!.breeding).toEqual(["TST-71071#b"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-71071#f[TST-71074#x]", "TST-71074#y"]);
  });
});
