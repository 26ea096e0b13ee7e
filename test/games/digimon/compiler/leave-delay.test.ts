/**
 * "When any of your Digimon would leave the battle area, <Delay>. ・...": an immediate-type effect
 * (15-8-5) whose outcome is a <Delay> (16-17): trashing this Option in the battle area activates
 * the bulleted effect right before the Digimon leaves.
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { redYellowDnaCard, testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const CARDS = [
  testCard(
    "TST-70001",
    "[All Turns] When any of your level 5 or higher Digimon would leave the battle area, <Delay>.\n・You may play 1 level 3 Digimon card from your hand without paying the cost.",
    option,
  ),
  testCard(
    "TST-70002",
    "[All Turns] When any of your Digimon with [Test] in its name would leave the battle area, <Delay>\n・1 of those Digimon doesn't leave.",
    option,
  ),
  testCard("TST-70003", "[Main] Delete 1 of your opponent's Digimon.", option),
  testCard(
    "TST-70004",
    "[All Turns] When any of your Digimon would leave the battle area other than in battle, <Delay>.\n・2 of your Digimon may DNA digivolve into [Test TST-70005] in the hand.",
    option,
  ),
  redYellowDnaCard("TST-70005", 1),
  testCard("TST-70006", "", { level: 5, dp: 7000 }),
];
const { run } = recordRunner(CARDS);

describe("<Delay> as the outcome of a 'would leave' effect", () => {
  it("trashes the Option and plays the card before the Digimon is deleted", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70003, memory 3 | B: GEN-105 TST-70001, hand GEN-303",
      "A uses TST-70003",
      "target GEN-105; yes",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-303"], hand: [] });
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["GEN-105", "TST-70001"]));
  });

  it("does nothing for a Digimon the effect does not name", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70003, memory 3 | B: GEN-104 TST-70001, hand GEN-303",
      "A uses TST-70003",
      "target GEN-104",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-70001"], hand: ["GEN-303"] });
  });

  it("'1 of those Digimon doesn't leave': the Digimon stays and the Option is trashed", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70003, memory 3 | B: TST-70006 TST-70002",
      "A uses TST-70003",
      "target TST-70006; yes",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-70006"], trash: ["TST-70002"] });
  });

  it("a Digimon that DNA digivolves in the middle does not leave (it is a new Digimon)", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70003, memory 3 | B: GEN-104 GEN-204 TST-70004, hand TST-70005",
      "A uses TST-70003",
      "target GEN-104; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-70005[GEN-104 GEN-204]"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-70004"]);
    const other = run(
      "turn A | A: GEN-103, hand TST-70003, memory 3 | B: GEN-104 GEN-204 TST-70004, hand TST-70005",
      "A uses TST-70003",
      "target GEN-204; yes",
    );
    expect(other.final.areas.B!.battle).toEqual(["TST-70005[GEN-104 GEN-204]"]);
  });
});
