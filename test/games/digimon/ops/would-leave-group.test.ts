/**
 * "When any of your other Digimon would leave ..., by returning this Digimon to the hand, they don't
 * leave": an immediate-type effect (15-8-5) whose cost is its own Digimon, and whose one activation
 * keeps every Digimon it covers that would leave at that moment (official Q&A on such cards: it
 * affects them all without choosing). One that keeps "it" keeps only the Digimon it activated for.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-821",
    "[All Turns] When any of your other Digimon would leave the battle area by your opponent's effects, by returning this Digimon to the hand, they don't leave.",
    { level: 5, dp: 9000 },
  ),
  testCard(
    "TST-822",
    "[All Turns] When one of your other Digimon would leave the battle area by your opponent's effects, by returning this Digimon to the hand, prevent it from leaving.",
    { level: 5, dp: 9000 },
  ),
  testCard("TST-823", "[On Play] Delete all of your opponent's Digimon with 4000 DP or less.", { level: 6 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (guard: string) =>
  resolveDigimon(
    {
      board: `turn B | A: ${guard} GEN-103#a GEN-203#b | B: hand TST-823, memory 3`,
      action: "B plays TST-823",
      choices: "yes",
    },
    registry,
  ).trace;

describe("a 'would leave' effect that keeps a group (15-8-5)", () => {
  it("pays with its own Digimon, not with the one leaving", () => {
    const t = run("TST-822");
    expect(t.final.areas.A!.hand).toEqual(["TST-822"]);
  });

  it("keeps every Digimon it covers leaving at the same moment ('they don't leave')", () => {
    const t = run("TST-821");
    expect(t.final.areas.A).toMatchObject({
      battle: ["GEN-103#a", "GEN-203#b"],
      hand: ["TST-821"],
      trash: [],
    });
  });

  it("keeps only the one it activated for when the text says 'it'", () => {
    const t = run("TST-822");
    expect(t.final.areas.A!.battle).toHaveLength(1);
    expect(t.final.areas.A!.trash).toHaveLength(1);
  });
});
