/**
 * A period printed between a target and its limit ("Delete 1 of your opponent's Digimon. with
 * 4000 DP or less."): the limit still belongs to the target, whichever limit it is.
 */
import { describe, expect, it } from "vitest";
import { normalizeText } from "../../../../src/games/digimon/compiler/index.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const card = (text: string) => `TST-6101 "Stray Dot" digimon lv 3 1000 dp red cost 0 : [On Play] ${text}`;
const run = (text: string, board: string, choices = "") =>
  resolveDigimon({ board, action: "A plays TST-6101", choices, cards: card(text) }).trace.final;

describe("a stray period before a target's limit", () => {
  it("joins the limit back to its target", () => {
    expect(normalizeText("Delete 1 of your opponent's Digimon. with 4000 DP or less.")).toBe(
      "Delete 1 of your opponent's Digimon with 4000 DP or less.",
    );
    expect(normalizeText("Delete 1 of your opponent's Digimon. with a play cost of 3 or less.")).toBe(
      "Delete 1 of your opponent's Digimon with a play cost of 3 or less.",
    );
    expect(normalizeText("Delete 1 of your opponent's Digimon. with the highest DP.")).toBe(
      "Delete 1 of your opponent's Digimon with the highest DP.",
    );
    // A new sentence that starts with a capital is left alone.
    expect(normalizeText("Delete 1 of your opponent's Digimon. With 4000 DP or less, gain 1 memory.")).toBe(
      "Delete 1 of your opponent's Digimon. With 4000 DP or less, gain 1 memory.",
    );
  });

  it("deletes only a Digimon within the DP limit", () => {
    const f = run(
      "Delete 1 of your opponent's Digimon. with 4000 DP or less.",
      "turn A | A: hand TST-6101 | B: GEN-103 GEN-104",
    );
    expect(f.areas.B!.trash).toEqual(["GEN-103"]);
    expect(f.areas.B!.battle).toEqual(["GEN-104"]);
  });

  it("deletes only a Digimon within the play cost limit", () => {
    // GEN-103 costs 4, GEN-104 costs 5.
    const f = run(
      "Delete 1 of your opponent's Digimon. with a play cost of 4 or less.",
      "turn A | A: hand TST-6101 | B: GEN-104 GEN-103",
    );
    expect(f.areas.B!.trash).toEqual(["GEN-103"]);
  });

  it("deletes the Digimon with the highest DP", () => {
    const f = run(
      "Delete 1 of your opponent's Digimon. with the highest DP.",
      "turn A | A: hand TST-6101 | B: GEN-105 GEN-103 GEN-104",
    );
    expect(f.areas.B!.trash).toEqual(["GEN-105"]);
    expect(f.areas.B!.battle).toEqual(["GEN-103", "GEN-104"]);
  });
});
