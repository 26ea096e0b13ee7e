/**
 * Placing a card "under your Tamers" (under one of them, the player's pick) and the cost "placing
 * the top card of this Digimon with the [X]/[Y] trait as this Digimon's bottom digivolution card"
 * (the Digimon must have one of the traits; a single card has no stacked cards, 4-7-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-871", "", tamer),
  testCard("TST-872", "", { traits: ["Beta"] }),
  testCard(
    "TST-873",
    "[On Play] Place 1 Digimon card with the [Alpha]/[Beta] trait from your hand or trash under your Tamers.",
    { playCost: 1 },
  ),
  testCard(
    "TST-874",
    "[Main] [Once Per Turn] By placing the top card of this Digimon with the [Alpha]/[Beta] trait as this Digimon's bottom digivolution card, gain 2 memory.",
    { level: 4, traits: ["Beta"] },
  ),
  testCard(
    "TST-875",
    "[Main] [Once Per Turn] By placing the top card of this Digimon with the [Alpha]/[Beta] trait as this Digimon's bottom digivolution card, gain 2 memory.",
    { level: 4, traits: ["Gamma"] },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("placing a card under your Tamers", () => {
  it("places a card of either trait from the trash under the Tamer", () => {
    const t = run("turn A | A: TST-871, hand TST-873, trash TST-872 GEN-103, memory 3", "A plays TST-873");
    expect(t.final.areas.A!.battle).toEqual(["TST-871[TST-872]", "TST-873"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
  });

  it("places nothing without a card of those traits", () => {
    const t = run("turn A | A: TST-871, hand TST-873, trash GEN-103, memory 3", "A plays TST-873");
    expect(t.final.areas.A!.battle).toEqual(["TST-871", "TST-873"]);
  });
});

describe("the top card of this Digimon with a trait placed as its bottom digivolution card", () => {
  it("moves the top card under the stack and gains the memory", () => {
    const t = run("turn A | A: TST-874[GEN-106], memory 0", "A activates TST-874");
    expect(t.final.areas.A!.battle).toEqual(["GEN-106[TST-874]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("cannot be paid by a Digimon without either trait", () => {
    expect(() => run("turn A | A: TST-875[GEN-106], memory 0", "A activates TST-875")).toThrow(
      /does not match/,
    );
  });
});
