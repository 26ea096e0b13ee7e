/**
 * "may digivolve into [X] in the hand for the digivolution cost, ignoring its level": a
 * requirement met but for its level will do, for that requirement's cost; its colour must still
 * be met (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-83101",
    "[Main] By suspending this Tamer, 1 of your [Kid Test] may digivolve into [Big Test] in the hand for the digivolution cost, ignoring its level.",
    tamerOf("Red"),
  ),
  testCard(
    "TST-83105",
    "[Main] Digivolve your [Kid Test] into 1 [Big Test] in your hand for its digivolution cost, ignoring its level. Then, if you have 1 or more security cards, delete that Digimon at the end of the turn.",
    tamerOf("Red"),
  ),
  testCard("TST-83102", "", { name: "Kid Test" }),
  testCard("TST-83103", "", { name: "Big Test", level: 6, digivolve: [{ level: 5, color: "Red", cost: 3 }] }),
  testCard("TST-83104", "", {
    name: "Big Test",
    level: 6,
    colors: ["Blue"],
    digivolve: [{ level: 5, color: "Blue", cost: 1 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("digivolving ignoring its level", () => {
  it("digivolves a level 3 Digimon by a level 5 requirement of its colour, for that cost", () => {
    const t = run(
      "turn A | A: TST-83101 TST-83102, hand TST-83103, memory 4",
      "A activates TST-83101",
      "yes; target TST-83103",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83101(sus)", "TST-83103[TST-83102]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("still needs the requirement's colour", () => {
    const t = run(
      "turn A | A: TST-83101 TST-83102, hand TST-83104, memory 4",
      "A activates TST-83101",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83101(sus)", "TST-83102"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-83104"]);
  });

  it("'Digivolve your [X] into 1 ...': one of them; 'delete that Digimon at the end of the turn': the one it made, if the condition held then", () => {
    const t = run(
      "turn A | A: TST-83105 TST-83102, hand TST-83103, memory 4, security 1",
      "A activates TST-83105; A ends the turn",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83105"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-83103", "TST-83102"]);
  });

  it("leaves the Digimon when the condition did not hold", () => {
    const t = run(
      "turn A | A: TST-83105 TST-83102, hand TST-83103, memory 4",
      "A activates TST-83105; A ends the turn",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83105", "TST-83103[TST-83102]"]);
  });
});
