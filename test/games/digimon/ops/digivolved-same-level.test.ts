/**
 * "When one of your Digimon digivolves into ..., by suspending this Tamer, that Digimon gets +2000
 * DP ... If it digivolved into a Digimon with the same level, that Digimon isn't affected by your
 * opponent's Option cards ...": the card it digivolved from, right under the new one, had its level.
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run, stepsText } = recordRunner([
  testCard(
    "TST-90100",
    "[Your Turn] When one of your Digimon digivolves into a Digimon with [Mightymon] in its name, by suspending this Tamer, that Digimon gets +2000 DP until the end of your opponent's turn. If it digivolved into a Digimon with the same level, that Digimon isn't affected by your opponent's Option cards until the end of your opponent's turn.",
    tamerOf("Red"),
  ),
  testCard("TST-90101", "", {
    name: "Mightymon A",
    level: 5,
    dp: 7000,
    digivolve: [
      { level: 5, color: "Red", cost: 2 },
      { level: 4, color: "Red", cost: 3 },
    ],
  }),
]);

describe("if it digivolved into a Digimon with the same level", () => {
  it("from a level 5 Digimon to a level 5 one: both changes", () => {
    const t = run(
      "turn A | A: TST-90100 GEN-105, hand TST-90101, memory 5",
      "A digivolves GEN-105 into TST-90101",
      "yes",
    );
    expect(stepsText(t)).toMatch(/isn't affected by .*Option/);
  });

  it("from a level 4 Digimon: only the DP", () => {
    const t = run(
      "turn A | A: TST-90100 GEN-104, hand TST-90101, memory 5",
      "A digivolves GEN-104 into TST-90101",
      "yes",
    );
    expect(stepsText(t)).toContain("+2000 DP");
    expect(stepsText(t)).not.toMatch(/isn't affected by .*Option/);
  });
});
