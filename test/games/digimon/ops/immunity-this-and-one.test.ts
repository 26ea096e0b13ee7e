/**
 * "their Digimon's effects don't affect this Digimon and 1 of your Digimon with [X] in its name":
 * the immunity (15-15-5) is for this Digimon and for the one chosen, for the duration.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-93022",
    "[On Play] Until your opponent's turn ends, their Digimon's effects don't affect this Digimon and 1 of your Digimon with [Wolfmon] in its name.",
    { level: 5, dp: 7000, playCost: 0 },
  ),
  testCard("TST-93023", "", { name: "Wolfmon", level: 4, dp: 4000 }),
  testCard("TST-93024", "[On Play] Delete all of your opponent's Digimon.", {
    level: 5,
    dp: 7000,
    playCost: 0,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("an immunity for this Digimon and 1 other", () => {
  it("keeps both from the opponent's Digimon's effects, not a third", () => {
    const t = run(
      "turn A | A: TST-93023 GEN-103, hand TST-93022, memory 3 | B: hand TST-93024",
      "A plays TST-93022; A passes; B starts the turn; B plays TST-93024",
      "target TST-93023",
    );
    expect(t.final.areas.A!.battle).toEqual(expect.arrayContaining(["TST-93022", "TST-93023"]));
    expect(t.final.areas.A!.battle).not.toContain("GEN-103");
  });
});
