/**
 * <Overclock>: "by deleting 1 of your Tokens or 1 of your other specified Digimon" (16-34-1): a
 * Token qualifies whatever its traits (official Q&A on EX7-030).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-87020", "<Overclock ([Puppet] trait)>", { level: 6, dp: 12000 }),
  testCard("TST-87021", "[On Play] Play 1 [Imp] Token (Digimon/Purple/2000 DP)."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("<Overclock> with a Token", () => {
  it("deletes the Token, which has no trait, and attacks the player", () => {
    const t = run("turn A | A: TST-87020, memory 3 | B: security 2", "A plays TST-87021; A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-87020", "TST-87021"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});
