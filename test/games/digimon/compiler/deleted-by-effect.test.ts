/**
 * "If this card was deleted by an effect, ..." in an [On Deletion] effect and "If that Digimon
 * was deleted by an effect, ..." after "When one of your Digimon is deleted": not in battle, and
 * not by the rules once an effect brought its DP to 0 (official Q&A: that deletion is the rules').
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const OWN = "[On Deletion] If this card was deleted by an effect, gain 2 memory.";
const WATCH =
  "[All Turns] When one of your Digimon is deleted, gain 1 memory. If that Digimon was deleted by an effect, gain 1 memory.";

const { run } = recordRunner([
  testCard("TST-9341", OWN),
  testCard("TST-9342", WATCH, { category: "Tamer", level: undefined, dp: undefined }),
  testCard("TST-9343", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-9344", "[On Play] 1 of your opponent's Digimon gets -5000 DP for the turn."),
]);
/** A's memory after A deletes B's Digimon by the effect of `code`, or in battle with GEN-206. */
const byEffect = (code: string, theirs: string) =>
  run(`turn A main; A: hand ${code}, memory 3 | B: ${theirs}`, `A plays ${code}`).final.memory?.value;
const inBattle = (theirs: string, target: string) =>
  run(`turn A main; A: GEN-206, memory 3 | B: ${theirs}`, `A attacks ${target} with GEN-206`).final.memory
    ?.value;

describe("reading 'deleted by an effect'", () => {
  it("is a check of how the deletion happened", () => {
    expect(compileText(OWN).abilities[0]!.ops[0]).toMatchObject({
      op: "ifDeleted",
      inBattle: false,
      byEffect: true,
    });
    expect(compileText(WATCH).abilities[0]!.ops[1]).toMatchObject({ op: "ifDeleted", byEffect: true });
    expect(
      compileText("[On Deletion] If deleted by an effect, gain 2 memory.").abilities[0]!.ops[0],
    ).toMatchObject({
      op: "ifDeleted",
      byEffect: true,
    });
  });
});

describe("'deleted by an effect' on a board", () => {
  it("[On Deletion]: holds for an effect's deletion, not for a battle or 0 DP", () => {
    expect(byEffect("TST-9343", "TST-9341")).toBe(1);
    expect(inBattle("TST-9341(sus)", "TST-9341")).toBe(3);
    expect(byEffect("TST-9344", "TST-9341")).toBe(3);
  });

  it("a 'When ... is deleted' trigger knows how its Digimon was deleted", () => {
    expect(byEffect("TST-9343", "GEN-203 TST-9342")).toBe(1);
    expect(inBattle("GEN-203(sus) TST-9342", "GEN-203")).toBe(2);
    expect(byEffect("TST-9344", "GEN-203 TST-9342")).toBe(2);
  });
});
