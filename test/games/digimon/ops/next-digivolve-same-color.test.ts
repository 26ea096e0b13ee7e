/**
 * "The next time one of your Digimon digivolves this turn, you may trash 1 Digimon card in your hand
 * of the same color as the digivolving Digimon to reduce the memory cost of the digivolution by 4":
 * the card trashed must share a colour with the Digimon digivolving, not with the card it becomes
 * (official Q&A).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-89023",
    "[Main] The next time one of your Digimon digivolves this turn, you may trash 1 Digimon card in your hand of the same color as the digivolving Digimon to reduce the memory cost of the digivolution by 4.",
  ),
  testCard("TST-89024", "", {
    colors: ["White"],
    level: 4,
    dp: 5000,
    digivolve: [{ level: 3, color: "Red", cost: 5 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (hand: string) =>
  resolveDigimon(
    {
      board: `turn A | A: GEN-103, hand TST-89023 TST-89024 ${hand}, deck GEN-103#d, memory 6 | B: GEN-203`,
      action: "A uses TST-89023; A digivolves GEN-103 into TST-89024",
      choices: "",
    },
    registry,
  ).trace;

describe("a cost paid with a card of the digivolving Digimon's colour", () => {
  it("trashes a red card for a red Digimon becoming a white one, and reduces by 4", () => {
    const t = run("GEN-105");
    expect(t.final.areas.A!.trash).toEqual(["TST-89023", "GEN-105"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("can't trash a card of another colour", () => {
    const t = run("GEN-303");
    expect(t.final.areas.A!.hand).toContain("GEN-303");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});
