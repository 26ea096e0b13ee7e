/**
 * "Players can't ignore digivolution requirements" forbids ignoring them in part: a digivolution
 * "ignoring its level" can't be made while it applies.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-95030",
    "[Main] 1 of your Digimon may digivolve into a Digimon card in your hand for its digivolution cost, ignoring its level.",
    tamerOf("Red"),
  ),
  testCard("TST-95031", "[All Turns] Players can't ignore digivolution requirements."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A activates TST-95030", choices: "" }, registry).trace;

describe("'ignoring its level' under 'players can't ignore digivolution requirements'", () => {
  it("digivolves a level 3 into a level 5 ignoring the level when nothing forbids it", () => {
    const t = run("turn A | A: TST-95030 GEN-103, hand GEN-105, memory 5, deck 2 | B: GEN-104");
    expect(t.final.areas.A!.battle).toContain("GEN-105[GEN-103]");
  });

  it("does not digivolve while an effect forbids ignoring requirements", () => {
    const t = run("turn A | A: TST-95030 GEN-103, hand GEN-105, memory 5, deck 2 | B: TST-95031");
    expect(t.final.areas.A!.battle).toContain("GEN-103");
    expect(t.final.areas.A!.hand).toEqual(["GEN-105"]);
  });
});
