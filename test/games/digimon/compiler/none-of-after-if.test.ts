/**
 * "If ..., none of your opponent's Digimon can unsuspend until the end of their turn": "none of
 * ... can" after a condition is the same restriction as "all of ... can't", gated by it. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const LOCK =
  "[On Play] If you have a Tamer, none of your opponent's Digimon can unsuspend until the end of their turn.";

const { run } = recordRunner([
  testCard("TST-6361", LOCK, { playCost: 5 }),
  testCard("TST-6362", "", tamerOf("Red")),
]);

describe("reading 'if ..., none of ... can'", () => {
  it("reads the restriction under the condition", () => {
    expect(compileText(LOCK).abilities[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "field", side: "you", filter: { category: "Tamer" } },
        then: [
          {
            op: "noUnsuspend",
            target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
            until: "untilOpponentTurnEnds",
          },
        ],
      },
    ]);
    const dna = compileText(
      "[When Digivolving] Gain 1 memory. Then, if DNA digivolving, none of their Digimon can unsuspend until the end of their turn.",
    );
    expect(dna.unread).toEqual([]);
    expect(dna.abilities[0]!.ops[1]).toMatchObject({ op: "ifDna", then: [{ op: "noUnsuspend" }] });
  });
});

describe("'if ..., none of ... can' on a board", () => {
  const board = (mine: string) =>
    `turn A | A: ${mine}, hand TST-6361, memory 3, deck 3 | B: GEN-103(sus), deck 3`;

  // Playing TST-6361 (cost 5 from 3 memory) passes the turn to B, whose unsuspend phase comes first.
  it("holds the opponent's Digimon suspended through their unsuspend phase", () => {
    const t = run(board("TST-6362"), "A plays TST-6361; B ends the turn");
    expect(t.final.areas.B!.battle).toEqual(["GEN-103(sus)"]);
  });

  it("does nothing without the condition", () => {
    const t = run(board("GEN-105"), "A plays TST-6361; B ends the turn");
    expect(t.final.areas.B!.battle).toEqual(["GEN-103"]);
  });
});
