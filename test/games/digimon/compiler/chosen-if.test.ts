/**
 * "Suspend 1 of your opponent's Digimon. Then, if that Digimon's play cost is 4 or less, delete
 * it.": a condition on the one Digimon the sentence before chose, and what is done to it then.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const PLAY_COST =
  "[On Play] Suspend 1 of your opponent's Digimon. Then, if that Digimon's play cost is 4 or less, delete it.";
const TRAIT =
  "[On Play] 1 of your opponent's Digimon gets -1000 DP for the turn. If that Digimon has the [Rock] trait, delete that Digimon.";
const NAMED =
  "[On Play] Unsuspend 1 of your Digimon. Then, if that Digimon is [Test TST-9314], activate 1 of its [On Play] effects.";
// After a trigger about another Digimon, "that Digimon" in the condition is the trigger's Digimon.
const SUBJECT =
  "[Your Turn] When one of your Digimon is played, if that Digimon is level 4 or higher, gain 2 memory.";
const PLAYED =
  "[Your Turn] When you play a Digimon, gain 1 memory. Then, if the Digimon played is [Generic Red Lv.4], gain 1 memory.";

const { run } = recordRunner([
  testCard("TST-9311", PLAY_COST),
  testCard("TST-9312", TRAIT),
  testCard("TST-9313", NAMED),
  testCard("TST-9314", "[On Play] Gain 1 memory."),
  testCard("TST-9315", "", { traits: ["Rock"], dp: 5000 }),
  testCard("TST-9316", SUBJECT),
  testCard("TST-9317", PLAYED),
]);
const play = (code: string, mine: string, theirs: string) =>
  run(`turn A main; A: hand ${code}, memory 3${mine} | B: ${theirs}`, `A plays ${code}`).final;

describe("reading a condition on the Digimon just chosen", () => {
  it("runs the condition and the rest on the chosen Digimon", () => {
    const ops = compileText(PLAY_COST).abilities[0]!.ops;
    expect(ops[1]).toEqual({
      op: "onReferent",
      referent: "it",
      then: [{ op: "if", cond: { is: "self", filter: { maxPlayCost: 4 } }, then: [{ op: "deleteThis" }] }],
    });
  });

  it("is left unread when the sentence before chose no Digimon, or several", () => {
    for (const text of [
      "[On Play] Gain 1 memory. Then, if that Digimon's play cost is 4 or less, delete it.",
      "[On Play] Suspend 2 of your opponent's Digimon. Then, if that Digimon's play cost is 4 or less, delete it.",
    ])
      expect(compileText(text).unread).toHaveLength(1);
  });
});

describe("a condition on the chosen Digimon on a board", () => {
  it("deletes the chosen Digimon only when its play cost is low enough", () => {
    expect(play("TST-9311", "", "GEN-203").areas.B!.trash).toEqual(["GEN-203"]);
    expect(play("TST-9311", "", "GEN-204").areas.B!.battle).toEqual(["GEN-204(sus)"]);
  });

  it("asks about the chosen Digimon's trait", () => {
    expect(play("TST-9312", "", "TST-9315").areas.B!.trash).toEqual(["TST-9315"]);
    expect(play("TST-9312", "", "GEN-204").areas.B!.battle).toEqual(["GEN-204"]);
  });

  it("activates the chosen Digimon's own effect when it is the named one", () => {
    expect(play("TST-9313", ", TST-9314(sus)", "GEN-204").memory?.value).toBe(4);
    expect(play("TST-9313", ", GEN-104(sus)", "GEN-204").memory?.value).toBe(3);
  });
});

describe("'that Digimon' in a condition after a trigger about a Digimon", () => {
  it("asks about the Digimon the trigger was about", () => {
    expect(compileText(SUBJECT).abilities[0]!.ops[0]).toMatchObject({
      cond: { is: "subject", filter: { minLevel: 4 } },
    });
    const after = (code: string) =>
      run(`turn A main; A: TST-9316, hand ${code}, memory 9 | B: GEN-204`, `A plays ${code}`).final.memory
        ?.value;
    expect(after("GEN-104")).toBe(6);
    expect(after("GEN-103")).toBe(5);
  });

  it("'the Digimon played' is the trigger's Digimon too", () => {
    expect(compileText(PLAYED).abilities[0]!.ops[1]).toMatchObject({
      cond: { is: "subject", filter: { nameIs: ["Generic Red Lv.4"] } },
    });
    const after = (code: string) =>
      run(`turn A main; A: TST-9317, hand ${code}, memory 9 | B: GEN-204`, `A plays ${code}`).final.memory
        ?.value;
    expect(after("GEN-104")).toBe(6);
    expect(after("GEN-105")).toBe(4);
  });
});
