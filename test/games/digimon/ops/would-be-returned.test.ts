/**
 * "When any of your [X] would be returned to hands or decks, 2 of your Digimon may DNA digivolve
 * into ...": an immediate-type effect on a return to a hand or deck only, not a deletion (15-8-5);
 * the DNA digivolved Digimon is a new one, so it isn't returned (official Q&A on BT20-074).
 */
import { describe, expect, it } from "vitest";
import { redYellowDnaCard, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const { run } = recordRunner([
  testCard(
    "TST-90060",
    "[All Turns] When any of your [Test TST-90060]/[Test TST-90061] would be returned to hands or decks, 2 of your Digimon may DNA digivolve into [Test TST-90062] in the hand.",
    { level: 4 },
  ),
  redYellowDnaCard("TST-90062", 0),
  testCard("TST-90063", "[On Play] Return 1 of your opponent's Digimon to the hand.", { colors: ["Blue"] }),
  testCard("TST-90064", "[On Play] Delete 1 of your opponent's Digimon.", { colors: ["Blue"] }),
]);

describe("would be returned to hands or decks", () => {
  it("the Digimon about to be returned DNA digivolves and stays", () => {
    const t = run(
      "turn B | A: TST-90060 GEN-204, hand TST-90062 | B: hand TST-90063, memory 5",
      "B plays TST-90063",
      "target TST-90060, yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90062[TST-90060 GEN-204]"]);
    expect(t.final.areas.A!.hand).toEqual([]);
  });

  it("a deletion doesn't trigger it", () => {
    const t = run(
      "turn B | A: TST-90060 GEN-204, hand TST-90062 | B: hand TST-90064, memory 5",
      "B plays TST-90064",
      "target TST-90060, yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-204"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-90060"]);
  });
});
