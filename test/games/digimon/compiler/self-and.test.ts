/**
 * "If this Digimon is red and has 4000 DP or more", "While this Digimon has the [X] or [Y] trait
 * and is level 5 or higher": two things the same Digimon must both be or have.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const IF = "[On Play] If this Digimon is red and has 4000 DP or more, gain 2 memory.";
const WHILE =
  "[Your Turn] While this Digimon has the [Beast] or [Bird] trait and is level 5 or higher, this Digimon gains <Security Attack +1>.";

const { run } = recordRunner([
  testCard("TST-8501", IF, { dp: 5000 }),
  testCard("TST-8502", IF, { dp: 5000, colors: ["Yellow"] }),
  testCard("TST-8503", IF, { dp: 3000 }),
]);

describe("reading 'this Digimon is ... and has ...'", () => {
  it("keeps both qualities in one filter", () => {
    expect(compileText(IF).abilities[0]!.ops[0]).toEqual({
      op: "if",
      cond: { is: "self", filter: { colors: ["Red"], minDp: 4000 } },
      then: [{ op: "memory", n: 2 }],
    });
    const [w] = compileText(WHILE).abilities;
    expect(w!.persistent).toMatchObject({
      while: { is: "self", filter: { traits: ["Beast", "Bird"], minLevel: 5 } },
    });
  });

  it("does not read two values of the same quality", () => {
    const r = compileText("[On Play] If this Digimon is level 5 and is level 6, gain 1 memory.");
    expect(r.unread).toHaveLength(1);
  });
});

describe("'is ... and has ...' on a board", () => {
  const memory = (code: string) =>
    run(`turn A | A: hand ${code}, memory 3`, `A plays ${code}`).final.memory?.value;

  it("holds only when both hold", () => {
    expect(memory("TST-8501")).toBe(5);
    expect(memory("TST-8502")).toBe(3);
    expect(memory("TST-8503")).toBe(3);
  });
});
