/**
 * Digivolving into, playing and using the cards under your Tamers (4-4-2): "may digivolve into
 * [X] under your Tamers", "play 1 [X] from your hand or from under one of your Tamers", "use 1
 * Option card ... from your hand or under your Tamers"; face-down cards there can't be chosen
 * (4-7-9). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, playCost: 2 };
const CARDS = [
  testCard(
    "TST-1621",
    "[On Play] This Digimon may digivolve into [Test TST-1622] under your Tamers without paying the cost.",
    {
      playCost: 3,
    },
  ),
  testCard("TST-1622", "", { level: 4, dp: 6000, digivolve: [{ level: 3, color: "Red", cost: 3 }] }),
  testCard("TST-1623", "", tamer),
  testCard(
    "TST-1624",
    "[On Play] You may play 1 [Test TST-1622] from your hand or from under one of your Tamers without paying its memory cost.",
    { playCost: 3 },
  ),
  testCard(
    "TST-1625",
    "[On Play] You may use 1 Option card with the [Charm] trait from your hand or under your Tamers without paying the cost.",
    { playCost: 3 },
  ),
  testCard("TST-1626", "[Main] Gain 2 memory.", { category: "Option", traits: ["Charm"], playCost: 4 }),
  testCard(
    "TST-1627",
    "[On Play] You may place 1 Digimon card with [Charm] in its traits from your hand or from under one of your Tamers under this Digimon as its bottom digivolution card.",
    { playCost: 3 },
  ),
  testCard("TST-1628", "", { traits: ["Charm"] }),
  testCard(
    "TST-1629",
    "[Your Turn] If one of your Digimon digivolves into a Digimon card with [Charm] in its text, by suspending this Tamer and placing 1 card from under one of your Tamers under that Digimon as one of its digivolution cards, reduce the digivolution cost by 1.",
    tamer,
  ),
  testCard("TST-1630", "", {
    level: 4,
    dp: 6000,
    text: "[Charm]",
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("the cards under your Tamers as a place to digivolve, play and use from", () => {
  it("digivolves into a face-up card under a Tamer for free, and draws", () => {
    const t = run(
      "turn A | A: TST-1623[TST-1622], hand TST-1621, deck 2, memory 3 | B: GEN-103",
      "A plays TST-1621",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1623", "TST-1622[TST-1621]"]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("a face-down card under a Tamer can't be chosen (4-7-9)", () => {
    const t = run(
      "turn A | A: TST-1623[TST-1622(down)], hand TST-1621, deck 2, memory 3 | B: GEN-103",
      "A plays TST-1621",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1623[TST-1622(down)]", "TST-1621"]);
  });

  it("the same card in the hand is not a card under a Tamer", () => {
    const t = run(
      "turn A | A: TST-1623, hand TST-1621 TST-1622, deck 2, memory 3 | B: GEN-103",
      "A plays TST-1621",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1623", "TST-1621"]);
  });

  it("plays from under a Tamer, or from the hand", () => {
    const under = run(
      "turn A | A: TST-1623[TST-1622], hand TST-1624, memory 3 | B: GEN-103",
      "A plays TST-1624",
    );
    expect(under.final.areas.A!.battle).toEqual(["TST-1623", "TST-1624", "TST-1622"]);
    const hand = run(
      "turn A | A: TST-1623, hand TST-1624 TST-1622, memory 3 | B: GEN-103",
      "A plays TST-1624",
    );
    expect(hand.final.areas.A!.battle).toEqual(["TST-1623", "TST-1624", "TST-1622"]);
    expect(hand.final.areas.A!.hand ?? []).toEqual([]);
  });

  it("uses an Option from under a Tamer without paying its cost", () => {
    const t = run("turn A | A: TST-1623[TST-1626], hand TST-1625, memory 3 | B: GEN-103", "A plays TST-1625");
    expect(t.final.areas.A!.battle).toEqual(["TST-1623", "TST-1625"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-1626"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("places a matching card from under a Tamer as this Digimon's bottom digivolution card", () => {
    const t = run(
      "turn A | A: TST-1623[TST-1628 GEN-103], hand TST-1627, memory 3 | B: GEN-103",
      "A plays TST-1627",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1623[GEN-103]", "TST-1627[TST-1628]"]);
  });

  it("or from the hand, and never a face-down card under a Tamer", () => {
    const hand = run(
      "turn A | A: TST-1623, hand TST-1627 TST-1628, memory 3 | B: GEN-103",
      "A plays TST-1627",
      "yes",
    );
    expect(hand.final.areas.A!.battle).toEqual(["TST-1623", "TST-1627[TST-1628]"]);
    const down = run(
      "turn A | A: TST-1623[TST-1628(down)], hand TST-1627, memory 3 | B: GEN-103",
      "A plays TST-1627",
      "yes",
    );
    expect(down.final.areas.A!.battle).toEqual(["TST-1623[TST-1628(down)]", "TST-1627"]);
  });

  it("a Tamer pays for a cheaper digivolution with a card from under a Tamer, which goes under the digivolving Digimon", () => {
    const t = run(
      "turn A | A: TST-1629[GEN-105] GEN-103, hand TST-1630, deck 1, memory 3 | B: GEN-103",
      "A digivolves GEN-103 into TST-1630",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1629(sus)", "TST-1630[GEN-103 GEN-105]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("with no card under a Tamer the cost can't be paid, and the digivolution costs its full 3", () => {
    const t = run(
      "turn A | A: TST-1629 GEN-103, hand TST-1630, deck 1, memory 3 | B: GEN-103",
      "A digivolves GEN-103 into TST-1630",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1629", "TST-1630[GEN-103]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
