/**
 * "by returning 2 cards ... from your trash to the top or bottom of the deck": the player picks
 * the cards, then the end of the deck they go to.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-731",
    "When this card would be played, by returning 2 cards with [Pebble] in their names from your trash to the top or bottom of the deck, reduce the play cost by 4.",
    { level: 5, dp: 7000, playCost: 6 },
  ),
  testCard("TST-732", "", { name: "Pebble Ash" }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const board = "turn A | A: hand TST-731, trash TST-732 TST-732 GEN-103, deck GEN-104, memory 6";

describe("cards returned to the top or the bottom of the deck", () => {
  it("goes on top when the player says so, and reduces the play cost", () => {
    const t = run(board, "A plays TST-731", "yes; yes");
    expect(t.final.areas.A!.deck).toEqual(["TST-732", "TST-732", "GEN-104"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("goes to the bottom otherwise", () => {
    const t = run(board, "A plays TST-731", "yes; no");
    expect(t.final.areas.A!.deck).toEqual(["GEN-104", "TST-732", "TST-732"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("can't be paid with one such card only", () => {
    const t = run("turn A | A: hand TST-731, trash TST-732, memory 6", "A plays TST-731");
    expect(t.final.areas.A!.trash).toEqual(["TST-732"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
