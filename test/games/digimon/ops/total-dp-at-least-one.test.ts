/**
 * "Choose any number of your opponent's Digimon whose total DP adds up to 8000 or less and delete
 * them": as few as the player likes, but at least 1 when one fits (official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-76012",
    "[On Play] Choose any number of your opponent's Digimon whose total DP adds up to 8000 or less and delete them.",
    { playCost: 3 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("a deletion up to a total DP", () => {
  it("can't choose none while a Digimon fits", () => {
    const t = resolveDigimon(
      { board: "turn A | A: memory 5 | B: GEN-104 GEN-105", action: "A plays TST-76012", choices: "skip" },
      registry,
    ).trace;
    expect(t.final.areas.B?.trash?.length).toBe(1);
  });
});
