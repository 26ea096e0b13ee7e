/**
 * "with as much or less DP as the Digimon this effect suspended", "with as high or lower a level as
 * the returned Digimon": the Digimon the cost chose sets the most the effect may choose.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61751", "Hornmon", {
    playCost: 0,
    effect:
      "[On Play] By suspending 1 of your other Digimon, return 1 of your opponent's Digimon with as much or less DP as the Digimon this effect suspended to the bottom of the deck.",
  }),
  readRecord("TST-61752", "Tidemon", {
    playCost: 0,
    effect:
      "[On Play] By returning 1 of your Digimon to the bottom of the deck, return 1 of your opponent's Digimon with as high or lower a level as the returned Digimon to the hand.",
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

describe("level at most that of the Digimon the cost returned", () => {
  it("returns only an opponent's Digimon of that level or lower", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-61752, deck GEN-103 | B: GEN-205 GEN-203",
      "A plays TST-61752",
      "yes; target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-61752"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-103", "GEN-104"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-205"]);
    expect(t.final.areas.B!.hand).toEqual(["GEN-203"]);
  });
});
