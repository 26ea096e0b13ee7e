/** "place 1 [X] from your hand on top of this card's digivolution cards": the card goes just under the top card (4-8). */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] You may place 1 [Generic Red Lv.4] or [Generic Red Lv.5] from your hand on top of this card's digivolution cards to gain 3 memory.";
const cards = `TST-4861 "Stacker" digimon lv 3 1000 dp red cost 0 : ${TEXT}`;

describe("placing a card on top of this card's digivolution cards", () => {
  it("reads it as the top digivolution card, paid to gain the memory", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0])).toContain('"to":"sourceTop"');
  });

  it("puts the card just under the top card and gains the memory", () => {
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-4861 GEN-105, memory 2 | B: GEN-204",
      action: "A plays TST-4861",
      choices: "yes",
      cards,
    });
    expect(trace.final.areas.A!.battle).toEqual(["TST-4861[GEN-105]"]);
    expect(trace.final.memory).toEqual({ player: "A", value: 5 });
  });
});
