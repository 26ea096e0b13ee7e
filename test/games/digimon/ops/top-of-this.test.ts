/**
 * "Trash the top card of this Digimon", "trash this Digimon's top stacked card": the ability's own
 * Digimon loses its top card and the card under it becomes the Digimon, keeping its state (4-7-6);
 * a lone card is not stacked cards, so nothing is trashed (4-7-2). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-74001", "[End of Your Turn] Trash the top card of this Digimon and gain 1 memory.", {
    level: 5,
    dp: 9000,
  }),
  testCard(
    "TST-74002",
    "[End of Your Turn] If this Digimon is [Sleepy Beast], trash this Digimon's top stacked card.",
    { name: "Sleepy Beast", level: 5, dp: 9000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("the top card of this Digimon", () => {
  it("trashes the top card; the card under it is the Digimon now, still suspended (4-7-6)", () => {
    const t = run("turn A | A: TST-74001(sus)[GEN-104 GEN-103], memory 0 | B: GEN-203", "A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[GEN-103](sus)"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-74001"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("a Digimon of one card has no stacked cards: nothing is trashed (4-7-2)", () => {
    const t = run("turn A | A: TST-74001, memory 0 | B: GEN-203", "A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-74001"]);
    expect(t.final.areas.A!.trash).toEqual([]);
  });

  it("with a name condition: trashed only while this Digimon has that name", () => {
    const named = run("turn A | A: TST-74002[GEN-104], memory 0 | B: GEN-203", "A ends the turn");
    expect(named.final.areas.A!.battle).toEqual(["GEN-104"]);
    expect(named.final.areas.A!.trash).toEqual(["TST-74002"]);
  });
});
