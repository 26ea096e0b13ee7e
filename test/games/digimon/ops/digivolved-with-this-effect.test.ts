/**
 * "The Digimon that digivolved with this effect gets +2000 DP for the turn": the change goes to the
 * Digimon the effect's digivolution made, and to nothing when the player declined to digivolve.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-83201",
    "[Main] 1 of your [Kid Test] may digivolve into [Big Test] in the hand for the digivolution cost, ignoring its level. The Digimon that digivolved with this effect gets +2000 DP for the turn.",
    tamerOf("Red"),
  ),
  testCard("TST-83202", "", { name: "Kid Test" }),
  testCard("TST-83203", "", {
    name: "Big Test",
    level: 6,
    dp: 9000,
    digivolve: [{ level: 5, color: "Red", cost: 1 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.A?.find((d) => d.card.startsWith(card))?.dp;

describe("the Digimon that digivolved with this effect", () => {
  it("gets the change once it digivolved", () => {
    const t = run(
      "turn A | A: TST-83201 TST-83202, hand TST-83203, memory 3",
      "A activates TST-83201",
      "target TST-83203",
    );
    expect(dpOf(t, "TST-83203")).toBe(11000);
  });

  it("is no Digimon when the player declined", () => {
    const t = run(
      "turn A | A: TST-83201 TST-83202, hand TST-83203, memory 3",
      "A activates TST-83201",
      "skip",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83201", "TST-83202"]);
    expect(dpOf(t, "TST-83202")).toBe(3000);
  });
});
