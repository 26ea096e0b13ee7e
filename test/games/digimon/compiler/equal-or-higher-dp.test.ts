/**
 * "While your opponent has no Digimon with equal or higher DP, this Digimon gets <Piercing>":
 * compared with this Digimon's DP, the only one the sentence names.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-70100",
    "[Your Turn] While your opponent has no Digimon with equal or higher DP, this Digimon gets <Security Attack +1>.",
    { level: 5, dp: 7000 },
  ),
];
const { run, stepsText } = recordRunner(CARDS);

describe("'no Digimon with equal or higher DP'", () => {
  it("holds while every opponent's Digimon has less DP: two security checks", () => {
    const t = run(
      "turn A | A: TST-70100 | B: GEN-104, security GEN-303 GEN-303 GEN-303",
      "A attacks B with TST-70100",
    );
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("does not hold against a Digimon with as much DP: one security check", () => {
    const t = run(
      "turn A | A: TST-70100 | B: GEN-205, security GEN-303 GEN-303 GEN-303",
      "A attacks B with TST-70100",
    );
    expect(stepsText(t)).not.toMatch(/Security Attack \+1/);
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});
