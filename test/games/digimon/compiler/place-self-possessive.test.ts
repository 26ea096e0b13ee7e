/**
 * "Place this card as any of your Digimon's bottom digivolution card" (4-8-1): the possessive
 * wording names the Digimon that takes the card; "under 1 of your [X]s as its bottom
 * digivolution card" after a reveal names Digimon by a plural name. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const OPTION = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const CARDS = [
  testCard(
    "TST-5521",
    "[Main] Gain 1 memory. Then, place this card as 1 of your non-red Digimon's bottom digivolution card.",
    OPTION,
  ),
  testCard("TST-5522", "[Main] Place this Tamer as any of your [Hostmon]s' bottom digivolution card.", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-5523", "", { name: "Hostmon", level: 5, dp: 8000 }),
  testCard(
    "TST-5524",
    "[On Play] Reveal the top 3 cards of your deck. Place 1 [Hostmon] among them under 1 of your [Hostmon]s as its bottom digivolution card. Return the rest to the bottom of the deck.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'place this card as any of your Digimon's bottom digivolution card'", () => {
  it("an Option goes under a Digimon that matches (non-red) instead of the trash", () => {
    const t = run("turn A | A: GEN-103 GEN-204, hand TST-5521, memory 3 | B: GEN-103", "A uses TST-5521");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "GEN-204[TST-5521]"]);
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
  });

  it("with only red Digimon it is trashed as usual", () => {
    const t = run("turn A | A: GEN-103, hand TST-5521, memory 3 | B: GEN-103", "A uses TST-5521");
    expect(t.final.areas.A!.trash).toEqual(["TST-5521"]);
  });

  it("a Tamer leaves the field to go under a Digimon named in the plural possessive", () => {
    const t = run("turn A | A: TST-5522 GEN-103 TST-5523 | B: GEN-103", "A activates TST-5522");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-5523[TST-5522]"]);
  });

  it("the Tamer stays with no such Digimon", () => {
    const t = run("turn A | A: TST-5522 GEN-103 | B: GEN-103", "A activates TST-5522");
    expect(t.final.areas.A!.battle).toEqual(["TST-5522", "GEN-103"]);
  });
});

describe("'place 1 [X] among them under 1 of your [X]s as its bottom digivolution card'", () => {
  it("a revealed card goes under a Digimon of that name", () => {
    const t = run(
      "turn A | A: TST-5523 GEN-104, hand TST-5524, memory 5, deck GEN-103 TST-5523 GEN-204 GEN-604 | B: GEN-103",
      "A plays TST-5524",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5523[TST-5523]", "GEN-104", "TST-5524"]);
  });
});
