/**
 * "Choose 1 of your opponent's highest play cost Digimon and delete all of their other Digimon": the
 * chosen one stays, the opponent's others are deleted, the player's own stay; a Digimon with no play
 * cost can't be chosen as the highest. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-73080",
    "[On Play] Choose 1 of your opponent's highest play cost Digimon and delete all of their other Digimon.",
  ),
  testCard("TST-73081", "", { playCost: 7 }),
  testCard("TST-73082", "", { playCost: 3 }),
  testCard("TST-73083", "", { playCost: undefined }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (b: string) =>
  resolveDigimon(
    {
      board: `turn A | A: GEN-103, hand TST-73080, memory 5 | B: ${b}`,
      action: "A plays TST-73080",
      choices: "",
    },
    registry,
  ).trace;

describe("keeping one of the opponent's Digimon and deleting their others", () => {
  it("the highest play cost one stays; the player's own Digimon stay", () => {
    const t = run("TST-73081 TST-73082");
    expect(t.final.areas.B!.battle).toEqual(["TST-73081"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-73080"]);
  });

  it("a Digimon with no play cost can't be chosen, so it is deleted", () => {
    const t = run("TST-73083");
    expect(t.final.areas.B!.battle ?? []).toEqual([]);
  });
});
