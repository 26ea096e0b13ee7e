/**
 * "While you have 2 or fewer security cards or 3 or more [X] trait Tamers with different names":
 * only Tamers of different names count towards the 3, and "3 or more" after "or" is the same
 * player's (the one who has the security cards). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-73001",
    "[Your Turn] While you have 2 or fewer security cards or 3 or more [Vz] trait Tamers with different names, this Digimon may digivolve into [Test TST-73002] in the hand for a digivolution cost of 4, ignoring digivolution requirements.",
  ),
  testCard("TST-73002", "", { level: 6, dp: 12000, playCost: 12 }),
  testCard("TST-73003", "", { ...tamerOf("Red"), traits: ["Vz"] }),
  testCard("TST-73004", "", { ...tamerOf("Red"), traits: ["Vz"] }),
  testCard("TST-73005", "", { ...tamerOf("Red"), traits: ["Vz"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A digivolves TST-73001 into TST-73002", choices: "" }, registry).trace;

describe("a count of Tamers with different names", () => {
  it("3 Tamers with different names open the route", () => {
    const t = run(
      "turn A | A: TST-73001 TST-73003 TST-73004 TST-73005, hand TST-73002, security 5, memory 4, deck 3 | B: GEN-203",
    );
    expect(t.final.areas.A!.battle).toContain("TST-73002[TST-73001]");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("3 Tamers sharing a name count as 1 and keep it closed", () => {
    expect(() =>
      run(
        "turn A | A: TST-73001 TST-73003 TST-73003 TST-73003, hand TST-73002, security 5, memory 4, deck 3 | B: GEN-203",
      ),
    ).toThrow(/requirements/);
  });

  it("2 or fewer security cards open it on their own", () => {
    const t = run("turn A | A: TST-73001, hand TST-73002, security 2, memory 4, deck 3 | B: GEN-203");
    expect(t.final.areas.A!.battle).toEqual(["TST-73002[TST-73001]"]);
  });
});
