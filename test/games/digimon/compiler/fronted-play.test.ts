/** "If you have 1 or fewer Tamers, from your hand and without paying the cost, you may play 1 Tamer card ...". */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const FRONTED =
  "[On Play] If you have 1 or fewer Tamers, from your hand and without paying the cost, you may play 1 Tamer card with the [Hero] trait.";
const tamer = (code: string, traits: string[]) =>
  testCard(code, "", { category: "Tamer", traits, playCost: 5, level: undefined, dp: undefined });
const CARDS = [
  testCard("TST-7351", FRONTED, { playCost: 0 }),
  tamer("TST-7352", ["Hero"]),
  tamer("TST-7353", []),
];
const { run } = recordRunner(CARDS);

describe("where a played card comes from, said first", () => {
  it("reads as the usual free play from the hand", () => {
    expect(compileText(FRONTED).abilities[0]!.ops[0]).toEqual({
      op: "if",
      cond: { is: "field", side: "you", filter: { category: "Tamer" }, atMost: 1 },
      then: [{ op: "playFrom", from: "hand", filter: { category: "Tamer", traits: ["Hero"] }, free: true }],
    });
  });

  it("plays the matching Tamer for free, only while you have 1 or fewer Tamers", () => {
    const battle = (mine: string) =>
      run(`turn A main | A: ${mine}, hand TST-7351 TST-7352, memory 0`, "A plays TST-7351", "target TST-7352")
        .final.areas.A!.battle;
    expect(battle("TST-7353")).toEqual(["TST-7353", "TST-7351", "TST-7352"]);
    expect(battle("TST-7353 TST-7353")).toEqual(["TST-7353", "TST-7353", "TST-7351"]);
  });
});
