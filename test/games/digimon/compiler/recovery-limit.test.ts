/**
 * "This effect can't increase the number of cards in your security stack to 6 or more": a cap
 * on the <Recovery> before it (16-6); what would go beyond it stays in the deck.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CAPPED =
  "[On Play] For each of your opponent's Digimon with no digivolution cards, <Recovery +1 (Deck)>. This effect can't increase the number of cards in your security stack to 6 or more.";
const CARDS = [
  testCard("TST-971", CAPPED),
  testCard(
    "TST-972",
    "[On Play] For each of your opponent's Digimon with no digivolution cards, <Recovery +1 (Deck)>.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "" }, registry).trace;

const SIDE_B = "B: GEN-203 GEN-204 GEN-205";

describe("a <Recovery> capped by the size of the security stack", () => {
  it("places cards only up to the cap", () => {
    const t = resolve(
      `turn A | A: hand TST-971, memory 3, security GEN-103 GEN-103 GEN-103 GEN-103, deck GEN-104 GEN-105 GEN-106 | ${SIDE_B}`,
      "A plays TST-971",
    );
    expect(t.final.areas.A!.security).toHaveLength(5);
    expect(t.final.areas.A!.deck).toHaveLength(2);
    const room = resolve(
      `turn A | A: hand TST-971, memory 3, security GEN-103, deck GEN-104 GEN-105 GEN-106 | ${SIDE_B}`,
      "A plays TST-971",
    );
    expect(room.final.areas.A!.security).toHaveLength(4);
    const free = resolve(
      `turn A | A: hand TST-972, memory 3, security GEN-103 GEN-103 GEN-103 GEN-103, deck GEN-104 GEN-105 GEN-106 | ${SIDE_B}`,
      "A plays TST-972",
    );
    expect(free.final.areas.A!.security).toHaveLength(7);
  });
});
