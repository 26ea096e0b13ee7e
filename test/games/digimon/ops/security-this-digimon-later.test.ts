/**
 * "[Security] (At the end of the battle,) play this card without paying the cost. At turn end,
 * delete this Digimon.": "At turn end" is "at the end of the turn" (18-1), and "this Digimon" is
 * the card the effect played, deleted when the turn ends (official Q&A). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74009",
    "",
    { level: 5, dp: 11000 },
    "[Security] At the end of the battle, play this card without paying the cost. At turn end, delete this Digimon.",
  ),
  testCard(
    "TST-74010",
    "",
    { level: 5, dp: 11000 },
    "[Security] Play this card without paying the cost. At turn end, delete this Digimon.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("a Security Digimon that plays itself and is deleted at turn end", () => {
  it("is played at the end of its battle and stays until the turn ends", () => {
    const t = run("turn B | A: security TST-74009 GEN-203 | B: GEN-105", "B attacks A with GEN-105");
    expect(t.final.areas.A!.battle).toEqual(["TST-74009"]);
  });

  it("is deleted at the end of that turn", () => {
    const t = run(
      "turn B | A: security TST-74009 GEN-203 | B: GEN-105",
      "B attacks A with GEN-105; B ends the turn",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["TST-74009"]);
  });

  it("played at once by its effect, it is deleted at the end of the turn too", () => {
    const t = run(
      "turn B | A: security TST-74010 GEN-203 | B: GEN-105",
      "B attacks A with GEN-105; B ends the turn",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["TST-74010"]);
  });
});
