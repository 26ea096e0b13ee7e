/**
 * "For each card with [Hybrid] in its traits in this Digimon's digivolution cards, trash 1
 * digivolution card from the bottom of each of your opponent's Digimon": that many from each.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-70090",
    "[Main] For each card with [Hybrid] in its traits in this Digimon's digivolution cards, trash 1 digivolution card from the bottom of each of your opponent's Digimon.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-70091", "", { traits: ["Hybrid"] }),
];
const { run } = recordRunner(CARDS);

describe("a count of this Digimon's digivolution cards over each opponent's Digimon", () => {
  it("trashes 2 bottom cards from each opponent's Digimon for 2 [Hybrid] cards", () => {
    const t = run(
      "turn A | A: TST-70090[TST-70091 TST-70091 GEN-103] | B: GEN-105[GEN-104 GEN-103 GEN-303] GEN-205[GEN-204]",
      "A activates TST-70090",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105[GEN-104]", "GEN-205"]);
  });
});
