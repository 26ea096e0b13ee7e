/**
 * "While this Digimon has 4 or more level 6 cards in its digivolution cards, ...": at least that
 * many of its digivolution cards match. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const STACKED =
  "[Your Turn] While this Digimon has 2 or more level 4 cards in its digivolution cards, this Digimon gets +3000 DP.";

const { run } = recordRunner([testCard("TST-6401", STACKED, { level: 5, dp: 4000 })]);

describe("reading 'this Digimon has N or more ... cards in its digivolution cards'", () => {
  it("counts the matching digivolution cards", () => {
    expect(compileText(STACKED).abilities[0]!.persistent).toMatchObject({
      while: { is: "sources", filter: { level: 4 }, atLeast: 2 },
    });
  });
});

describe("the count on a board", () => {
  const battle = (stack: string) =>
    run(`turn A | A: TST-6401[${stack}], memory 3 | B: GEN-104(sus)`, "A attacks GEN-104 with TST-6401").final
      .areas;

  it("holds with two level 4 cards under it", () => {
    expect(battle("GEN-104 GEN-204 GEN-103").B!.battle ?? []).toEqual([]);
  });

  it("not with one", () => {
    expect(battle("GEN-104 GEN-103").B!.battle).toEqual(["GEN-104(sus)"]);
  });
});
