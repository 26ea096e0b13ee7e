/** "This Digimon gains all effects of cards with [X] in their names in this Digimon's digivolution cards." */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const GAINS =
  "[All Turns] This Digimon gains all effects of cards with [Pupmon] in their names in this Digimon's digivolution cards.";
const cards = [
  `TST-371 "Pupmon" digimon lv 3 3000 dp red cost 3 : [When Attacking] Gain 2 memory.`,
  `TST-372 "Pupmon Jr" digimon lv 3 3000 dp red cost 3 : [When Attacking] Gain 1 memory.`,
  `TST-373 "Catmon" digimon lv 3 3000 dp red cost 3 : [When Attacking] Gain 3 memory.`,
  `TST-374 "Houndmon" digimon lv 5 7000 dp red cost 5 : ${GAINS}`,
  `TST-375 "Goldpup" digimon lv 5 7000 dp red cost 5 : [All Turns] This Digimon gains all effects of [Pupmon] in this Digimon's digivolution cards.`,
].join("\n");

describe("effects gained from the cards under a Digimon", () => {
  it("reads the names, and a whole name without 'cards with ... in their names'", () => {
    expect(compileText(GAINS).abilities[0]).toMatchObject({
      category: "persistent",
      turn: "all",
      persistent: { kind: "sourceEffects", names: ["Pupmon"] },
    });
    const two = compileText(
      "[All Turns] This Digimon gains all effects of cards with [Pupmon] and [Catmon] in their names in this Digimon's digivolution cards.",
    );
    expect(two.abilities[0]!.persistent).toMatchObject({ names: ["Pupmon", "Catmon"] });
    const exact = compileText(
      "[All Turns] This Digimon gains all effects of [Pupmon] in this Digimon's digivolution cards.",
    );
    expect(exact.abilities[0]!.persistent).toMatchObject({ names: ["Pupmon"], exactName: true });
  });

  it("triggers the main effects of the matching cards under it, not of the others", () => {
    const { trace } = resolveDigimon({
      board: "A: TST-374[TST-371 TST-373], memory 0 | B: GEN-204(sus)",
      action: "A attacks GEN-204 with TST-374",
      cards,
    });
    // Pupmon's [When Attacking] (+2); Catmon's is not gained and is not inherited.
    expect(trace.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("matches a name that holds the word, or only the whole name when the text names the card", () => {
    const inName = resolveDigimon({
      board: "A: TST-374[TST-372], memory 0 | B: GEN-204(sus)",
      action: "A attacks GEN-204 with TST-374",
      cards,
    }).trace;
    expect(inName.final.memory).toEqual({ player: "A", value: 1 });
    const whole = resolveDigimon({
      board: "A: TST-375[TST-372 TST-371], memory 0 | B: GEN-204(sus)",
      action: "A attacks GEN-204 with TST-375",
      cards,
    }).trace;
    expect(whole.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("gains nothing from a face-down card", () => {
    const { trace } = resolveDigimon({
      board: "A: TST-374[TST-371(down)], memory 0 | B: GEN-204(sus)",
      action: "A attacks GEN-204 with TST-374",
      cards,
    });
    expect(trace.final.memory).toEqual({ player: "A", value: 0 });
  });
});
