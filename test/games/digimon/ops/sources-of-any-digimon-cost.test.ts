/**
 * "By trashing 1 Option card from any of your Digimon's digivolution cards": the card is picked
 * from under any of your Digimon, and without one the cost can't be paid (15-8-4-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-895",
    "[Main] [Once Per Turn] By trashing 1 Option card from any of your Digimon's digivolution cards, gain 2 memory.",
    { level: 4 },
  ),
  testCard("TST-896", "", { category: "Option", level: undefined, dp: undefined, playCost: 1 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A activates TST-895", choices: "" }, registry).trace;

describe("a cost paid from the digivolution cards of any of your Digimon", () => {
  it("trashes the Option card from under another Digimon and gains the memory", () => {
    const t = run("turn A | A: TST-895[GEN-103] GEN-104[GEN-103 TST-896], memory 0");
    expect(t.final.areas.A!.battle).toEqual(["TST-895[GEN-103]", "GEN-104[GEN-103]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-896"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("can't be paid without an Option card under any of them", () => {
    expect(() => run("turn A | A: TST-895[GEN-103] GEN-104[GEN-103], memory 0")).toThrow(/can't be paid/);
  });
});
