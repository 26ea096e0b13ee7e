/**
 * "When this Digimon would leave the battle area, by digivolving it into [X] in the hand or trash
 * without paying the cost, it doesn't leave." and "<Delay>. ・By digivolving that Digimon into ...,
 * prevent that deletion.": an immediate-type effect whose cost digivolves the Digimon about to
 * leave (15-8-5, 16-17); the digivolution keeps it, and no card to digivolve into keeps nothing.
 */
import { describe, expect, it } from "vitest";
import { testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const STAY =
  "[All Turns] When this Digimon would leave the battle area, by digivolving it into [Test TST-90001] in the hand or trash without paying the cost, it doesn't leave.";
const DELAY =
  "[All Turns] When one of your Digimon with the [Free] trait would be deleted other than by one of your effects, <Delay>.\n・By digivolving that Digimon into a Digimon card with [TST-90001] in its name in your hand without paying the cost, prevent that deletion.";
const { run } = recordRunner([
  testCard("TST-90000", STAY, { level: 5, dp: 7000 }),
  testCard("TST-90001", "", { level: 6, dp: 12000, digivolve: [{ level: 5, color: "Red", cost: 3 }] }),
  testCard("TST-90002", "[On Play] Delete 1 of your opponent's Digimon.", { colors: ["Yellow"] }),
  testCard("TST-90003", "", { level: 5, dp: 7000, traits: ["Free"] }),
  testOption("TST-90004", DELAY),
]);

describe("a Digimon that digivolves as the cost of not leaving", () => {
  it("digivolves this Digimon into the card from the hand and it stays", () => {
    const t = run(
      "turn B | A: TST-90000, hand TST-90001 | B: hand TST-90002, memory 5",
      "B plays TST-90002",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90001[TST-90000]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("or from the trash", () => {
    const t = run(
      "turn B | A: TST-90000, trash TST-90001 | B: hand TST-90002, memory 5",
      "B plays TST-90002",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90001[TST-90000]"]);
  });

  it("leaves when there is no card to digivolve into", () => {
    const t = run(
      "turn B | A: TST-90000, hand GEN-106 | B: hand TST-90002, memory 5",
      "B plays TST-90002",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["TST-90000"]);
  });

  it("<Delay>: trashes the Option and digivolves the Digimon about to be deleted", () => {
    const t = run(
      "turn B | A: TST-90004 TST-90003, hand TST-90001 | B: hand TST-90002, memory 5",
      "B plays TST-90002",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90001[TST-90003]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-90004"]);
  });
});
