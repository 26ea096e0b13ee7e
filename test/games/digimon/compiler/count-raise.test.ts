/** Sentences that change the numbers of the effect before them, and colours counted on the field. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = [
  `TST-391 "Lancer" digimon lv 6 11000 dp red cost 0 : [On Play] Trash the top card of your opponent's security stack. Add 1 to the number of cards trashed by this effect for every 2 cards in your opponent's trash.`,
  `TST-392 "Weaver" digimon lv 5 7000 dp yellow cost 0 : [On Play] 1 of your opponent's Digimon gets -3000 DP for the turn. If there are 3 or more Digimon, increase the DP reduction of this effect by -3000.`,
  `TST-393 "Prism" digimon lv 5 7000 dp green cost 0 : [On Play] For each color among your opponent's Digimon and Tamers, gain 1 memory.`,
  `TST-394 "Tamer Blue" tamer blue cost 0 : `,
].join("\n");

describe("numbers changed by the sentence after", () => {
  it("trashes one more card for every N counted", () => {
    const out = compileText(
      "[On Play] Trash the top card of your opponent's security stack. Add 1 to the number of cards trashed by this effect for every 10 cards in your opponent's trash.",
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops[0]).toMatchObject({ op: "scaled", by: { zone: "trash", per: 10 } });
    const four = resolveDigimon({
      board: "A: hand TST-391, memory 3 | B: GEN-204, security 5, trash GEN-203 GEN-203 GEN-203 GEN-203",
      action: "A plays TST-391",
      cards,
    }).trace;
    expect(four.final.areas.B!.security).toHaveLength(2);
    const none = resolveDigimon({
      board: "A: hand TST-391, memory 3 | B: GEN-204, security 5, trash GEN-203",
      action: "A plays TST-391",
      cards,
    }).trace;
    expect(none.final.areas.B!.security).toHaveLength(4);
  });

  it("makes a DP reduction larger while its condition holds", () => {
    const three = resolveDigimon({
      board: "A: hand TST-392, memory 3 | B: GEN-204 GEN-203",
      action: "A plays TST-392",
      choices: "target GEN-204",
      cards,
    }).trace;
    expect(three.final.areas.B!.trash).toContain("GEN-204");
    const two = resolveDigimon({
      board: "A: hand TST-392, memory 3 | B: GEN-204",
      action: "A plays TST-392",
      choices: "target GEN-204",
      cards,
    }).trace;
    expect(two.final.areas.B!.battle).toEqual(["GEN-204"]);
  });

  it("leaves the sentence unread when there is no DP reduction before it", () => {
    const out = compileText(
      "[On Play] Gain 1 memory. If there are 3 or more Digimon, increase the DP reduction of this effect by -3000.",
    );
    expect(out.unread.map((u) => u.fragment)).toEqual([
      "If there are 3 or more Digimon, increase the DP reduction of this effect by -3000.",
    ]);
  });
});

describe("colours counted on the field", () => {
  it("counts the different colours among the opponent's Digimon and Tamers", () => {
    const { trace } = resolveDigimon({
      board: "A: hand TST-393, memory 0 | B: GEN-204 GEN-205 GEN-106 TST-394",
      action: "A plays TST-393",
      cards,
    });
    // Yellow, red and blue: three colours, whatever the number of cards.
    expect(trace.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("reads 'For each color your Digimon have, activate it again'", () => {
    const out = compileText(
      "[Main] Activate the effect below. For each color your Digimon have, activate it again. ・Gain 1 memory.",
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops[1]).toMatchObject({
      op: "repeat",
      times: { side: "you", colors: true, filter: { category: "Digimon" } },
    });
  });
});
