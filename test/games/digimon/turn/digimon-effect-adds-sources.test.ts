/**
 * "When one of your Digimon's effects adds to this Digimon's digivolution cards": only an effect
 * of one of your Digimon placing cards under this one, not an Option card's. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const PLACE = "Place 1 card from your hand as the bottom digivolution card of 1 of your Digimon.";
const CARDS = [
  testCard(
    "TST-88050",
    "[All Turns] When one of your Digimon's effects adds to this Digimon's digivolution cards, this Digimon may digivolve into [Test TST-88051] in the hand without paying the cost.",
    { level: 4, dp: 5000 },
  ),
  testCard("TST-88051", "", { level: 5, dp: 8000, digivolve: [{ level: 4, color: "Red", cost: 3 }] }),
  testCard("TST-88052", `[On Play] ${PLACE}`),
  testOption("TST-88053", `[Main] ${PLACE}`),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("cards a Digimon's effect adds under this Digimon", () => {
  it("a Digimon's effect triggers the digivolution", () => {
    const t = run(
      "turn A | A: TST-88050, hand TST-88052 GEN-103 TST-88051, deck 2 | B: GEN-203",
      "A plays TST-88052",
      "yes",
    );
    expect(t.final.areas.A!.battle!.some((x) => x.startsWith("TST-88051[TST-88050"))).toBe(true);
  });

  it("an Option card's effect does not", () => {
    const t = run(
      "turn A | A: TST-88050, hand TST-88053 GEN-103 TST-88051, deck 2, memory 3 | B: GEN-203",
      "A uses TST-88053",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-88050[GEN-103]");
    expect(t.final.areas.A!.hand).toEqual(["TST-88051"]);
  });
});
