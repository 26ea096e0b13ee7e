/**
 * "When one of your Digimon with 2 or more same-level cards in its stack attacks, by suspending this
 * Tamer, digivolve it into ... in the trash with the digivolution cost reduced by 2": the cards of
 * one level among its whole stack, the top card too (official Q&A on BT22-102).
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-90030",
    "[Your Turn] When one of your Digimon with 2 or more same-level cards in its stack attacks, by suspending this Tamer, digivolve it into a Digimon card with the [CS] trait in the trash with the digivolution cost reduced by 2.",
    tamerOf("Purple"),
  ),
  testCard("TST-90031", "", {
    level: 6,
    dp: 12000,
    traits: ["CS"],
    digivolve: [{ level: 5, color: "Red", cost: 3 }],
  }),
]);

describe("a Digimon with 2 or more same-level cards in its stack", () => {
  it("a level 5 Digimon with a level 5 card under it digivolves from the trash", () => {
    const t = run(
      "turn A | A: TST-90030 GEN-105[GEN-105], trash TST-90031, memory 3 | B: GEN-203, security 1",
      "A attacks B with GEN-105",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90030(sus)", "TST-90031[GEN-105 GEN-105](sus)"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("one with a level 4 card under it doesn't trigger it", () => {
    const t = run(
      "turn A | A: TST-90030 GEN-105[GEN-104], trash TST-90031, memory 3 | B: GEN-203, security 1",
      "A attacks B with GEN-105",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-90031"]);
  });
});
