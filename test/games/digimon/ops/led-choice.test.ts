/**
 * "Activate 1 of the effects below" after a lead-in: "You may activate ...", "By deleting this
 * Digimon, activate ...", "Then, activate ...". The lead-in's cost, choice or order holds, and
 * the bullets are the options. Compiled from template text and resolved on boards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CHOICE = "\n・Gain 2 memory.\n・<Draw 1>.";

describe("compiling a choice after a lead-in", () => {
  it("keeps the cost of 'By ..., activate 1 of the effects below'", () => {
    const r = compileText(`[On Play] By deleting this Digimon, activate 1 of the effects below:${CHOICE}`, {
      code: "TST-1",
    });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]).toMatchObject({
      cost: [{ op: "deleteThis" }],
      ops: [{ op: "chooseEffects", n: 1, options: [[{ op: "memory", n: 2 }], [{ op: "draw", n: 1 }]] }],
    });
  });

  it("reads 'Then, activate ...' after another sentence, and leaves a lead-in without bullets unread", () => {
    const r = compileText(`[On Play] Gain 1 memory. Then, activate 1 of the effects below:${CHOICE}`, {
      code: "TST-1",
    });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      { op: "memory", n: 1 },
      { op: "chooseEffects", n: 1, options: [[{ op: "memory", n: 2 }], [{ op: "draw", n: 1 }]] },
    ]);
    const alone = compileText("[On Play] You may activate 1 of the effects below.", { code: "TST-1" });
    expect(alone.unread.map((u) => u.fragment)).toEqual(["You may activate 1 of the effects below."]);
  });
});

const CARDS = [
  testCard("TST-701", `[On Play] You may activate 1 of the effects below:${CHOICE}`),
  testCard("TST-702", `[When Attacking] By deleting this Digimon, activate 1 of the effects below:${CHOICE}`),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a choice after a lead-in on a board", () => {
  it("asks first whether to activate at all, then which effect", () => {
    const board = "turn A | A: hand TST-701, memory 3, deck 2";
    // Played for 0: the first effect by default.
    expect(run(board, "A plays TST-701").final.memory).toEqual({ player: "A", value: 5 });
    const second = run(board, "A plays TST-701", "yes, no");
    expect(second.final.memory).toEqual({ player: "A", value: 3 });
    expect(second.final.areas.A!.hand).toHaveLength(1);
    const neither = run(board, "A plays TST-701", "no");
    expect(neither.final.memory).toEqual({ player: "A", value: 3 });
    expect(neither.final.areas.A!.hand ?? []).toHaveLength(0);
  });

  it("pays the cost before the choice, and does nothing when it is not paid", () => {
    const paid = run("turn A | A: TST-702, memory 3 | B: security 2", "A attacks B with TST-702");
    expect(paid.final.areas.A!.trash).toEqual(["TST-702"]);
    expect(paid.final.memory).toEqual({ player: "A", value: 5 });
    const declined = run("turn A | A: TST-702, memory 3 | B: security 2", "A attacks B with TST-702", "no");
    expect(declined.final.areas.A!.battle).toEqual(["TST-702(sus)"]);
    expect(declined.final.memory).toEqual({ player: "A", value: 3 });
  });
});
