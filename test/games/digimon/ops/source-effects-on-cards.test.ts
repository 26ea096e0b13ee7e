/**
 * "This Digimon gains all of the effects on cards with [X] in their names in this Digimon's
 * digivolution cards": the printing of "gains all effects of cards with ..." (official Q&A). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74027",
    "[All Turns] This Digimon gains all of the effects on cards with [Starmon] in their names in this Digimon's digivolution cards.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-74028", "[Your Turn] This Digimon gets +1000 DP.", {
    name: "Little Starmon",
    level: 4,
    dp: 5000,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'gains all of the effects on cards with [X] in their names in this Digimon's digivolution cards'", () => {
  it("has the effect of the named card under it", () => {
    const t = run(
      "turn A | A: TST-74027[TST-74028] TST-74027[GEN-104] | B: GEN-203",
      "A starts the main phase",
    );
    const dp = (card: string) => t.final.details!.A!.find((d) => d.card === card)!.dp;
    expect(dp("TST-74027[TST-74028]")).toBe(8000);
    expect(dp("TST-74027[GEN-104]")).toBe(7000);
  });
});
