/**
 * Effects on both players in the words cards use: "Both players <Draw 1>", "Both players draw
 * the top card of their decks", "Both players trash the top 2 cards of their decks", "Trash the
 * top card of both players' security stacks". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-9601", "[On Play] Both players <Draw 1>"),
  testCard("TST-9602", "[On Play] Both players draw the top card of their decks."),
  testCard("TST-9603", "[On Play] Both players trash the top 2 cards of their decks."),
  testCard("TST-9604", "[On Play] Trash the top card of both players' security stacks."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (code: string) =>
  resolveDigimon(
    {
      board: `turn A | A: GEN-103, hand ${code}, deck 3, security 2, memory 3 | B: GEN-103, deck 3, security 2`,
      action: `A plays ${code}`,
      choices: "",
    },
    registry,
  ).trace.final.areas;

describe("both players", () => {
  it("draw a card each, however the text says it", () => {
    for (const code of ["TST-9601", "TST-9602"]) {
      const areas = run(code);
      expect(areas.A).toMatchObject({ hand: ["?"], deck: ["?", "?"] });
      expect(areas.B).toMatchObject({ hand: ["?"], deck: ["?", "?"] });
    }
  });

  it("trash the top cards of their decks", () => {
    const areas = run("TST-9603");
    expect(areas.A).toMatchObject({ deck: ["?"], trash: ["?", "?"] });
    expect(areas.B).toMatchObject({ deck: ["?"], trash: ["?", "?"] });
  });

  it("lose the top card of their security stacks", () => {
    const areas = run("TST-9604");
    expect(areas.A!.security).toHaveLength(1);
    expect(areas.B!.security).toHaveLength(1);
  });
});
