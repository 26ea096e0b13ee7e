/**
 * An [On Deletion] effect a continuous effect gives (15-15-2, 15-16-4-1): what reaches the Digimon
 * is asked as it is deleted, before any card leaves, so the effect triggers even when the card
 * giving it is deleted at the same time (official Q&A), and not when nothing reached it then.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-93001",
    '[Opponent\'s Turn] All of your other Digimon with [Fairy] in their traits gain "[On Deletion] Gain 2 memory."',
    { level: 5, dp: 7000 },
  ),
  testCard("TST-93002", "", { traits: ["Fairy"] }),
  testOption("TST-93003", "[Main] Delete all of your opponent's Digimon."),
  testOption("TST-93004", "[Main] Delete 1 of your opponent's Digimon."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a granted [On Deletion] effect", () => {
  it("triggers when the Digimon and the card giving it are deleted at the same time", () => {
    const t = run(
      "turn B | A: TST-93001 TST-93002 | B: GEN-103, hand TST-93003, memory 3",
      "B uses TST-93003",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("triggers when only the Digimon reached is deleted", () => {
    const t = run(
      "turn B | A: TST-93001 TST-93002 | B: GEN-103, hand TST-93004, memory 3",
      "B uses TST-93004",
      "target TST-93002",
    );
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("does not trigger on a Digimon the effect does not reach", () => {
    const plain = run(
      "turn B | A: TST-93001 GEN-103 | B: GEN-103, hand TST-93003, memory 3",
      "B uses TST-93003",
    );
    expect(plain.final.memory).toEqual({ player: "B", value: 3 });
  });
});
