/**
 * "their effects can't reduce the DP of the Digimon this effect digivolved": the Digimon the
 * digivolution before it made keeps its DP against the opponent's effects (15-8-2-5); "that
 * Digimon" after a digivolution by an effect is that Digimon too.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-991",
    "[Main] 1 of your Digimon may digivolve into a level 4 Digimon card in your hand without paying the cost. Until the end of your opponent's turn, their effects can't reduce the DP of the Digimon this effect digivolved.",
  ),
  testOption(
    "TST-992",
    "[Main] 1 of your Digimon may digivolve into a level 4 Digimon card in your hand without paying the cost.",
  ),
  testCard(
    "TST-993",
    "[Opponent's Turn] When an opponent's Digimon digivolves, 1 of your opponent's Digimon gets -3000 DP for the turn.",
    { colors: ["Purple"], level: 6, dp: 11000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof resolve>) => JSON.stringify(t.steps);

describe("the Digimon this effect digivolved", () => {
  it("keeps its DP against the opponent's effects", () => {
    const kept = resolve(
      "turn A | A: GEN-103, hand TST-991 GEN-104, memory 3 | B: TST-993",
      "A uses TST-991",
      "target GEN-103; target GEN-104",
    );
    expect(text(kept)).toContain(
      "[GEN-104 Generic Red Lv.4] can't have its DP reduced by the opponent's effects",
    );
    expect(text(kept)).toContain("so -3000 DP does not change it");
    const plain = resolve(
      "turn A | A: GEN-103, hand TST-992 GEN-104, memory 3 | B: TST-993",
      "A uses TST-992",
      "target GEN-103; target GEN-104",
    );
    expect(text(plain)).toContain("[GEN-104 Generic Red Lv.4] gets -3000 DP");
  });
});
