/**
 * "[All Turns][Once Per Turn] If this Digimon is deleted, ...": an older printing the official Q&A
 * (Q2212) restates as "When this Digimon would be deleted", an immediate-type effect (15-8-5) that
 * runs while the Digimon is still in the battle area. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const IF_DELETED =
  "[All Turns][Once Per Turn] If this Digimon is deleted, trash the top card of your opponent's security stack.";
const CARDS: CardDef[] = [
  testCard("TST-74003", IF_DELETED, { level: 6, dp: 12000 }),
  testCard("TST-74004", "[On Play] Delete 1 of your opponent's Digimon.", { level: 4, playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'If this Digimon is deleted' as 'would be deleted'", () => {
  it("reads as an immediate-type effect on this Digimon's deletion", () => {
    const [a] = compileText(IF_DELETED, { code: "TST-74003" }).abilities;
    expect(a).toMatchObject({
      category: "immediate",
      would: { on: "leave", deletion: true, subject: "this" },
    });
  });

  it("trashes the opponent's top security card as an effect deletes it, and the Digimon is still deleted", () => {
    const t = run(
      "turn B | A: TST-74003[GEN-104] | B: hand TST-74004, memory 5, security GEN-103 GEN-105",
      "B plays TST-74004",
    );
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-74003", "GEN-104"]));
    expect(t.final.areas.B!.security).toEqual(["GEN-105"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
  });
});
