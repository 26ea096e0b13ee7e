/**
 * "When using this card from your hand, its memory cost is equal to the number of cards in your
 * security stack": the cost about to be paid becomes that count (15-8-5), 0 with no security
 * cards (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-89005",
    "When using this card from your hand, its memory cost is equal to the number of cards in your security stack.[Main] 1 of your opponent's Digimon gets -1000 DP for the turn.",
    { playCost: 5 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A uses TST-89005", choices: "" }, registry).trace;

describe("a use cost equal to a count", () => {
  it("costs as many as the security cards", () => {
    const t = run("turn A | A: GEN-104, hand TST-89005, security GEN-203 GEN-204, memory 5 | B: GEN-203#b");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("costs 0 with no security cards, and more than printed with more", () => {
    const none = run("turn A | A: GEN-104, hand TST-89005, memory 5 | B: GEN-203#b");
    expect(none.final.memory).toEqual({ player: "A", value: 5 });
    const six = run(
      "turn A | A: GEN-104, hand TST-89005, security GEN-203 GEN-204 GEN-205 GEN-206 GEN-203#c GEN-204#c, memory 5 | B: GEN-203#b",
    );
    expect(six.final.memory).toEqual({ player: "B", value: 1 });
  });
});
