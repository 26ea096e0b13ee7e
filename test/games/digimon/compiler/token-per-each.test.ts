/** "Then, you may play 1 [X] Token for each of your opponent's Digimon. (Digimon/...)": as many Tokens as the count. */
import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const CARDS = `TST-61841 "Imp Herder" digimon lv 4 5000 dp purple cost 0 : [On Play] Gain 1 memory. Then, you may play 1 [Imp] Token for each of your opponent's Digimon. (Digimon/Purple/2000 DP/[On Deletion] Gain 2 memory.)`;

describe("a Token played for each of something", () => {
  it("plays one Token for each of the opponent's Digimon", () => {
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-61841, memory 0 | B: GEN-203 GEN-204",
      action: "A plays TST-61841",
      choices: "yes",
      cards: CARDS,
    });
    expect(trace.final.memory).toEqual({ player: "A", value: 1 });
    expect(trace.final.areas.A!.battle!.filter((c) => /Imp/.test(c))).toHaveLength(2);
  });
});
