/**
 * Quoted effects gained for a while (15-15-2), and clauses about the attack in progress:
 * what the compiler reads, and whether the engine runs it.
 */
import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";

const read = (t: string): Ability => {
  const r = compileText(t, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!;
};

describe("compiling gained effects", () => {
  it("reads 'give ... \"[Start of Your Main Phase] This Digimon attacks.\" until their turn ends'", () => {
    const a = read(
      '[On Play] Give 1 of your opponent\'s Digimon "[Start of Your Main Phase] This Digimon attacks." until their turn ends.',
    );
    const op = a.ops[0]!;
    expect(op).toMatchObject({ op: "gainEffect", duration: "untilOpponentTurnEnds" });
    if (op.op !== "gainEffect") throw new Error("not a gained effect");
    expect(op.abilities[0]).toMatchObject({
      timing: "startOfYourMainPhase",
      ops: [{ op: "attackBy", who: "this", must: true }],
    });
    // The start of the main phase is a step the engine never simulates: the gained effect is inert.
    expect(whyNotExecutable(a, { security: 0 })).toBeNull();
  });

  it("reads 'gains the following effect for the turn: \"...\"' with its duration before the quote", () => {
    const a = read(
      '[On Play] 1 of your Digimon gains the following effect for the turn: "[When Attacking] Gain 1 memory."',
    );
    expect(a.ops[0]).toMatchObject({ op: "gainEffect", duration: "turn" });
  });

  it("leaves unread a quote it can't read, and reports a gained effect the engine does not look up", () => {
    const r = compileText('[On Play] 1 of your Digimon gains "Frobnicate the moon." for the turn.', {
      code: "TST-1",
    });
    expect(r.unread).toHaveLength(1);
    const a = read(
      '[On Play] 1 of your Digimon gains "[Your Turn] This Digimon gets +1000 DP." for the turn.',
    );
    expect(whyNotExecutable(a, { security: 0 })).toMatch(/not a triggered one/);
  });

  it("reads a gain by all Digimon (held by the side, 15-11-2-2), but not a filtered one", () => {
    const r = compileText(
      '[On Play] All of your Digimon gain "[When Attacking] Gain 1 memory." for the turn.',
      {
        code: "TST-1",
      },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({ op: "gainEffect", target: { count: "all" } });
    const filtered = compileText(
      '[On Play] All of your level 4 Digimon gain "[When Attacking] Gain 1 memory." for the turn.',
      { code: "TST-1" },
    );
    expect(filtered.unread).toHaveLength(1);
  });
});

describe("compiling clauses about the attack", () => {
  it("reads switching the target, to this Digimon or to a chosen one, and ending the attack", () => {
    expect(
      read("[On Play] You may switch the target of attack to 1 of your suspended Digimon."),
    ).toMatchObject({
      optional: true,
      ops: [{ op: "switchTarget", to: { side: "you", count: 1, filter: { suspended: true } } }],
    });
    expect(read("[On Play] Change the attack target to this Digimon.").ops).toEqual([
      { op: "becomeAttackTarget" },
    ]);
    expect(read("[On Play] By deleting 1 of your other Digimon, end that attack.")).toMatchObject({
      cost: [{ op: "delete", target: { side: "you", filter: { other: true } } }],
      ops: [{ op: "endAttack" }],
    });
  });
});

describe("compiling (Rule) lines", () => {
  it("reads the traits and names a card also has", () => {
    expect(read("(Rule) Trait: Has [Angel] type.").persistent?.grants).toEqual([{ alsoTrait: "Angel" }]);
    expect(read("(Rule) Trait: Has [Boss] and [Brigade].").persistent?.grants).toEqual([
      { alsoTrait: "Boss" },
      { alsoTrait: "Brigade" },
    ]);
    expect(read("(Rule) Name: Treated as having [Testmon].").persistent?.grants).toEqual([
      { alsoName: "Testmon", partial: true },
    ]);
  });
});
