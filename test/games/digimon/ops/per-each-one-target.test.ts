/**
 * "For each of your Tamers, trash the top 2 digivolution cards of 1 of your opponent's Digimon":
 * one Digimon is chosen and loses 2 cards for each thing counted, not a new choice each time.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-95020",
    "[On Play] For each of your Tamers, trash the top 2 digivolution cards of 1 of your opponent's Digimon.",
    { playCost: 3 },
  ),
  testCard("TST-95021", "", tamerOf("Red")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("'for each ..., trash the top N digivolution cards of 1 of your opponent's Digimon'", () => {
  it("trashes N for each from the one Digimon chosen", () => {
    const t = resolveDigimon(
      {
        board:
          "turn A | A: TST-95021#a TST-95021#b, hand TST-95020, memory 5 | B: GEN-106#a[GEN-105 GEN-104 GEN-103 GEN-103#b] GEN-106#b[GEN-105#b GEN-104#b]",
        action: "A plays TST-95020",
        choices: "target GEN-106#a; target GEN-106#b",
      },
      registry,
    ).trace;
    expect(t.final.areas.B!.battle).toEqual(["GEN-106#a", "GEN-106#b[GEN-105#b GEN-104#b]"]);
    expect(t.final.areas.B!.trash).toHaveLength(4);
  });
});
