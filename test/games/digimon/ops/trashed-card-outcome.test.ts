/**
 * Conditions on the card the effect trashed: "If you trash a purple card, ..." (a card of two
 * colours meets both colours' sentences, official Q&A), and "By trashing 1 card in your hand, X.
 * If this effect trashed a card with the [X] trait, ..." (the card the cost trashed counts,
 * official Q&A; the Digimon X deletes does not).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-94010",
    "[On Play] You may trash 1 card in your hand. If you trash a purple card, delete 1 of your opponent's level 3 Digimon. If you trash a yellow card, 1 of your opponent's Digimon gets -3000 DP for the turn.",
  ),
  testCard("TST-94011", "", { colors: ["Purple", "Yellow"] }),
  testOption(
    "TST-94012",
    "[Main] By trashing 1 card in your hand, delete 1 of your opponent's level 6 or lower Digimon. If this effect trashed a card with the [Dragon] trait, place this card in the battle area.",
    { colors: ["Red"], playCost: 0 },
  ),
  testCard("TST-94013", "", { traits: ["Dragon"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'If you trash a purple card, ...'", () => {
  it("a purple card: only the purple sentence applies", () => {
    const t = run(
      "turn A | A: hand TST-94010 GEN-503, memory 3 | B: GEN-103 GEN-205",
      "A plays TST-94010",
      "yes; target GEN-503; target GEN-103",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(t.final.details?.B?.find((d) => d.card === "GEN-205")?.dp).toBe(7000);
  });

  it("a purple and yellow card: both sentences apply", () => {
    const t = run(
      "turn A | A: hand TST-94010 TST-94011, memory 3 | B: GEN-103 GEN-205",
      "A plays TST-94010",
      "yes; target TST-94011; target GEN-103; target GEN-205",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(t.final.details?.B?.find((d) => d.card === "GEN-205")?.dp).toBe(4000);
  });

  it("a red card: neither applies", () => {
    const t = run(
      "turn A | A: hand TST-94010 GEN-104, memory 3 | B: GEN-103 GEN-205",
      "A plays TST-94010",
      "yes; target GEN-104",
    );
    expect(t.final.areas.B!.trash).toEqual([]);
  });
});

describe("'By trashing 1 card in your hand, X. If this effect trashed a card with the [X] trait, ...'", () => {
  it("the card trashed as the cost counts: the Option stays in the battle area", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94012 TST-94013, memory 3 | B: GEN-105",
      "A uses TST-94012",
      "yes; target TST-94013",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-94012"]);
  });

  it("another card trashed: the Option goes to the trash", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-94012 GEN-104, memory 3 | B: GEN-105",
      "A uses TST-94012",
      "yes; target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-94012", "GEN-104"]));
  });
});
