/** "X and, until the end of their turn, Y": the duration said before the second clause is that clause's. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const TEXT =
  "[On Play] Suspend 1 of your opponent's Digimon and, until the end of their turn, 1 of your Digimon gets +2000 DP.";
const CARDS = [readRecord("TST-61821", "Pairmon", { playCost: 0, effect: TEXT })];
const { run, stepsText } = recordRunner(CARDS);

describe("a duration before the second of two clauses", () => {
  it("gives the DP change that duration and leaves the suspension as it is", () => {
    const out = compileText(TEXT, { code: "TST-61821" });
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops).toEqual([
      { op: "suspend", target: { side: "opponent", count: 1, filter: { category: "Digimon" } } },
      {
        op: "dp",
        target: { side: "you", count: 1, filter: { category: "Digimon" } },
        amount: 2000,
        duration: "untilOpponentTurnEnds",
      },
    ]);
  });

  it("suspends the opponent's Digimon and raises one of yours", () => {
    const t = run("turn A | A: GEN-104, hand TST-61821 | B: GEN-204", "A plays TST-61821", "target GEN-104");
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
    expect(stepsText(t)).toMatch(/\+2000 DP/);
  });
});
