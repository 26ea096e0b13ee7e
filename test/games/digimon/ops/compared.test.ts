/**
 * A maximum taken from what the effect moved or played before: "delete 1 of your opponent's
 * Digimon whose level is less than or equal to the trashed card", "... with a level less than or
 * equal to the deleted Digimon's level", "... with a play cost less than or equal to the Digimon
 * you played". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-1681",
    "[Main] By trashing 1 Digimon card in your hand, delete 1 of your opponent's Digimon whose level is less than or equal to the trashed card.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
  testCard(
    "TST-1682",
    "[On Play] By deleting 1 of your other Digimon, delete 1 of your opponent's Digimon with a level less than or equal to the deleted Digimon's level.",
  ),
  testCard(
    "TST-1683",
    "[On Play] You may play 1 [Test TST-1684] from your hand without paying the cost. If you do, delete 1 of your opponent's Digimon with a play cost less than or equal to the Digimon you played.",
  ),
  testCard("TST-1684", "", { level: 4, playCost: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a maximum taken from the card the effect moved before", () => {
  it("the trashed card's level: a level 4 card deletes a level 4 Digimon", () => {
    const t = run("turn A | A: TST-1681, hand GEN-104 | B: GEN-104", "A activates TST-1681", "yes");
    expect(t.final.areas.B!.battle ?? []).toEqual([]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("a level 3 card does not delete a level 4 Digimon", () => {
    const t = run("turn A | A: TST-1681, hand GEN-103 | B: GEN-104", "A activates TST-1681", "yes");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
  });

  it("the deleted Digimon's level", () => {
    const same = run("turn A | A: GEN-105, hand TST-1682, memory 3 | B: GEN-105", "A plays TST-1682", "yes");
    expect(same.final.areas.A!.battle).toEqual(["TST-1682"]);
    expect(same.final.areas.B!.battle ?? []).toEqual([]);
    const higher = run(
      "turn A | A: GEN-105, hand TST-1682, memory 3 | B: GEN-106",
      "A plays TST-1682",
      "yes",
    );
    expect(higher.final.areas.A!.battle).toEqual(["TST-1682"]);
    expect(higher.final.areas.B!.battle).toEqual(["GEN-106"]);
  });

  it("the played Digimon's play cost", () => {
    const t = run(
      "turn A | A: hand TST-1683 TST-1684, memory 3 | B: TST-1684 GEN-106",
      "A plays TST-1683",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1683", "TST-1684"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-106"]);
  });
});
