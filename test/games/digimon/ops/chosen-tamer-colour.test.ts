/**
 * "Choose 1 Tamer. You may play 1 Digimon card with the same color as the chosen tamer ...": any
 * player's Tamer, then a card sharing at least one colour with it (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-92060",
    "[Main] Choose 1 Tamer. You may play 1 Digimon card with the same color as the chosen tamer with a play cost of 3 or less from your hand or trash without paying the cost.",
  ),
  testCard("TST-92061", "", tamerOf("Yellow")),
  testCard("TST-92062", "", tamerOf("Blue")),
  testCard("TST-92063", "", { colors: ["Yellow"], playCost: 3 }),
  testCard("TST-92064", "", { colors: ["Blue"], playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("a card of the chosen Tamer's colour", () => {
  const board = "turn A | A: GEN-104 TST-61, hand TST-92060 TST-92063 TST-92064 | B: TST-92062";

  it("plays a card of your Tamer's colour", () => {
    const f = run(board.replace("TST-61", "TST-92061"), "A uses TST-92060", "target TST-92061, yes");
    expect(f.areas.A!.hand).toEqual(["TST-92064"]);
    expect(f.areas.A!.battle).toContain("TST-92063");
  });

  it("may choose the opponent's Tamer", () => {
    const f = run(board.replace("TST-61", "TST-92061"), "A uses TST-92060", "target TST-92062, yes");
    expect(f.areas.A!.hand).toEqual(["TST-92063"]);
    expect(f.areas.A!.battle).toContain("TST-92064");
  });
});
