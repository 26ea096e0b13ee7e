/** "Return 1 of your opponent's suspended Digimon and 1 of their suspended Tamers to the bottom of their owners' decks": both returned. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] Return 1 of your opponent's suspended Digimon and 1 of their suspended Tamers to the bottom of their owners' decks.";
const cards = [
  `TST-4898 "Sweeper" digimon lv 3 1000 dp red cost 0 : ${TEXT}`,
  `TST-4899 "Tamertwo" tamer yellow cost 2 : `,
].join("\n");

describe("returning a Digimon and a Tamer together", () => {
  it("reads two returns, one for each choice", () => {
    const ops = compileText(TEXT, { code: "TST" }).abilities[0]!.ops;
    expect(ops.map((o) => (o.op === "bounce" ? [o.target.filter.category, o.to] : o.op))).toEqual([
      ["Digimon", "deckBottom"],
      ["Tamer", "deckBottom"],
    ]);
  });

  it("puts both at the bottom of their owner's deck, and only suspended ones", () => {
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-4898, memory 5 | B: GEN-204(sus) GEN-205 TST-4899(sus), deck GEN-106",
      action: "A plays TST-4898",
      cards,
    });
    expect(trace.final.areas.B!.battle).toEqual(["GEN-205"]);
    expect(trace.final.areas.B!.deck).toEqual(["GEN-106", "GEN-204", "TST-4899"]);
  });
});
