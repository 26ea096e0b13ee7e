/**
 * "When face-down cards are placed in any of your Digimon's digivolution cards, <Delay> ・Any of
 * those Digimon may digivolve into ...": the Digimon the cards went under is the one that may
 * digivolve, not another of yours. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-88040",
    "[All Turns] When face-down cards are placed in any of your Digimon's digivolution cards, <Delay>\n・Any of those Digimon may digivolve into a level 5 Digimon card in the hand without paying the cost.",
  ),
  testCard(
    "TST-88041",
    "[On Play] Place the top card of your deck face down as this Digimon's bottom digivolution card.",
    { level: 4, dp: 5000 },
  ),
  testCard(
    "TST-88042",
    "[On Play] Place the top card of your deck as this Digimon's bottom digivolution card.",
    {
      level: 4,
      dp: 5000,
    },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'any of those Digimon may digivolve' after face-down cards are placed", () => {
  it("the Digimon the card went under digivolves", () => {
    const t = run(
      "turn A | A: TST-88040 GEN-104, hand TST-88041 GEN-105, deck 3 | B: GEN-203",
      "A plays TST-88041",
      "yes",
    );
    const battle = t.final.areas.A!.battle!;
    expect(battle).toContain("GEN-104");
    expect(battle.some((x) => x.startsWith("GEN-105[TST-88041"))).toBe(true);
    expect(t.final.areas.A!.trash).toEqual(["TST-88040"]);
  });

  it("a face-up card placed does not trigger it", () => {
    const t = run(
      "turn A | A: TST-88040 GEN-104, hand TST-88042 GEN-105, deck 3 | B: GEN-203",
      "A plays TST-88042",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-88040");
    expect(t.final.areas.A!.hand).toEqual(["GEN-105"]);
  });
});
