/**
 * "Trash the top cards of your opponent's security stack so that it has 1 card left", "... of both
 * players' security stacks so that they have 1 card left": top cards go until that many are left;
 * a stack with no more than that keeps all. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-74043",
    "[Main] Trash the top cards of your opponent's security stack so that it has 1 card left.",
    {
      colors: ["Red"],
      playCost: 0,
    },
  ),
  testOption(
    "TST-74044",
    "[Main] Trash the top cards of both players' security stacks so that they have 1 card left.",
    { colors: ["Red"], playCost: 0 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("security stacks trashed down to a number of cards", () => {
  it("the opponent's stack keeps its bottom card", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-74043 | B: security GEN-103 GEN-203 GEN-105",
      "A uses TST-74043",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-105"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103", "GEN-203"]);
  });

  it("a stack already that small keeps all", () => {
    const t = run("turn A | A: GEN-104, hand TST-74043 | B: security GEN-105", "A uses TST-74043");
    expect(t.final.areas.B!.security).toEqual(["GEN-105"]);
  });

  it("both players' stacks", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-74044, security GEN-303 GEN-503 | B: security GEN-103 GEN-203 GEN-105",
      "A uses TST-74044",
    );
    expect(t.final.areas.A!.security).toEqual(["GEN-503"]);
    expect(t.final.areas.B!.security).toEqual(["GEN-105"]);
  });
});
