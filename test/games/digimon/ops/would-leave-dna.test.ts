/**
 * DNA digivolution as the outcome of "when ... would leave the battle area" (15-8-5, 8-2): "1 of
 * them and any of your other Digimon may DNA digivolve into ...", "<Delay>. ・That Digimon and a
 * card in the hand may DNA digivolve into ..." (the one about to leave is one of the two). The
 * DNA digivolved Digimon is a new Digimon, so it doesn't leave (official Q&A on EX12-003, BT17-095).
 */
import { describe, expect, it } from "vitest";
import { testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const DNA = {
  parts: [
    { level: 4, color: "Red" as const },
    { level: 4, color: "Yellow" as const },
  ],
  cost: 0,
};
const WITH_THEM =
  "[All Turns] When any of your [Test] trait Digimon would leave the battle area other than by your effects, 1 of them and any of your other Digimon may DNA digivolve into a [Test] trait Digimon card in the hand.";
const WITH_CARD =
  "[All Turns] When one of your level 4 Digimon with [TST-90024] in its name would leave the battle area outside of a battle, <Delay>.\n・That Digimon and a card in the hand may DNA digivolve into a Digimon card with [TST-90021] in its name in the hand.";
const { run } = recordRunner([
  testCard("TST-90020", WITH_THEM, { level: 4, traits: ["Test"] }),
  testCard("TST-90021", "", { level: 5, dp: 9000, traits: ["Test"], dna: DNA }),
  testCard("TST-90002", "[On Play] Delete 1 of your opponent's Digimon.", { colors: ["Yellow"] }),
  testCard("TST-90022", WITH_THEM, { level: 3, traits: ["Test"] }),
  testOption("TST-90023", WITH_CARD),
  testCard("TST-90024", "", { level: 4 }),
]);

describe("1 of them and any of your other Digimon may DNA digivolve", () => {
  it("the one about to be deleted and another DNA digivolve, and the new Digimon stays", () => {
    const t = run(
      "turn B | A: TST-90020 GEN-204, hand TST-90021 | B: hand TST-90002, memory 5",
      "B plays TST-90002",
      "target TST-90020, yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90021[TST-90020 GEN-204]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("the one about to leave must be one of the two", () => {
    const t = run(
      "turn B | A: TST-90022 GEN-104 GEN-204, hand TST-90021 | B: hand TST-90002, memory 5",
      "B plays TST-90002",
      "target TST-90022, yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "GEN-204"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-90022"]);
  });
});

describe("<Delay>: that Digimon and a card in the hand may DNA digivolve", () => {
  it("the Digimon about to be deleted and a card from the hand make the new Digimon", () => {
    const t = run(
      "turn B | A: TST-90023 TST-90024, hand GEN-204 TST-90021 | B: hand TST-90002, memory 5",
      "B plays TST-90002",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90021[TST-90024 GEN-204]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-90023"]);
  });

  it("waits when it is deleted in battle", () => {
    const t = run(
      "turn B | A: TST-90023 TST-90024(sus), hand GEN-204 TST-90021 | B: GEN-106",
      "B attacks TST-90024 with GEN-106",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90023"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-90024"]);
  });
});
