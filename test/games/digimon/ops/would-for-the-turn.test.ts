/**
 * "[Start of Your Main Phase] For the turn, when this Digimon would digivolve into a card with [X]
 * in its name, reduce the digivolution cost by 1": an immediate-type effect this Digimon has for
 * the turn (15-8-5, 15-15-2), on every such digivolution, not only the first (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-89015",
    "[Start of Your Main Phase] For the turn, when this Digimon would digivolve into a card with [Dino] in its name, reduce the digivolution cost by 1.",
  ),
  testCard("TST-89016", "", {
    name: "Dino Four",
    level: 4,
    dp: 5000,
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard("TST-89017", "", {
    name: "Dino Five",
    level: 5,
    dp: 7000,
    digivolve: [{ level: 4, color: "Red", cost: 3 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("an immediate-type cost reduction a Digimon has for the turn", () => {
  it("reduces each matching digivolution that turn", () => {
    const t = run(
      "turn A breeding | A: TST-89015, hand TST-89016 TST-89017 GEN-104, deck GEN-103 GEN-103#b GEN-103#c, memory 6 | B: GEN-203",
      "A starts the main phase; A digivolves TST-89015 into TST-89016; A digivolves TST-89016 into TST-89017",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-89017[TST-89016 TST-89015]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does not reduce a digivolution into another card, nor without the trigger", () => {
    const other = run(
      "turn A breeding | A: TST-89015, hand GEN-104, deck GEN-103, memory 6 | B: GEN-203",
      "A starts the main phase; A digivolves TST-89015 into GEN-104",
    );
    expect(other.final.memory).toEqual({ player: "A", value: 4 });
    const none = run(
      "turn A | A: TST-89015, hand TST-89016, deck GEN-103, memory 6 | B: GEN-203",
      "A digivolves TST-89015 into TST-89016",
    );
    expect(none.final.memory).toEqual({ player: "A", value: 3 });
  });
});
