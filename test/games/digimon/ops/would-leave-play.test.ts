/**
 * "When this Digimon would be deleted, by returning 1 black level 4 or lower Digimon card from this
 * Digimon's digivolution cards to its owner's hand, you may play 1 [X] from this Digimon's
 * digivolution cards without paying its memory cost": an immediate-type effect (15-8-5) that does
 * not keep the Digimon, run while its stack is still there.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-701",
    "[All Turns] When this Digimon would be deleted, by returning 1 black level 4 or lower Digimon card from this Digimon's digivolution cards to its owner's hand, you may play 1 [Skull Rider] from this Digimon's digivolution cards without paying its memory cost.",
    { level: 6, dp: 11000, colors: ["Black"] },
  ),
  testCard("TST-702", "", { name: "Skull Rider", level: 5, dp: 7000, playCost: 7, colors: ["Black"] }),
  testCard("TST-703", "[On Play] Delete 1 of your opponent's Digimon.", { level: 4, playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a would-be-deleted Digimon's cost, then a play from its digivolution cards", () => {
  it("returns the black card to the hand and plays the named one, and the Digimon is still deleted", () => {
    const t = run("turn B | A: TST-701[GEN-604 TST-702] | B: hand TST-703, memory 3", "B plays TST-703");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-702"], hand: ["GEN-604"], trash: ["TST-701"] });
  });

  it("can't pay without a black level 4 or lower card, so nothing is played", () => {
    const t = run("turn B | A: TST-701[GEN-104 TST-702] | B: hand TST-703, memory 3", "B plays TST-703");
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.hand).toEqual([]);
    expect([...(t.final.areas.A!.trash ?? [])].sort()).toEqual(["GEN-104", "TST-701", "TST-702"]);
  });

  it("lets its owner decline", () => {
    const t = run(
      "turn B | A: TST-701[GEN-604 TST-702] | B: hand TST-703, memory 3",
      "B plays TST-703",
      "TST-701: no",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.hand).toEqual([]);
  });
});
