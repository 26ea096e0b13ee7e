/** "Reveal the top card of your deck, and place it at the top or bottom of your deck.": the player chooses where it goes back. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[When Attacking] Reveal the top card of your deck, and place it at the top or bottom of your deck.";
const cards = `TST-4897 "Peeker" digimon lv 3 1000 dp red cost 0 : ${TEXT}`;

describe("revealing the top card and placing it at the top or bottom", () => {
  it("reads a reveal of one card with no picks, put back where the player chooses", () => {
    expect(compileText(TEXT, { code: "TST" }).abilities[0]!.ops).toEqual([
      { op: "reveal", n: 1, picks: [], rest: "topOrBottom" },
    ]);
  });

  it("puts the revealed card at the bottom, as the player chose (the default answer)", () => {
    const { trace } = resolveDigimon({
      board: "turn A | A: TST-4897, deck GEN-103 GEN-104 | B: GEN-204(sus)",
      action: "A attacks GEN-204 with TST-4897",
      cards,
    });
    expect(trace.final.areas.A!.deck).toEqual(["GEN-104", "GEN-103"]);
    expect(JSON.stringify(trace)).toContain("put the rest on top of the deck or at the bottom?");
  });
});
