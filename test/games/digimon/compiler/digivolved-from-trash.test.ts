/**
 * "[When Digivolving] If digivolving from the trash, ...": a condition on the digivolution that
 * triggered the effect (the card came from the trash by an effect), alone or joined with "or".
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const ALONE = "[When Digivolving] If digivolving from the trash, gain 2 memory.";
const EITHER =
  "[When Digivolving] If this Digimon has [Generic Red Lv.3] in its digivolution cards or is digivolving from the trash, gain 2 memory.";
const LEVEL_4 = {
  level: 4,
  dp: 5000,
  digivolve: [
    { level: 3, color: "Red" as const, cost: 1 },
    { level: 3, color: "Blue" as const, cost: 1 },
  ],
};

const { run } = recordRunner([
  testCard("TST-8301", ALONE, LEVEL_4),
  testCard("TST-8302", EITHER, LEVEL_4),
  testCard(
    "TST-8303",
    "[On Play] 1 of your Digimon may digivolve into a level 4 Digimon card in your trash for its digivolution cost.",
  ),
]);

describe("reading 'digivolving from the trash'", () => {
  it("is a condition of its own and joins others with 'or'", () => {
    expect(compileText(ALONE).abilities[0]!.ops[0]).toEqual({
      op: "if",
      cond: { is: "digivolvedFromTrash" },
      then: [{ op: "memory", n: 2 }],
    });
    expect(compileText(EITHER).abilities[0]!.ops[0]).toMatchObject({
      op: "if",
      cond: { is: "any", of: [{ is: "sources" }, { is: "digivolvedFromTrash" }] },
    });
    expect(
      compileText("[When Digivolving] If this digivolved from the trash, gain 1 memory.").abilities[0]!
        .ops[0],
    ).toMatchObject({ cond: { is: "digivolvedFromTrash" } });
  });
});

describe("'digivolving from the trash' on a board", () => {
  it("holds when an effect digivolves into a card from the trash", () => {
    const t = run(
      "turn A | A: GEN-303, hand TST-8303, trash TST-8301, memory 5, deck 2",
      "A plays TST-8303",
      "TST-8303: yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-8301[GEN-303]");
    // TST-8303 costs 0; the digivolution costs 1; the [When Digivolving] effect gives 2.
    expect(t.final.memory).toEqual({ player: "A", value: 6 });
  });

  it("does not hold for a digivolution from the hand", () => {
    const t = run(
      "turn A | A: GEN-303, hand TST-8301, memory 5, deck 2",
      "A digivolves GEN-303 into TST-8301",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-8301[GEN-303]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("either half of an 'or' is enough", () => {
    const fromHand = (under: string) =>
      run(`turn A | A: ${under}, hand TST-8302, memory 5, deck 2`, `A digivolves ${under} into TST-8302`)
        .final.memory;
    expect(fromHand("GEN-103")).toEqual({ player: "A", value: 6 });
    expect(fromHand("GEN-303")).toEqual({ player: "A", value: 4 });
    const t = run(
      "turn A | A: GEN-303, hand TST-8303, trash TST-8302, memory 5, deck 2",
      "A plays TST-8303",
      "TST-8303: yes",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 6 });
  });
});
