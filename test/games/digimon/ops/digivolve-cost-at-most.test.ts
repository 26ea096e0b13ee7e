/**
 * "digivolve 1 of your Digimon into a Digimon card in your hand that can digivolve for a
 * digivolution cost of 3 or less": only a card whose requirement onto that Digimon costs 3 or less
 * as printed (official Q&A: reductions don't count, a costlier requirement of the same card can't be used).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-83401",
    "[Main] You may digivolve 1 of your Digimon into a Digimon card in your hand that can digivolve for a digivolution cost of 3 or less without paying its digivolution cost.",
    tamerOf("Red"),
  ),
  testCard("TST-83402", "", { level: 4, digivolve: [{ level: 3, color: "Red", cost: 4 }] }),
  testCard("TST-83403", "", { level: 4, digivolve: [{ level: 3, color: "Red", cost: 3 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a digivolution limited to a requirement cost of 3 or less", () => {
  it("takes a card whose requirement costs 3, for free", () => {
    const t = run(
      "turn A | A: TST-83401 GEN-103, hand TST-83402 TST-83403, memory 2",
      "A activates TST-83401",
      "yes; target TST-83403",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83401", "TST-83403[GEN-103]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("can't take a card whose requirement costs 4", () => {
    const t = run("turn A | A: TST-83401 GEN-103, hand TST-83402, memory 2", "A activates TST-83401", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-83401", "GEN-103"]);
  });
});
