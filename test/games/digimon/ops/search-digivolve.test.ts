/**
 * "Search your security stack. This Digimon may digivolve into a red Digimon card among them
 * without paying the cost.": a digivolution (8-1-2) into a security card, which leaves the stack.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-83501",
    "[Main] Search your security stack. This Digimon may digivolve into a red Digimon card among them without paying the cost. Then, shuffle your security stack.",
    { level: 4 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("digivolving into a card of the searched security stack", () => {
  it("takes the card from the stack onto this Digimon", () => {
    const t = run(
      "turn A | A: TST-83501, security GEN-105 GEN-203, memory 2",
      "A activates TST-83501",
      "target GEN-105",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-105[TST-83501]"]);
    expect(t.final.areas.A!.security).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("may take none", () => {
    const t = run(
      "turn A | A: TST-83501, security GEN-105 GEN-203, memory 2",
      "A activates TST-83501",
      "skip",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83501"]);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });
});
