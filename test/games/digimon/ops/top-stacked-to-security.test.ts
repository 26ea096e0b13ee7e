/**
 * "[End of All Turns] Place this Digimon's top stacked card as the top security card": the top card
 * goes face down on top of the security stack and the card under it is the Digimon now (4-7-6);
 * a lone card is no stacked cards, so it stays (4-7-2). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74021",
    "[End of All Turns] Place this Digimon's top stacked card as the top security card.",
    {
      level: 5,
      dp: 8000,
    },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("this Digimon's top stacked card as the top security card", () => {
  it("moves the top card face down onto the security stack; the Digimon stays, still suspended", () => {
    const t = run("turn A | A: TST-74021(sus)[GEN-104], security GEN-203 | B: GEN-203", "A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104(sus)"]);
    expect(t.final.areas.A!.security).toEqual(["TST-74021", "GEN-203"]);
  });

  it("a lone card has no stacked cards: nothing moves (4-7-2)", () => {
    const t = run("turn A | A: TST-74021, security GEN-203 | B: GEN-203", "A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-74021"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-203"]);
  });
});
