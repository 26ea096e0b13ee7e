/**
 * "with as much or less DP as the Digimon this effect suspended": the cost's Digimon sets the
 * highest DP the effect may choose.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61751", "Hornmon", {
    playCost: 0,
    effect:
      "[On Play] By suspending 1 of your other Digimon, return 1 of your opponent's Digimon with as much or less DP as the Digimon this effect suspended to the bottom of the deck.",
  }),
];
const { run } = recordRunner(CARDS);

describe("DP at most that of the Digimon the cost suspended", () => {
  it("returns a Digimon with no more DP than the suspended one", () => {
    const t = run("turn A | A: GEN-105, hand TST-61751 | B: GEN-106 GEN-204", "A plays TST-61751", "yes");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)", "TST-61751"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-106"]);
    expect(t.final.areas.B!.deck).toEqual(["GEN-204"]);
  });

  it("returns nothing when every opponent's Digimon has more DP", () => {
    const t = run("turn A | A: GEN-103, hand TST-61751 | B: GEN-106 GEN-204", "A plays TST-61751", "yes");
    expect(t.final.areas.B!.battle).toEqual(["GEN-106", "GEN-204"]);
  });
});
