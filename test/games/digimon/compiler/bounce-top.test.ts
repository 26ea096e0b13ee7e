/** "Return 1 of your opponent's ... to the top of the deck": the Digimon's top card goes on top of its owner's deck, the cards under it to the trash (4-7-8). */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] Return 1 of your opponent's play cost 5 or lower Digimon or Tamers to the top of the deck.";
const cards = `TST-4831 "Topper" digimon lv 3 1000 dp red cost 0 : ${TEXT}`;

describe("returning a Digimon to the top of the deck", () => {
  it("reads it as a return to the deck's top", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({ op: "bounce", to: "deckTop" });
  });

  it("puts the top card on top of its owner's deck and trashes the cards under it", () => {
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-4831, memory 5 | B: GEN-204[GEN-203], deck GEN-106 GEN-105",
      action: "A plays TST-4831",
      cards,
    });
    expect(trace.final.areas.B!.deck).toEqual(["GEN-204", "GEN-106", "GEN-105"]);
    expect(trace.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(trace.final.areas.B!.battle ?? []).toEqual([]);
  });
});
