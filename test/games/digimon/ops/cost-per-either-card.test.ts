/**
 * "reduce its play cost by 1 for each [X] Digimon card and Option card with a memory cost of 7 in
 * your trash": each card of either kind there counts once (15-8-5); "[X] Digimon card" is a Digimon
 * card only, not a Tamer of that name or trait.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-89010",
    "When playing this card from your hand, reduce its play cost by 1 for each [Tester] Digimon card and Option card with a memory cost of 7 in your trash.",
    { level: 6, dp: 11000, playCost: 9 },
  ),
  testCard("TST-89011", "", { name: "Tester" }),
  testCard("TST-89012", "", { ...tamerOf("Red"), name: "Tester" }),
  testOption("TST-89013", "", { playCost: 7 }),
  testOption("TST-89014", "", { playCost: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-89010", choices: "" }, registry).trace;

describe("a cost reduced for each card of two kinds in the trash", () => {
  it("counts the [X] Digimon cards and the cost 7 Option cards, nothing else", () => {
    const t = run(
      "turn A | A: hand TST-89010, trash TST-89011 TST-89011#b TST-89012 TST-89013 TST-89014 GEN-103, memory 9",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-89010"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
