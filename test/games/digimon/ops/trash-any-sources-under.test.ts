/**
 * "If DNA digivolving, trash any 3 digivolution cards under your opponent's Digimon": after a
 * trigger on a digivolution, only when it was a DNA one; any 3 from among all of their Digimon.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-71100",
    "[Your Turn] When one of your Digimon digivolves into a blue Digimon, by suspending this Tamer, gain 1 memory. If DNA digivolving, trash any 3 digivolution cards under your opponent's Digimon.",
    tamerOf("Blue"),
  ),
  testOption("TST-71101", "[Main] 2 of your Digimon may DNA digivolve into a Digimon card in your hand."),
  testCard("TST-71102", "", {
    level: 5,
    dp: 9000,
    colors: ["Blue"],
    dna: {
      parts: [
        { level: 4, color: "Red" },
        { level: 4, color: "Yellow" },
      ],
      cost: 0,
    },
    digivolve: [{ level: 4, color: "Red", cost: 1 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const THEM = "B: GEN-105[GEN-104 GEN-103] GEN-205[GEN-204]";

describe("trash any N digivolution cards under your opponent's Digimon", () => {
  it("trashes 3 from among their Digimon after a DNA digivolution", () => {
    const t = run(
      `turn A | A: TST-71100 GEN-104 GEN-204, hand TST-71101 TST-71102, deck GEN-303, memory 3 | ${THEM}`,
      "A uses TST-71101",
      "yes; yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105", "GEN-205"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("trashes none after a plain digivolution", () => {
    const t = run(
      `turn A | A: TST-71100 GEN-104, hand TST-71102, deck GEN-303, memory 3 | ${THEM}`,
      "A digivolves GEN-104 into TST-71102",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105[GEN-104 GEN-103]", "GEN-205[GEN-204]"]);
  });
});
