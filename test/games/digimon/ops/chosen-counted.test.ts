/**
 * "Choose 1 of your Digimon ... Then, <Draw 1> for each of that Digimon's digivolution cards.":
 * the cards under the chosen Digimon are counted, not those of the card with the effect.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-92050",
    "[Main] Choose 1 of your Digimon with [Generic] in its name. Then, <Draw 1> for each of that Digimon's digivolution cards.",
  ),
  testCard("TST-92051", ""),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace.final;

describe("a draw for each of the chosen Digimon's digivolution cards", () => {
  const board = "turn A | A: GEN-104[GEN-103] GEN-105[GEN-104 GEN-103], hand TST-92050, deck 5 | B: GEN-203";

  it("draws as many cards as the chosen Digimon has under it", () => {
    expect(run(board, "A uses TST-92050", "target GEN-105").areas.A!.hand).toHaveLength(2);
    expect(run(board, "A uses TST-92050", "target GEN-104").areas.A!.hand).toHaveLength(1);
  });

  it("draws nothing without a Digimon to choose", () => {
    const f = run("turn A | A: TST-92051[GEN-103], hand TST-92050, deck 5 | B: GEN-203", "A uses TST-92050");
    expect(f.areas.A!.hand).toHaveLength(0);
  });
});
