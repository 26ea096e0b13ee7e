/**
 * "If this card was played by [X]'s effect, ...": the play that triggered the [On Play] effect
 * was made by an effect of a card named [X]; not by the play action, not by another card's
 * effect. It gates an "if", an "instead" (18-2) and a level-maximum raise alike. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const PLAYER = "[On Play] You may play 1 level 4 Digimon card from your hand without paying the cost.";
const GAINS = "[On Play] If this card was played by [Test TST-6331]'s effect, gain 2 memory.";
const RAISES =
  "[On Play] Delete 1 of your opponent's level 3 or lower Digimon. If this card was played by [Test TST-6331]'s effect, add 1 to the maximum level of the Digimon you can delete with this effect.";
const LEVEL_4 = { level: 4, dp: 5000, playCost: 5 };

const { run } = recordRunner([
  testCard("TST-6331", PLAYER),
  testCard("TST-6332", GAINS, LEVEL_4),
  testCard("TST-6333", PLAYER),
  testCard("TST-6334", RAISES, LEVEL_4),
  testCard("TST-6335", "", LEVEL_4),
]);

describe("reading 'if this card was played by [X]'s effect'", () => {
  it("is a condition on the card whose effect played it", () => {
    expect(compileText(GAINS).abilities[0]!.ops).toEqual([
      { op: "if", cond: { is: "playedBy", names: ["Test TST-6331"] }, then: [{ op: "memory", n: 2 }] },
    ]);
    expect(compileText(RAISES).abilities[0]!.ops[0]).toMatchObject({
      op: "raiseLevelMax",
      by: 1,
      cond: { is: "playedBy", names: ["Test TST-6331"] },
    });
    const instead = compileText(
      "[On Play] Gain 1 memory. If this card was played by [Test TST-6331]'s effect, gain 3 memory instead.",
    );
    expect(instead.unread).toEqual([]);
    expect(instead.abilities[0]!.ops[0]).toMatchObject({ op: "overwrite", cond: { is: "playedBy" } });
  });
});

describe("'played by [X]'s effect' on a board", () => {
  it("holds when that card's effect played it", () => {
    const t = run(
      "turn A | A: hand TST-6331 TST-6332, memory 1, deck 2",
      "A plays TST-6331",
      "TST-6331: target TST-6332",
    );
    expect(t.final.areas.A!.battle).toEqual(expect.arrayContaining(["TST-6331", "TST-6332"]));
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("does not hold for another card's effect or for the play action", () => {
    const other = run(
      "turn A | A: hand TST-6333 TST-6332, memory 1, deck 2",
      "A plays TST-6333",
      "TST-6333: target TST-6332",
    );
    expect(other.final.areas.A!.battle).toEqual(expect.arrayContaining(["TST-6333", "TST-6332"]));
    expect(other.final.memory).toEqual({ player: "A", value: 1 });
    const action = run("turn A | A: hand TST-6332, memory 5, deck 2", "A plays TST-6332");
    expect(action.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("raises the level a deletion may choose only then", () => {
    const board = (first: string) => `turn A | A: hand ${first} TST-6334, memory 1, deck 2 | B: TST-6335`;
    const raised = run(board("TST-6331"), "A plays TST-6331", "TST-6331: target TST-6334");
    expect(raised.final.areas.B!.battle ?? []).toEqual([]);
    const printed = run(board("TST-6333"), "A plays TST-6333", "TST-6333: target TST-6334");
    expect(printed.final.areas.B!.battle).toEqual(["TST-6335"]);
  });
});
