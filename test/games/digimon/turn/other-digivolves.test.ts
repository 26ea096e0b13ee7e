/**
 * "When your other Digimon digivolve": the Digimon with the effect digivolving (into the card
 * that has it) is not one of the others; another of the player's Digimon digivolving is.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-95010", "[Your Turn] When your other Digimon digivolve, gain 1 memory.", {
    level: 4,
    dp: 5000,
    digivolve: [{ level: 3, color: "Red", cost: 2 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'when your other Digimon digivolve'", () => {
  it("does not trigger when the Digimon digivolves into the card that has it", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-95010, memory 5, deck 2 | B: GEN-104",
      "A digivolves GEN-103 into TST-95010",
    );
    expect(t.steps.some((s) => s.kind === "activate")).toBe(false);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("triggers when another of the player's Digimon digivolves", () => {
    const t = run(
      "turn A | A: TST-95010 GEN-103, hand GEN-104, memory 5, deck 2 | B: GEN-104#b",
      "A digivolves GEN-103 into GEN-104",
    );
    expect(t.steps.some((s) => s.kind === "activate" && s.text.includes("TST-95010"))).toBe(true);
  });
});
