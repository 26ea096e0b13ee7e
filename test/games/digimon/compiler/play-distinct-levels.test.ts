/**
 * "This effect can't play cards of the same level": a sentence that limits the play before it;
 * once a card is played, no card of its level can be played by the same effect.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-961",
    "[On Play] You may play 2 level 4 or lower Digimon cards from your trash without paying the costs. This effect can't play cards of the same level.",
  ),
  testCard(
    "TST-962",
    "[On Play] You may play 2 level 4 or lower Digimon cards from your trash without paying the costs.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a play limited to cards of different levels", () => {
  it("skips the cards of a level already played", () => {
    const t = resolve(
      "turn A | A: hand TST-961, trash GEN-103 GEN-203, memory 3 | B: GEN-206",
      "A plays TST-961",
      "target GEN-103",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-961", "GEN-103"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-203"]);
    const mixed = resolve(
      "turn A | A: hand TST-961, trash GEN-103 GEN-203 GEN-104, memory 3 | B: GEN-206",
      "A plays TST-961",
      "target GEN-103; target GEN-104",
    );
    expect(mixed.final.areas.A!.battle).toEqual(["TST-961", "GEN-103", "GEN-104"]);
    const free = resolve(
      "turn A | A: hand TST-962, trash GEN-103 GEN-203, memory 3 | B: GEN-206",
      "A plays TST-962",
      "target GEN-103; target GEN-203",
    );
    expect(free.final.areas.A!.battle).toEqual(["TST-962", "GEN-103", "GEN-203"]);
  });
});
