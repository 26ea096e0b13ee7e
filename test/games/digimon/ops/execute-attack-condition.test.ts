/**
 * "When one of your [Ghost] trait Digimon attacks, by suspending this Tamer, ... If attacking by
 * <Execute>, it may digivolve into ...": only an attack made by <Execute> (16-38) meets the
 * condition (official Q&A on EX11-068), and "it" is the attacking Digimon.
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run, stepsText } = recordRunner([
  testCard(
    "TST-90080",
    "[Your Turn] When one of your [Ghost] trait Digimon attacks, by suspending this Tamer, gain 1 memory. If attacking by <Execute>, it may digivolve into a [Ghost] trait Digimon card in the hand with the digivolution cost reduced by 2.",
    tamerOf("Purple"),
  ),
  testCard("TST-90081", "<Execute>", { level: 4, traits: ["Ghost"] }),
  testCard("TST-90082", "", {
    level: 5,
    dp: 7000,
    traits: ["Ghost"],
    digivolve: [{ level: 4, color: "Red", cost: 3 }],
  }),
]);

describe("if attacking by <Execute>", () => {
  it("the attacker digivolves when it attacks by <Execute>", () => {
    const t = run(
      "turn A | A: TST-90080 TST-90081, hand TST-90082, memory 3 | B: security 2",
      "A ends the turn",
      "yes, yes, target TST-90082",
    );
    expect(stepsText(t)).toContain("[TST-90081 Test TST-90081] digivolves into [TST-90082 Test TST-90082]");
    expect(t.final.areas.A!.hand).toEqual([]);
  });

  it("an ordinary attack only gains the memory", () => {
    const t = run(
      "turn A | A: TST-90080 TST-90081, hand TST-90082, memory 3 | B: security 2",
      "A attacks B with TST-90081",
      "yes, target TST-90082",
    );
    expect(t.final.areas.A!.hand).toEqual(["TST-90082"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-90080(sus)", "TST-90081(sus)"]);
  });
});
