/**
 * Effects that activate other effects (15-15-7): "for each Tamer, activate this Digimon's [When
 * Digivolving] effect" (each Tamer one more activation). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { testCard, tamerOf } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const CARDS = [
  testCard(
    "TST-82010",
    "[When Digivolving] Gain 1 memory. [When Attacking][Once Per Turn] For each Tamer you have in play, activate this Digimon's [When Digivolving] effect.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-82011", "", tamerOf("Red")),
];
const { run } = recordRunner(CARDS);

describe("'for each Tamer you have in play, activate this Digimon's [When Digivolving] effect'", () => {
  it("activates it once for each Tamer", () => {
    const t = run(
      "turn A | A: TST-82010 TST-82011 TST-82011, memory 0 | B: GEN-103",
      "A attacks B with TST-82010",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("activates nothing without a Tamer", () => {
    const t = run("turn A | A: TST-82010, memory 0 | B: GEN-103", "A attacks B with TST-82010");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
