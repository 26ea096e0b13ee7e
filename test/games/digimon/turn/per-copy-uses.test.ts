/**
 * Inherited effects count per copy of a card (15-14-1-3): two copies under one Digimon trigger
 * apart, and an inherited [Once Per Turn] used this turn stays used when its Digimon digivolves
 * (the count resets only on a new turn or a new card, 15-14-1-5).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

function inheritedCard(code: string, text: string): CardDef {
  const read = compileText(text, { code, part: "inherited" });
  expect(read.unread).toEqual([]);
  return testCard(code, "", { inherited: read.abilities });
}

const CARDS: CardDef[] = [
  inheritedCard("TST-75001", "[When Attacking] Delete 1 of your opponent's Digimon with 3000 DP or less."),
  inheritedCard(
    "TST-75002",
    "[Your Turn] [Once Per Turn] When you use an Option card, 1 of your opponent's Digimon gets -1000 DP for the turn.",
  ),
  testOption("TST-75003", "[Main] Gain 1 memory."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const activations = (t: ReturnType<typeof run>, card: string) =>
  t.steps.filter((s) => s.kind === "activate" && s.card === card);

describe("inherited effects counted per copy of a card", () => {
  it("triggers both copies of the same inherited effect under one Digimon", () => {
    const t = run(
      "turn A | A: GEN-105[TST-75001 TST-75001#b], memory 3 | B: GEN-303 GEN-203, security 2",
      "A attacks B with GEN-105",
      "target GEN-303; target GEN-203",
    );
    expect(activations(t, "TST-75001")).toHaveLength(2);
    expect(t.final.areas.B?.battle ?? []).toEqual([]);
  });

  it("keeps an inherited [Once Per Turn] spent after its Digimon digivolves", () => {
    const t = run(
      "turn A | A: GEN-104[TST-75002], hand TST-75003 TST-75003#b GEN-105, memory 5, deck GEN-303 | B: GEN-106",
      "A uses TST-75003; A digivolves GEN-104 into GEN-105; A uses TST-75003#b",
    );
    expect(activations(t, "TST-75002")).toHaveLength(1);
  });
});
