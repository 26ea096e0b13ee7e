/**
 * "While [X] is in your battle area, ...": a card of that name on the player's side of the
 * field, an Option card placed there included (4-28-1); joined with another condition by ", or". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const STRONGER =
  "[Your Turn] While you have a Digimon with [Knight] in its traits in play, or [Test TST-6381] is in your battle area, this Digimon gets +2000 DP.";

const { run } = recordRunner([
  testOption("TST-6381", "[Main] Gain 1 memory."),
  testCard("TST-6382", STRONGER, { dp: 3000 }),
  testCard("TST-6383", "", { dp: 4000 }),
]);

describe("reading '[X] is in your battle area'", () => {
  it("is a card of that name on your side, after another condition too", () => {
    const out = compileText(STRONGER);
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.persistent).toMatchObject({
      while: {
        is: "any",
        of: [
          { is: "field", side: "you", filter: { category: "Digimon", traitIncludes: ["Knight"] } },
          { is: "field", side: "you", filter: { nameIs: ["Test TST-6381"] } },
        ],
      },
    });
  });
});

describe("'[X] is in your battle area' on a board", () => {
  const attack = (mine: string) =>
    run(`turn A | A: ${mine}, memory 3 | B: TST-6383(sus)`, "A attacks TST-6383 with TST-6382").final.areas;

  it("holds with the Option card in the battle area", () => {
    const areas = attack("TST-6382 TST-6381");
    expect(areas.B!.battle ?? []).toEqual([]);
    expect(areas.A!.battle).toContain("TST-6382(sus)");
  });

  it("does not hold without it", () => {
    const areas = attack("TST-6382");
    expect(areas.B!.battle).toEqual(["TST-6383(sus)"]);
    expect(areas.A!.battle ?? []).toEqual([]);
  });
});
