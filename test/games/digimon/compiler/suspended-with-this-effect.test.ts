/**
 * "Your opponent's cards suspended with this effect can't unsuspend until the end of their next
 * turn": the cards this effect suspended, named again (15-8-2); and "... and it attacks your
 * opponent's Digimon" after unsuspending one's own Digimon: that Digimon attacks (11-2-8-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-86041",
    "[Main] Suspend 1 of your opponent's Digimon or Tamers. Your opponent's cards suspended with this effect can't unsuspend until the end of their next turn.",
  ),
  testCard("TST-86042", "[On Play] Unsuspend 1 of your opponent's Digimon.", { playCost: 0 }),
  testOption(
    "TST-86043",
    "[Main] Suspend 1 of your opponent's Digimon. Then, you may unsuspend 1 of your Digimon, and it attacks your opponent's Digimon.",
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'cards suspended with this effect can't unsuspend'", () => {
  it("keeps the suspended Digimon from being unsuspended by an effect", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-86041 TST-86042, memory 5 | B: GEN-203 GEN-204",
      "A uses TST-86041; A plays TST-86042",
      "target GEN-204; target GEN-204",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204(sus)"]);
  });

  it("is needed: a Digimon suspended otherwise is unsuspended", () => {
    const t = go(
      "turn A | A: hand TST-86042, memory 5 | B: GEN-203 GEN-204(sus)",
      "A plays TST-86042",
      "target GEN-204",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204"]);
  });
});

describe("'you may unsuspend 1 of your Digimon, and it attacks your opponent's Digimon'", () => {
  it("the unsuspended Digimon attacks the Digimon just suspended", () => {
    const t = go(
      "turn A | A: GEN-105(sus), hand TST-86043 | B: GEN-104",
      "A uses TST-86043",
      "target GEN-104, yes, target GEN-105, target GEN-104",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });
});
