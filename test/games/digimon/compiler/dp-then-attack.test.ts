import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

// "gets +N DP and you may attack a player with that Digimon for the turn": the DP change lasts
// for the turn; the Digimon it chose may attack now.
const PUSH =
  "[Main] 1 of your Digimon with the [Test Beast] trait gets +4000 DP and you may attack a player with that Digimon for the turn.";
const CARDS = [
  testOption("TST-4781", PUSH),
  testCard("TST-4782", "", { level: 4, dp: 4000, traits: ["Test Beast"] }),
  testCard("TST-4783", "<Blocker>", { level: 5, dp: 7000 }),
];
const { run } = recordRunner(CARDS);

describe("'gets +N DP and you may attack a player with that Digimon for the turn'", () => {
  it("reads the duration as the DP change's and the attack as the chosen Digimon's", () => {
    expect(compileText(PUSH).abilities[0]!.ops).toEqual([
      {
        op: "dp",
        target: { side: "you", count: 1, filter: { category: "Digimon", traits: ["Test Beast"] } },
        amount: 4000,
        duration: "turn",
      },
      { op: "onReferent", referent: "it", then: [{ op: "attackBy", who: "this", target: "player" }] },
    ]);
  });

  it("the chosen Digimon attacks with the DP it gained and beats a blocker it would lose to", () => {
    const board = "turn A main; A: TST-4782 GEN-105, hand TST-4781, memory 3 | B: TST-4783, security 3";
    const t = run(board, "A uses TST-4781", "target TST-4782; target TST-4783");
    // 4000 + 4000 against the blocker's 7000.
    expect(t.final.areas.B!.trash).toEqual(["TST-4783"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-4782(sus)", "GEN-105"]);
  });
});
