/**
 * "play 1 Tamer card with [X] in its name and without the same name as any of your Tamers", also
 * with where the card comes from and its cost said first ("From your trash and without paying
 * the cost, you may play ..."): a Tamer named like one you already have is not offered.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, playCost: 2 };
const CARDS = [
  testCard(
    "TST-3321",
    "[On Play] From your trash and without paying the cost, you may play 1 Tamer card with [Tamer] in its name and without the same name as any of your Tamers.",
  ),
  testCard("TST-3322", "[Main] 1 of your Digimon with [Alpha] in its name gets +1000 DP for the turn.", {
    ...tamer,
    name: "Tamer One",
  }),
  testCard("TST-3323", "[Main] 1 of your Digimon with [Alpha] in its name gets +1000 DP for the turn.", {
    ...tamer,
    name: "Tamer One",
  }),
  testCard("TST-3324", "[Main] 1 of your Digimon with [Alpha] in its name gets +1000 DP for the turn.", {
    ...tamer,
    name: "Tamer Two",
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-3321", choices: "" }, registry).trace;

describe("a Tamer played from the trash without the same name as any of your Tamers", () => {
  it("plays a Tamer with a new name", () => {
    const t = run("turn A | A: TST-3322, hand TST-3321, trash TST-3324, memory 3");
    expect(t.final.areas.A!.battle).toEqual(["TST-3322", "TST-3321", "TST-3324"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("does not offer a Tamer named like one you have", () => {
    const t = run("turn A | A: TST-3322, hand TST-3321, trash TST-3323, memory 3");
    expect(t.final.areas.A!.battle).toEqual(["TST-3322", "TST-3321"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-3323"]);
  });
});
