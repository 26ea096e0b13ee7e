/**
 * "Unsuspend this Digimon or 1 of your blue Tamers." (one or the other, the player picks) and
 * "this Digimon and 1 of your Digimon with [X] in its name may unsuspend" (both, or neither).
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const OR = "[When Attacking] Unsuspend this Digimon or 1 of your blue Tamers.";
const AND = "[When Attacking] This Digimon and 1 of your Digimon with [Wolf] in its name may unsuspend.";
const { run } = recordRunner([
  testCard("TST-6201", OR, { level: 5, dp: 7000 }),
  testCard("TST-6202", AND, { level: 5, dp: 7000 }),
  testCard("TST-6203", "", { category: "Tamer", colors: ["Blue"], level: undefined, dp: undefined }),
  testCard("TST-6204", "", { name: "Grey Wolf" }),
]);

describe("unsuspending this Digimon or, and, one other", () => {
  it("reads both wordings", () => {
    expect(compileText(OR, { code: "TST" }).abilities[0]!.ops[0]!.op).toBe("choose");
    expect(compileText(AND, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({
      op: "may",
      then: [{ op: "unsuspendThis" }, { op: "unsuspend", target: { filter: { other: true } } }],
    });
  });

  it("unsuspends this Digimon or the blue Tamer, as the player picks", () => {
    const board = "turn A main; A: TST-6201 TST-6203(sus) | B: security 3";
    const self = run(board, "A attacks player B with TST-6201", "TST-6201: no").final.areas.A!.battle;
    expect(self).toEqual(["TST-6201", "TST-6203(sus)"]);
    const tamer = run(board, "A attacks player B with TST-6201", "TST-6201: yes").final.areas.A!.battle;
    expect(tamer).toEqual(["TST-6201(sus)", "TST-6203"]);
  });

  it("unsuspends this Digimon and the named one together, or neither", () => {
    const board = "turn A main; A: TST-6202 TST-6204(sus) | B: security 3";
    const both = run(board, "A attacks player B with TST-6202", "TST-6202: yes").final.areas.A!.battle;
    expect(both).toEqual(["TST-6202", "TST-6204"]);
    const none = run(board, "A attacks player B with TST-6202", "TST-6202: no").final.areas.A!.battle;
    expect(none).toEqual(["TST-6202(sus)", "TST-6204(sus)"]);
  });
});
