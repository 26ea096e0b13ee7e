/**
 * "Then, 2 of your Digimon may DNA digivolve ... If this effect DNA digivolved, gain 3 memory.":
 * the last sentence applies only when this same effect made a DNA digivolution (8-2-3).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { redYellowDnaCard, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-898",
    "[Main] 2 of your Digimon may DNA digivolve into a Digimon card in your hand. If this effect DNA digivolved, gain 3 memory.",
    { category: "Option", level: undefined, dp: undefined, playCost: 0 },
  ),
  redYellowDnaCard("TST-899", 1),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A uses TST-898", choices: "" }, registry).trace;

describe("'If this effect DNA digivolved'", () => {
  it("gains the memory after the effect's DNA digivolution", () => {
    const t = run("turn A | A: GEN-104 GEN-204, hand TST-898 TST-899, deck GEN-303, memory 3");
    expect(t.final.areas.A!.battle).toEqual(["TST-899[GEN-104 GEN-204]"]);
    // 3 - 1 (DNA cost) + 3.
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("gains nothing when no DNA digivolution was made", () => {
    const t = run("turn A | A: GEN-104, hand TST-898 TST-899, deck GEN-303, memory 3");
    expect(t.final.areas.A!.hand).toContain("TST-899");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
