/** "None of your opponent's Tamers can unsuspend": read as "all of ... can't ...", in effects and persistent texts. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const STATIC = "[Opponent's Turn] None of your opponent's Tamers can unsuspend.";
const EFFECT =
  "[On Play] None of your opponent's Digimon with no digivolution cards can attack until the end of their turn.";
const CARDS = [
  testCard("TST-7321", STATIC, { level: 5, dp: 7000 }),
  testCard("TST-7322", EFFECT, { level: 3, dp: 3000, playCost: 3 }),
  testCard("TST-7323", "", { category: "Tamer", level: undefined, dp: undefined }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("none of ... can", () => {
  it("reads as the restriction on all of them", () => {
    expect(compileText(STATIC).abilities[0]!.persistent).toEqual({
      kind: "continuous",
      grants: [{ cant: "unsuspend" }],
      reach: { side: "opponent", filter: { category: "Tamer" } },
    });
    expect(compileText(EFFECT).abilities[0]!.ops[0]).toMatchObject({
      op: "restrict",
      target: { side: "opponent", count: "all", filter: { maxSources: 0 } },
      cant: ["attack"],
    });
  });

  it("keeps the opponent's Tamers suspended through their unsuspend phase", () => {
    const tamer = (mine: string) =>
      run(`turn A main | A: ${mine} | B: TST-7323(sus), deck 3`, "A ends the turn; B starts the turn").final
        .areas.B!.battle;
    expect(tamer("TST-7321")).toEqual(["TST-7323(sus)"]);
    expect(tamer("GEN-105")).toEqual(["TST-7323"]);
  });

  it("stops the opponent's Digimon with no digivolution cards from attacking in their turn", () => {
    const board =
      "turn A main | A: hand TST-7322, memory 3, security 3 | B: GEN-104 GEN-105[GEN-104], deck 3";
    const then = "A plays TST-7322; A ends the turn; B starts the turn";
    expect(errorOf(() => run(board, `${then}; B attacks player A with GEN-104`))).toMatch(
      /can't attack|cannot attack/i,
    );
    const t = run(board, `${then}; B attacks player A with GEN-105`);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });
});
