/**
 * "When any of your Digimon digivolve into a Digimon with the [CS] trait, if it has a digivolution
 * card with the same level as the digivolved Digimon, by suspending this Tamer, that Digimon may
 * digivolve into ...": a face-up card under it of its own level (official Q&A on BT22-093), and
 * "that Digimon" is the one that digivolved.
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-90040",
    "[Your Turn] When any of your Digimon digivolve into a Digimon with the [CS] trait, if it has a digivolution card with the same level as the digivolved Digimon, by suspending this Tamer, that Digimon may digivolve into a Digimon card with the [CS] trait in the hand without paying the cost.",
    tamerOf("White"),
  ),
  testCard("TST-90041", "", { level: 4 }),
  testCard("TST-90042", "", {
    level: 5,
    dp: 7000,
    traits: ["CS"],
    digivolve: [{ level: 4, color: "Red", cost: 1 }],
  }),
  testCard("TST-90043", "", {
    level: 6,
    dp: 12000,
    traits: ["CS"],
    digivolve: [{ level: 5, color: "Red", cost: 3 }],
  }),
]);

describe("a digivolution card with the same level as the digivolved Digimon", () => {
  it("with a level 5 card under the new level 5 Digimon, that Digimon digivolves again", () => {
    const t = run(
      "turn A | A: TST-90040 TST-90041[GEN-105], hand TST-90042 TST-90043, memory 3",
      "A digivolves TST-90041 into TST-90042",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90040(sus)", "TST-90043[TST-90042 TST-90041 GEN-105]"]);
  });

  it("with no card of its level under it, nothing happens", () => {
    const t = run(
      "turn A | A: TST-90040 TST-90041[GEN-103], hand TST-90042 TST-90043, memory 3",
      "A digivolves TST-90041 into TST-90042",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90040", "TST-90042[TST-90041 GEN-103]"]);
  });
});
