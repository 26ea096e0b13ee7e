/**
 * "When effects add digivolution cards under any of your Digimon with [X] in any of its traits, by
 * suspending this Tamer, one of those Digimon may digivolve into ...": the trigger is about the
 * Digimon the cards went under, and only one of those may digivolve.
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-90070",
    "[Your Turn] When effects add digivolution cards under any of your Digimon with [Aqua] in any of its traits, by suspending this Tamer, one of those Digimon may digivolve into a Digimon card with the [Aqua] in any of its traits in your hand with the digivolution cost reduced by 1.",
    tamerOf("Blue"),
  ),
  testOption(
    "TST-90071",
    "[Main] Place 1 card from your trash as the bottom digivolution card of 1 of your Digimon.",
  ),
  testCard("TST-90072", "", { level: 4, traits: ["Aqua"] }),
  testCard("TST-90074", "", { level: 3, traits: ["Aqua"] }),
  testCard("TST-90073", "", {
    level: 5,
    dp: 7000,
    traits: ["Aqua"],
    digivolve: [{ level: 4, color: "Red", cost: 3 }],
  }),
]);

describe("one of those Digimon, after effects add digivolution cards under them", () => {
  it("the Digimon the card went under digivolves, for 1 less", () => {
    const t = run(
      "turn A | A: TST-90070 TST-90072 GEN-104, hand TST-90071 TST-90073, trash GEN-103, memory 5",
      "A uses TST-90071",
      "target TST-90072, yes, target TST-90073",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90070(sus)", "TST-90073[TST-90072 GEN-103]", "GEN-104"]);
    expect(t.final.memory?.value).toBe(3);
  });

  it("not another Digimon that could digivolve", () => {
    const t = run(
      "turn A | A: TST-90070 TST-90074 GEN-104, hand TST-90071 TST-90073, trash GEN-103, memory 5",
      "A uses TST-90071",
      "target TST-90074, yes, target TST-90073",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90070(sus)", "TST-90074[GEN-103]", "GEN-104"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-90073"]);
  });
});
