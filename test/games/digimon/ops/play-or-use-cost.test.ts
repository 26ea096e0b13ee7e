/**
 * "play or use 1 [X] trait card with a play or use cost of 5 or less": a Digimon's play cost or
 * an Option's use cost (both the card's cost, 2-7), at most 5.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-71020",
    "[On Play] You may play or use 1 [Testers] trait card with a play or use cost of 5 or less from your hand without paying the cost.",
    { playCost: 2 },
  ),
  testOption("TST-71021", "[Main] Gain 2 memory.", { playCost: 5, traits: ["Testers"] }),
  testOption("TST-71022", "[Main] Gain 3 memory.", { playCost: 6, traits: ["Testers"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a play or use cost of N or less", () => {
  it("reads the cost as a maximum for either kind of card", () => {
    expect(JSON.stringify(CARDS[0]!.abilities)).toContain('"maxPlayCost":5');
  });

  it("offers the Option card with a use cost of 5, not the one of 6", () => {
    const t = run(
      "turn A | A: hand TST-71020 TST-71022 TST-71021, memory 3 | B: GEN-203",
      "A plays TST-71020",
      "yes",
    );
    // 3 - 2 (play) + 2 (the used Option's [Main]) = 3.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.hand).toEqual(["TST-71022"]);
  });
});
