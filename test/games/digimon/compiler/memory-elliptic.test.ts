/**
 * "If your opponent has 4 or less memory, X. If they have 4 or more, Y.": the second condition
 * repeats the memory count of the first, for the same player; the opponent's memory is the
 * player's negated on the shared gauge.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const THEIRS =
  "[On Play] If your opponent has 4 or less memory, <Draw 1>. If they have 4 or more, delete 1 of your opponent's Digimon.";
const MINE = "[On Play] If you have 3 or more memory, <Draw 1>. Then, if you have 3 or less, gain 2 memory.";
const LIFTED =
  "[On Play] If your opponent has 5 or more memory, <Draw 1>. Then, if they have 5 or less, <Draw 2>.";

const { run } = recordRunner([testCard("TST-8201", THEIRS), testCard("TST-8202", MINE)]);

describe("reading a repeated memory count", () => {
  const ops = (t: string) => compileText(t, { code: "TST-1" });

  it("keeps whose memory it was", () => {
    expect(ops(THEIRS).abilities[0]!.ops.map((o) => (o.op === "if" ? o.cond : o.op))).toEqual([
      { is: "memory", atLeast: -4 },
      { is: "memory", atMost: -4 },
    ]);
    expect(ops(MINE).abilities[0]!.ops.map((o) => (o.op === "if" ? o.cond : o.op))).toEqual([
      { is: "memory", atLeast: 3 },
      { is: "memory", atMost: 3 },
    ]);
  });

  it("follows a condition read as the ability's own memory limit", () => {
    const r = ops(LIFTED);
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops.map((o) => (o.op === "if" ? o.cond : o.op))).toEqual([
      { is: "memory", atMost: -5 },
      { is: "memory", atLeast: -5 },
    ]);
  });

  it("does not take 'they' for the player", () => {
    const r = ops("[On Play] If you have 3 or more memory, <Draw 1>. If they have 3 or less, <Draw 2>.");
    expect(r.unread.map((u) => u.fragment)).toEqual(["If they have 3 or less, <Draw 2>."]);
  });
});

describe("a repeated memory count on a board", () => {
  it("deletes only when the opponent has 4 or more memory", () => {
    // Playing TST-8201 (cost 0) leaves the gauge where it is: the memory is on the opponent's side.
    const rich = run("turn A | A: hand TST-8201, deck 2 | B: GEN-203, memory 5", "A plays TST-8201");
    expect(rich.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(rich.final.areas.A!.deck).toHaveLength(2);
    const poor = run("turn A | A: hand TST-8201, deck 2 | B: GEN-203, memory 3", "A plays TST-8201");
    expect(poor.final.areas.B!.battle).toEqual(["GEN-203"]);
    expect(poor.final.areas.A!.deck).toHaveLength(1);
  });

  it("checks the player's own memory each time it is reached", () => {
    const three = run("turn A | A: hand TST-8202, deck 2, memory 3", "A plays TST-8202");
    expect(three.final.areas.A!.deck).toHaveLength(1);
    expect(three.final.memory).toEqual({ player: "A", value: 5 });
    const five = run("turn A | A: hand TST-8202, deck 2, memory 5", "A plays TST-8202");
    expect(five.final.memory).toEqual({ player: "A", value: 5 });
    expect(five.final.areas.A!.deck).toHaveLength(1);
  });
});
