/**
 * 'Give 1 of your opponent's Digimon <Collision> and "[Start of Your Main Phase] This Digimon
 * attacks." until their turn ends': the keyword and the quoted effect, both gained by the one
 * chosen Digimon for that while (15-15-2), as '... gains <Collision> and "..."' says it.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-86061",
    '[Main] Give 1 of your opponent\'s Digimon <Collision> and "[Start of Your Main Phase] This Digimon attacks." until their turn ends.',
  ),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("'Give 1 of your opponent's Digimon <K> and \"...\"'", () => {
  it("gives the chosen Digimon both, and no other", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-86061 | B: GEN-104 GEN-105",
      "A uses TST-86061",
      "target GEN-105",
    );
    const of = (card: string) => t.final.details?.B?.find((d) => d.card === card);
    expect(of("GEN-105")?.keywords).toContain("<Collision>");
    expect(of("GEN-105")?.effects.join(" ")).toMatch(/This Digimon attacks/);
    expect(of("GEN-104")?.keywords).not.toContain("<Collision>");
    expect(of("GEN-104")?.effects.join(" ")).not.toMatch(/This Digimon attacks/);
  });
});
