/**
 * "While you have [X] trait Digimon or Tamer, you can ignore this card's color requirements": the
 * article left out, one such Digimon or Tamer is enough (4-22-2, waived by a persistent effect).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-89025",
    "While you have [Tester] trait Digimon or Tamer, you can ignore this card's color requirements.[Main] <Draw 1>",
    { colors: ["Purple"] },
  ),
  testCard("TST-89026", "", { ...tamerOf("Red"), traits: ["Tester"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A uses TST-89025", choices: "" }, registry).trace;

describe("colour requirements ignored while you have a card of a trait", () => {
  it("uses the purple Option with only a red Tamer of that trait", () => {
    const t = run("turn A | A: TST-89026, hand TST-89025, deck GEN-103 | B: GEN-203");
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
  });

  it("needs the colour without one", () => {
    expect(() => run("turn A | A: GEN-104, hand TST-89025, deck GEN-103 | B: GEN-203")).toThrow(/Purple/);
  });
});
