/**
 * "For every 2 of your Tamers' colors, reduce this effect's play cost by 1.", "For each of your
 * Tamers, reduce this effect's digivolution cost by 1.": the play or digivolution of the sentence
 * before costs that much less, counted when it is paid, never below 0. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-9871",
    "[On Play] You may play 1 level 5 Digimon card from your hand. For every 2 of your Tamers' colors, reduce this effect's play cost by 1.",
  ),
  testCard(
    "TST-9872",
    "[On Play] This Digimon may digivolve into a level 4 Digimon card in the hand. For each of your Tamers, reduce this effect's digivolution cost by 1.",
  ),
  testCard("TST-9873", "", tamerOf("Yellow")),
  testCard("TST-9874", "", tamerOf("Green")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("reading an effect's own cost reduction by a count", () => {
  const unread = (text: string) => compileText(text, { code: "TST-1" }).unread;

  it("needs a play or digivolution for its cost before it", () => {
    expect(
      unread(
        "[Main] You may play 1 level 5 Digimon card from your hand without paying the cost. For each of your Tamers, reduce this effect's play cost by 1.",
      ),
    ).toHaveLength(1);
    expect(
      unread("[Main] Gain 1 memory. For each of your Tamers, reduce this effect's play cost by 1."),
    ).toHaveLength(1);
  });
});

describe("an effect's own cost reduction by a count", () => {
  it("plays for 1 less with two Tamer colours", () => {
    const t = run(
      "turn A | A: TST-9873 TST-9874, hand TST-9871 GEN-105, memory 8 | B: GEN-103",
      "A plays TST-9871",
      "target GEN-105",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-105");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("counts colours, not Tamers: two yellow Tamers give nothing", () => {
    const t = run(
      "turn A | A: TST-9873 TST-9873, hand TST-9871 GEN-105, memory 8 | B: GEN-103",
      "A plays TST-9871",
      "target GEN-105",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("digivolves for 1 less with one Tamer", () => {
    const t = run(
      "turn A | A: TST-9873, hand TST-9872 GEN-104, deck 2, memory 3 | B: GEN-103",
      "A plays TST-9872",
      "target GEN-104",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104[TST-9872]");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("never makes the cost less than 0", () => {
    const t = run(
      "turn A | A: TST-9873 TST-9874 TST-9873, hand TST-9872 GEN-104, deck 2, memory 3 | B: GEN-103",
      "A plays TST-9872",
      "target GEN-104",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104[TST-9872]");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
