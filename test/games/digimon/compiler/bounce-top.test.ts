/** "Return 1 of your opponent's ... to the top of the deck": the Digimon's top card goes on top of its owner's deck, the cards under it to the trash (4-7-8). */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] Return 1 of your opponent's play cost 5 or lower Digimon or Tamers to the top of the deck.";
const SECURITY =
  "[On Play] Place 1 of your opponent's Digimon face down at the top or bottom of your opponent's security stack.";
const cards = [
  `TST-4831 "Topper" digimon lv 3 1000 dp red cost 0 : ${TEXT}`,
  `TST-4832 "Sealer" digimon lv 3 1000 dp red cost 0 : ${SECURITY}`,
].join("\n");

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

describe("placing an opponent's Digimon in 'your opponent's security stack'", () => {
  it("reads it as its owner's security stack, top or bottom", () => {
    expect(compileText(SECURITY, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({
      op: "toSecurity",
      target: { side: "opponent" },
      at: "either",
    });
    expect(
      compileText("[On Play] Place 1 of your Digimon at the top of your opponent's security stack.", {
        code: "TST",
      }).unread,
    ).toHaveLength(1);
  });

  it("puts the top card in the opponent's security stack and trashes the cards under it (4-7-8)", () => {
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-4832, memory 5 | B: GEN-204[GEN-203], security 1",
      action: "A plays TST-4832",
      cards,
    });
    expect(trace.final.areas.B!.security).toHaveLength(2);
    expect(trace.final.areas.B!.trash).toEqual(["GEN-203"]);
  });
});
