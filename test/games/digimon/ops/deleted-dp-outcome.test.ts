/**
 * "If a Digimon with 7000 DP or more is deleted by this effect, ...": the DP the Digimon had on
 * the field right before the deletion (its last known information, 15-8-3-9-4).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-94060",
    "[Main] Delete 1 of your opponent's Digimon with the highest DP. If a Digimon with 7000 DP or more is deleted by this effect, trash the top card of your opponent's security stack.",
    { colors: ["Red"], playCost: 0 },
  ),
  testCard("TST-94061", "[Opponent's Turn] All of your Digimon get +2000 DP.", tamerOf("Yellow")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'If a Digimon with 7000 DP or more is deleted by this effect'", () => {
  it("a 7000 DP Digimon deleted: the security card is trashed", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94060, memory 3 | B: GEN-105, security GEN-303 GEN-503",
      "A uses TST-94060",
    );
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["GEN-105", "GEN-303"]));
    expect(t.final.areas.B!.security).toEqual(["GEN-503"]);
  });

  it("a 5000 DP Digimon deleted: nothing more", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94060, memory 3 | B: GEN-104, security GEN-303 GEN-503",
      "A uses TST-94060",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-303", "GEN-503"]);
  });

  it("its DP on the field counts, raised by another card's effect", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94060, memory 3 | B: GEN-104 TST-94061, security GEN-303 GEN-503",
      "A uses TST-94060",
    );
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["GEN-104", "GEN-303"]));
    expect(t.final.areas.B!.security).toEqual(["GEN-503"]);
  });
});
