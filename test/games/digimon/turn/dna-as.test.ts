/** "This Digimon is also treated as Lv.6 [X] for [Y]'s DNA digivolution": on the field only; made-up cards. */
import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = [
  `TST-220 "Joinmon" digimon lv 7 15000 dp green cost 9 : [Hand] [Counter] <Blast DNA Digivolve ([Lefty] + [Righty])> (1 of your specified Digimon and 1 specified card in hand may DNA digivolve into this card.)`,
  `TST-221 "Lefty" digimon lv 6 9000 dp blue cost 9 : `,
  `TST-222 "Sidemon" digimon lv 5 7000 dp green cost 7 : [All Turns] This Digimon is also treated as Lv.6 [Righty] for [Joinmon]'s DNA digivolution.`,
  `TST-223 "Pairmon" digimon lv 7 14000 dp green cost 12 : [DNA Digivolve] Green Lv.6 + Blue Lv.6 : Cost 0`,
  `TST-224 "Otherpair" digimon lv 7 14000 dp green cost 12 : [DNA Digivolve] Green Lv.6 + Blue Lv.6 : Cost 0`,
  `TST-225 "Sidemon" digimon lv 5 7000 dp green cost 7 : [All Turns] This Digimon is also treated as Lv.6 [Righty] for [Pairmon]'s DNA digivolution.`,
].join("\n");

const blast = (b: string) =>
  resolveDigimon({
    board: `turn A | A: GEN-106, memory 3 | B: ${b}, security 2, deck 2`,
    action: "A attacks B with GEN-106",
    choices: "target TST-220",
    cards,
  }).trace;

describe("'also treated as Lv.6 [X] for [Y]'s DNA digivolution'", () => {
  it("a Digimon in the battle area counts as [X] for <Blast DNA Digivolve ([W] + [X])>", () => {
    const t = blast("TST-222, hand TST-220 TST-221");
    expect(t.final.areas.B!.battle).toEqual(["TST-220[TST-221 TST-222]"]);
  });

  it("the card in the hand is not treated so", () => {
    const t = blast("TST-221, hand TST-220 TST-222");
    expect(t.final.areas.B!.battle).toEqual(["TST-221"]);
    expect(t.final.areas.B!.hand).toContain("TST-220");
  });

  it("counts as level 6 for a DNA requirement of the card it names", () => {
    const t = resolveDigimon({
      board: "turn A | A: TST-225 TST-221, hand TST-223, memory 3, deck 2 | B: GEN-104",
      action: "A dna TST-225 TST-221 into TST-223",
      cards,
    }).trace;
    expect(t.final.areas.A!.battle).toEqual(["TST-223[TST-225 TST-221]"]);
  });

  it("and not for another card's", () => {
    expect(() =>
      resolveDigimon({
        board: "turn A | A: TST-225 TST-221, hand TST-224, memory 3, deck 2 | B: GEN-104",
        action: "A dna TST-225 TST-221 into TST-224",
        cards,
      }),
    ).toThrow(/DNA requirement/);
  });
});
