/**
 * DNA digivolution of a Digimon and a card (8-2): "1 of your level 4 Digimon and 1 Digimon card in
 * the trash may DNA digivolve into ...", "You may DNA digivolve 1 of your [A] in play and 1 [B] in
 * the trash into [C] in the hand", "... and 1 card in the hand ...". The card meets its part of
 * the DNA requirements as the Digimon does; the left part goes on top (8-2-2-2).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const dna = {
  parts: [
    { level: 4, color: "Red" as const },
    { level: 4, color: "Yellow" as const },
  ],
  cost: 1,
};
const CARDS = [
  testOption(
    "TST-71030",
    "[Main] 1 of your level 4 Digimon and 1 Digimon card in the trash may DNA digivolve into a Digimon card in your hand.",
  ),
  testOption(
    "TST-71031",
    "[Main] 1 of your level 4 Digimon and 1 card in the hand may DNA digivolve into a level 5 Digimon card in your hand.",
  ),
  testCard("TST-71032", "", { level: 5, dp: 9000, dna }),
  {
    ...testCard(
      "TST-71033",
      "[On Deletion] You may DNA digivolve 1 of your [Machina] in play and 1 [Chimera] in the trash into [Millennia] in the hand.",
      { level: 4, colors: ["Red"] },
    ),
    name: "Chimera",
  },
  { ...testCard("TST-71034", "", { level: 4, colors: ["Yellow"] }), name: "Machina" },
  { ...testCard("TST-71035", "", { level: 5, dp: 9000, dna: { ...dna, cost: 0 } }), name: "Millennia" },
  testCard("TST-71036", "[On Play] Delete 1 of your opponent's Digimon.", { level: 3, playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a Digimon and a card DNA digivolve", () => {
  it("reads the Digimon, the card and where it is", () => {
    const ops = JSON.stringify(CARDS[3]!.abilities);
    expect(ops).toContain(
      '"withCard":{"field":{"nameIs":["Machina"],"category":"Digimon"},"from":"trash","filter":{"nameIs":["Chimera"]}}',
    );
  });

  it("takes the card from the trash and puts it under the Digimon when it meets the right part", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], trash GEN-204, hand TST-71030 TST-71032, deck GEN-303, memory 3 | B: GEN-203",
      "A uses TST-71030",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71032[GEN-104 GEN-103 GEN-204]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-71030"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-303"]);
    // 3 - 0 (use) - 1 (DNA cost).
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("puts the card on top when it meets the left part (8-2-2-2)", () => {
    const t = run(
      "turn A | A: GEN-204 GEN-103, trash GEN-104, hand TST-71030 TST-71032, deck GEN-303, memory 3 | B: GEN-203",
      "A uses TST-71030",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71032[GEN-104 GEN-204]", "GEN-103"]);
  });

  it("uses a card from the hand, never the card it digivolves into", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-71031 TST-71032 GEN-204, deck GEN-303, memory 3 | B: GEN-203",
      "A uses TST-71031",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71032[GEN-104 GEN-204]"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-303"]);
  });

  it("does nothing when the card doesn't meet the other part", () => {
    const t = run(
      "turn A | A: GEN-104, trash GEN-105, hand TST-71030 TST-71032, deck GEN-303, memory 3 | B: GEN-203",
      "A uses TST-71030",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-71032"]);
  });

  it("[On Deletion]: the deleted card itself in the trash is the card (official Q&A)", () => {
    const t = run(
      "turn A | A: hand TST-71036, memory 5 | B: TST-71033 TST-71034, hand TST-71035, deck GEN-303",
      "A plays TST-71036",
      "target TST-71033; yes",
    );
    // The red [Chimera] meets the left part, so it goes on top (8-2-2-2).
    expect(t.final.areas.B!.battle).toEqual(["TST-71035[TST-71033 TST-71034]"]);
    expect(t.final.areas.B!.trash).toEqual([]);
  });
});
