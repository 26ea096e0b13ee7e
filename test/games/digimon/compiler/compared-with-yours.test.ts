/**
 * "Delete 1 of your opponent's Digimon with as much or less DP as 1 of your [X] trait Digimon":
 * one of your matching Digimon is chosen and its DP is the limit; without one, nothing fits.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Delete 1 of your opponent's Digimon with as much or less DP as 1 of your [Knight] trait Digimon.";
const { run } = recordRunner([
  testCard("TST-6131", TEXT),
  testCard("TST-6132", "", { traits: ["Knight"], dp: 7000, name: "Knight Seven" }),
]);

describe("a deletion limited by the DP of one of your Digimon", () => {
  it("reads as the choice of your Digimon, then the deletion compared with it", () => {
    for (const text of [
      TEXT,
      "[On Play] Delete 1 of your opponent's Digimon with as much DP as 1 of your [Knight] trait Digimon or less.",
    ]) {
      const r = compileText(text, { code: "TST" });
      expect(r.unread).toEqual([]);
      expect(r.abilities[0]!.ops).toMatchObject([
        { op: "chooseOnly", target: { side: "you", count: 1, filter: { traits: ["Knight"] } } },
        { op: "delete", target: { side: "opponent", filter: { atMostOf: { by: "dp", of: "chosen" } } } },
      ]);
    }
  });

  it("deletes only a Digimon with DP up to the chosen [Knight]'s, not up to another Digimon's or this one's", () => {
    // The [Knight] has 7000 DP, the other Digimon 11000, this one 3000: only the 7000 DP one fits.
    const f = run("turn A main; A: hand TST-6131, TST-6132 GEN-106 | B: GEN-105 GEN-206", "A plays TST-6131")
      .final.areas.B!;
    expect(f.trash).toEqual(["GEN-105"]);
    expect(f.battle).toEqual(["GEN-206"]);
  });

  it("deletes nothing without a [Knight] of yours", () => {
    const f = run("turn A main; A: hand TST-6131, GEN-106 | B: GEN-105 GEN-103", "A plays TST-6131").final
      .areas.B!;
    expect(f.battle).toEqual(["GEN-105", "GEN-103"]);
  });
});
