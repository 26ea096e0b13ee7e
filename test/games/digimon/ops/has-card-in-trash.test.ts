/**
 * "If you have a blue or yellow Tamer in play, or if you have a card with the [X] trait in your
 * trash, ...": "you have a card with ... in your trash" is a card in the trash, not in play. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-74051",
    "[Main] If you have a blue Tamer in play, or if you have a card with the [Armor Form] trait in your trash, gain 2 memory.",
    { colors: ["Red"], playCost: 0 },
  ),
  testCard("TST-74052", "", { level: 4, dp: 5000, traits: ["Armor Form"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A uses TST-74051", choices: "" }, registry).trace;

describe("'you have a card with the [X] trait in your trash'", () => {
  it("holds with such a card in the trash", () => {
    const t = run("turn A | A: GEN-104, hand TST-74051, trash TST-74052, memory 0 | B: GEN-203");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("not with it in play", () => {
    const t = run("turn A | A: GEN-104 TST-74052, hand TST-74051, memory 0 | B: GEN-203");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
