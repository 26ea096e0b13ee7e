/**
 * "Reveal ... You may play ... among them ... Delete 1 of your opponent's Digimon ... for each
 * Digimon played with this effect. Trash the remaining cards.": the count sentence between the
 * picks and the rest counts what the picks played.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-94070",
    "[Main] Reveal the top 3 cards of your deck. You may play up to 2 level 3 Digimon cards among them without paying the costs. Delete 1 of your opponent's Digimon with a play cost of 6 or less for each Digimon played with this effect. Trash the remaining cards.",
    { colors: ["Red"], playCost: 0 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const BOARD =
  "turn A | A: GEN-104, hand TST-94070, deck GEN-303 GEN-503 GEN-105, memory 3 | B: GEN-203 GEN-204";

describe("'... for each Digimon played with this effect' inside a reveal", () => {
  it("two played: two deleted; the rest trashed", () => {
    const t = run(BOARD, "A uses TST-94070", "target GEN-303 GEN-503; target GEN-203 GEN-204");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "GEN-303", "GEN-503"]);
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["GEN-105"]));
  });

  it("none played: none deleted", () => {
    const t = run(BOARD, "A uses TST-94070", "skip");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204"]);
  });
});
