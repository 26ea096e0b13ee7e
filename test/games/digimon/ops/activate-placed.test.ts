/**
 * "By placing 1 ... as this Digimon's bottom digivolution card, activate 1 [On Play] effect on the
 * placed card as an effect of this Digimon": the placed card's effect runs, "this Digimon" in it
 * being the Digimon that placed it.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61811", "Borrowmon", {
    playCost: 0,
    effect:
      "[On Play] By placing 1 level 3 Digimon card from your hand as this Digimon's bottom digivolution card, activate 1 [On Play] effect on the placed card as an effect of this Digimon.",
  }),
  readRecord("TST-61812", "Restmon", {
    level: 3,
    effect: "[On Play] Suspend this Digimon and gain 2 memory.",
  }),
  readRecord("TST-61813", "Quietmon", { level: 3, effect: "[When Digivolving] Gain 2 memory." }),
];
const { run } = recordRunner(CARDS);

describe("activating an effect printed on the card the cost placed", () => {
  it("runs the placed card's [On Play] effect as this Digimon's", () => {
    const t = run("turn A | A: hand TST-61811 TST-61812, memory 0", "A plays TST-61811", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-61811[TST-61812](sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does nothing more when the placed card has no effect of that timing", () => {
    const t = run("turn A | A: hand TST-61811 TST-61813, memory 0", "A plays TST-61811", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-61811[TST-61813]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
