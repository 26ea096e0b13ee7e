/**
 * "place 1 card ... from your trash as the bottom digivolution card of one of your [X] in your
 * breeding area": under the Digimon or Digi-Egg in the breeding area that matches (3-4-7), here
 * as an immediate-type effect's outcome (15-8-5).
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const CARDS = [
  testCard(
    "TST-70060",
    "[All Turns] When this Digimon would leave the battle area other than in battle, place 1 card with the [Lords] trait from your trash as the bottom digivolution card of one of your [Test TST-70061] in your breeding area.",
    { level: 5, dp: 7000, traits: ["Lords"] },
  ),
  testCard("TST-70061", "", { category: "Digi-Egg", level: 2, dp: undefined, playCost: undefined }),
  testCard("TST-70062", "", { traits: ["Lords"] }),
  testCard("TST-70063", "[Main] Delete 1 of your opponent's Digimon.", option),
];
const { run } = recordRunner(CARDS);

describe("a card placed under the one in the breeding area", () => {
  it("goes from the trash under the named Digi-Egg as the Digimon leaves", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70063, memory 3 | B: TST-70060, breeding TST-70061, trash TST-70062",
      "A uses TST-70063",
    );
    expect(t.final.areas.B!.breeding).toEqual(["TST-70061[TST-70062]"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-70060"]);
  });

  it("places nothing when the breeding area holds another card", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70063, memory 3 | B: TST-70060, breeding GEN-002, trash TST-70062",
      "A uses TST-70063",
    );
    expect(t.final.areas.B!.breeding).toEqual(["GEN-002"]);
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["TST-70060", "TST-70062"]));
  });

  it("reads a record that says 'card' twice ('1 card with the [X] trait card from your trash')", () => {
    const r = compileText(
      "[All Turns] When this Digimon would leave the battle area other than by battle, place 1 card with the [Lords] trait card from your trash as the bottom digivolution card of your [Test TST-70061] in the breeding area.",
    );
    expect(r.unread).toEqual([]);
  });
});
