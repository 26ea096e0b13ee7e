/**
 * "For every 2 [X] trait cards in this Digimon's digivolution cards, ...", "For each [A] or [B]
 * in this Digimon's digivolution cards, ...": a count of the matching cards under the Digimon.
 * Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-9864", "", { name: "Testalpha", traits: ["Beast"] }),
  testCard("TST-9865", "", {
    name: "Testbeta",
    level: 4,
    traits: ["Beast"],
    digivolve: [{ level: 3, color: "Red", cost: 1 }],
  }),
  testCard(
    "TST-9866",
    "[When Digivolving] For every 2 [Beast] trait cards in this Digimon's digivolution cards, gain 1 memory.",
    { level: 5, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
  testCard(
    "TST-9867",
    "[When Digivolving] For each [Testalpha] or [Testbeta] in this Digimon's digivolution cards, <Draw 1>.",
    { level: 5, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("a count of matching digivolution cards", () => {
  it("counts every 2 cards with the trait", () => {
    const t = run(
      "turn A | A: TST-9865[TST-9864], hand TST-9866, memory 3 | B: GEN-103",
      "A digivolves TST-9865 into TST-9866",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("rounds down: one card with the trait counts nothing", () => {
    const t = run(
      "turn A | A: TST-9865[GEN-103], hand TST-9866, memory 3 | B: GEN-103",
      "A digivolves TST-9865 into TST-9866",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("counts the cards with either name", () => {
    const t = run(
      "turn A | A: TST-9865[TST-9864 GEN-103], hand TST-9867, deck 5, memory 3 | B: GEN-103",
      "A digivolves TST-9865 into TST-9867",
    );
    // 1 card for digivolving (8-1-3-3), then 1 for each of the two named cards.
    expect(t.final.areas.A!.hand).toHaveLength(3);
    expect(t.final.areas.A!.deck).toHaveLength(2);
  });
});
