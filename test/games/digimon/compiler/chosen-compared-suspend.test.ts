/**
 * "Choose 1 of your Digimon with [X] in one of its traits. Suspend 2 of your opponent's Digimon with
 * DP less than or equal to the DP of the chosen Digimon.": the chosen Digimon's DP is the limit.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-70080",
    "[On Play] Choose 1 of your Digimon with [Generic] in its name. Suspend 2 of your opponent's Digimon with DP less than or equal to the DP of the chosen Digimon.",
    { dp: 1000 },
  ),
];
const { run } = recordRunner(CARDS);

describe("a choice whose DP limits the next suspension", () => {
  it("suspends only Digimon with DP up to the chosen one's", () => {
    const board = "turn A | A: hand TST-70080, GEN-104, memory 5 | B: GEN-203 GEN-205 GEN-103";
    // 5000 DP chosen: the 7000 DP Digimon stays unsuspended.
    const t = run(board, "A plays TST-70080", "target GEN-104; target GEN-203 GEN-103");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203(sus)", "GEN-205", "GEN-103(sus)"]);
  });
});
