/**
 * "Then, if during an attack, ...": a condition that holds only while an attack is under way
 * (11-1-3), so a [When Digivolving] effect does it when the Digimon digivolved during its attack
 * and not when it digivolved in the main phase. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const DIGIVOLVED =
  "[When Digivolving] Gain 1 memory. Then, if during an attack, until the end of your opponent's turn, 1 of your Digimon gets +5000 DP.";
const ATTACKER =
  "[When Attacking] This Digimon may digivolve into a level 4 Digimon card in your hand with the digivolution cost reduced by 1.";

const { run } = recordRunner([
  testCard("TST-6301", DIGIVOLVED, { level: 4, dp: 4000, digivolve: [{ level: 3, color: "Red", cost: 2 }] }),
  testCard("TST-6302", ATTACKER),
]);

describe("reading 'if during an attack'", () => {
  it("is a condition of its own, also with the comma left out before 'until'", () => {
    expect(compileText(DIGIVOLVED).abilities[0]!.ops[1]).toEqual({
      op: "if",
      cond: { is: "duringAttack" },
      then: [
        {
          op: "dp",
          target: { side: "you", count: 1, filter: { category: "Digimon" } },
          amount: 5000,
          duration: "untilOpponentTurnEnds",
        },
      ],
    });
    const glued = compileText(
      "[On Play] Then, if during an attack until the end of your opponent's turn, 1 of your Digimon gets +5000 DP.",
    );
    expect(glued.unread).toEqual([]);
    expect(glued.abilities[0]!.ops[0]).toMatchObject({ op: "if", cond: { is: "duringAttack" } });
  });
});

describe("'if during an attack' on a board", () => {
  it("holds when the Digimon digivolves by an effect during its attack", () => {
    const t = run(
      "turn A | A: TST-6302, hand TST-6301, memory 3, deck 2 | B: security 3",
      "A attacks B with TST-6302",
      "TST-6302: yes",
    );
    expect(t.final.areas.A!.battle).toEqual([expect.stringMatching(/^TST-6301\[TST-6302\]/)]);
    // 3 memory, less 1 for the digivolution (2 reduced by 1), plus 1 from the effect.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(JSON.stringify(t.steps)).toMatch(/\+5000 DP/);
  });

  it("does not hold for a digivolution in the main phase", () => {
    const t = run(
      "turn A | A: TST-6302, hand TST-6301, memory 3, deck 2",
      "A digivolves TST-6302 into TST-6301",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(JSON.stringify(t.steps)).not.toMatch(/\+5000 DP/);
  });
});
