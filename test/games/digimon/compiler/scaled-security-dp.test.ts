/**
 * "For each red Tamer you have in play, 1 of your opponent's Digimon and all of your opponent's
 * Security Digimon get -1000 DP for the turn": one chosen Digimon and the Security Digimon each get
 * the change times the count (official Q&A on BT12-043).
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-70085",
    "[On Play] For each red Tamer you have in play, 1 of your opponent's Digimon and all of your opponent's Security Digimon get -1000 DP for the turn.",
  ),
  testCard("TST-70086", "", tamerOf("Red")),
];
const { run, stepsText } = recordRunner(CARDS);

describe("a count over a DP change and the Security Digimon's", () => {
  it("multiplies both by the number of red Tamers", () => {
    const t = run(
      "turn A | A: hand TST-70085, TST-70086 TST-70086, memory 3 | B: GEN-105",
      "A plays TST-70085",
      "target GEN-105",
    );
    const text = stepsText(t);
    expect(text).toMatch(/Security Digimon get -2000 DP/);
    expect(t.final.details?.B?.find((d) => d.card === "GEN-105")?.dp).toBe(5000);
  });
});
