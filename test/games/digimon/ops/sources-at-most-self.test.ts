/** "with digivolution cards less than or equal to this Digimon's digivolution cards": as many or fewer than this Digimon has. Made-up cards. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-84070",
    "[When Digivolving] Delete 1 of your opponent's Digimon with digivolution cards less than or equal to this Digimon's digivolution cards.",
    { level: 5, dp: 7000, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A digivolves GEN-104 into TST-84070", choices: "" }, registry).trace;

describe("'with digivolution cards less than or equal to this Digimon's digivolution cards'", () => {
  it("2 under this Digimon: one with 2 can be chosen", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-84070, deck GEN-103, memory 3 | B: GEN-105[GEN-103 GEN-104]",
    );
    expect(t.final.areas.B!.trash).toHaveLength(3);
  });

  it("one with 3 can't", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-84070, deck GEN-103, memory 3 | B: GEN-105[GEN-103 GEN-104 GEN-203]",
    );
    expect(t.final.areas.B!.battle).toHaveLength(1);
  });
});
