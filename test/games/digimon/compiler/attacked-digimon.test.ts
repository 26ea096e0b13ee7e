/**
 * "[When Attacking] If attacked a Digimon with higher DP than this Digimon, ...": the attack
 * targets an opponent's Digimon whose DP is strictly higher than the attacker's (11-2-7). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const HIGHER = "[When Attacking] If attacked a Digimon with higher DP than this Digimon, gain 2 memory.";

const { run } = recordRunner([
  testCard("TST-6341", HIGHER, { dp: 4000 }),
  testCard("TST-6342", "", { dp: 5000 }),
  testCard("TST-6343", "", { dp: 4000 }),
]);

describe("reading 'if attacked a Digimon with higher DP than this Digimon'", () => {
  it("is a condition on the attack's target", () => {
    expect(compileText(HIGHER).abilities[0]!.ops[0]).toEqual({
      op: "if",
      cond: { is: "attackingDigimon", filter: { noneOf: [{ maxDpOfSelf: true }] } },
      then: [{ op: "memory", n: 2 }],
    });
    expect(
      compileText(
        "[When Attacking] If this Digimon attacked an opponent's Digimon with 6000 DP or more, gain 1 memory.",
      ).abilities[0]!.ops[0],
    ).toMatchObject({ cond: { is: "attackingDigimon", filter: { minDp: 6000 } } });
  });
});

describe("'attacked a Digimon with higher DP' on a board", () => {
  const attack = (target: string) =>
    run(
      `turn A | A: TST-6341, memory 0, deck 2 | B: ${target}(sus), security 2`,
      `A attacks ${target} with TST-6341`,
    ).final.memory;

  it("holds against a Digimon with more DP", () => {
    expect(attack("TST-6342")).toEqual({ player: "A", value: 2 });
  });

  it("does not hold against one with the same DP, nor against the player", () => {
    expect(attack("TST-6343")).toEqual({ player: "A", value: 0 });
    const t = run("turn A | A: TST-6341, memory 0, deck 2 | B: security 2", "A attacks B with TST-6341");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
