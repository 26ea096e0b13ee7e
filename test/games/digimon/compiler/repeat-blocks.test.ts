/** Effects activated several times ("Activate the effect below 3 times:", "For each ..., activate the effect below."). */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const words = (t: { steps: { text: string; changes?: string[] }[] }) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");

describe("an effect activated a number of times", () => {
  it("reads 'N times' and 'twice' as a repeat of the bullet", () => {
    const four = compileText(
      "[On Play] Activate the effect below 3 times:\n・1 of your opponent's Digimon gets -1000 DP for the turn.",
    );
    expect(four.unread).toEqual([]);
    expect(four.abilities[0]!.ops).toMatchObject([
      { op: "repeat", times: 3, then: [{ op: "dp", amount: -1000, target: { side: "opponent", count: 1 } }] },
    ]);
    const twice = compileText(
      "[On Play] Activate the following effect twice.・1 of your opponent's Digimon gets -1000 DP for the turn.",
    );
    expect(twice.unread).toEqual([]);
    expect(twice.abilities[0]!.ops).toMatchObject([{ op: "repeat", times: 2 }]);
  });

  it("reads a count before the lead, and a choice among bullets each time", () => {
    const each = compileText(
      "[On Play] For each Tamer you have in play, activate the effect below.・1 of your opponent's Digimon gets -1000 DP for the turn.",
    );
    expect(each.unread).toEqual([]);
    expect(each.abilities[0]!.ops).toMatchObject([
      { op: "repeat", times: { filter: { category: "Tamer" } } },
    ]);
    const modal = compileText(
      "[On Play] Delete 1 of your opponent's level 3 Digimon. Then, for every 2 of this Digimon's digivolution cards, activate 1 of the effects below:\n・Gain 1 memory.\n・<Draw 1>.",
    );
    expect(modal.unread).toEqual([]);
    expect(modal.abilities[0]!.ops[1]).toMatchObject({
      op: "repeat",
      times: { zone: "sources", per: 2 },
      then: [{ op: "chooseEffects", n: 1, options: [[{ op: "memory", n: 1 }], [{ op: "draw", n: 1 }]] }],
    });
  });

  it("reads 'Activate the effect below. For each ..., activate it again.' as once and once more per count", () => {
    const out = compileText(
      "[On Play] Activate the effect below. For each Tamer you have in play, activate it again.・Gain 1 memory.",
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops).toMatchObject([
      { op: "memory", n: 1 },
      { op: "repeat", then: [{ op: "memory", n: 1 }] },
    ]);
  });

  it("leaves a lead unread when its bullets do not fit it", () => {
    const out = compileText("[On Play] Activate the effect below 2 times:・Gain 1 memory.・<Draw 1>.");
    expect(out.unread[0]?.fragment).toBe("Activate the effect below 2 times:");
    expect(out.abilities).toEqual([]);
  });

  const cards = [
    `TST-301 "Thrice" digimon lv 4 6000 dp red cost 0 : [On Play] Activate the effect below 3 times:・1 of your opponent's Digimon gets -1000 DP for the turn.`,
    `TST-302 "Counted" digimon lv 4 6000 dp red cost 0 : [On Play] For each Tamer you have in play, activate the effect below.・Gain 1 memory.`,
    `TST-303 "Guide" tamer red cost 0 : `,
  ].join("\n");

  it("chooses a target anew each time on a board", () => {
    const { trace } = resolveDigimon({
      board: "A: hand TST-301, memory 3 | B: GEN-204 GEN-203",
      action: "A plays TST-301",
      choices: "target GEN-204; target GEN-203; target GEN-204",
      cards,
    });
    const w = words(trace);
    expect(w).toMatch(/activated 3 times/);
    expect(w.match(/GEN-204[^\n]*?gets -1000 DP/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(w).toMatch(/GEN-203[^\n]*?gets -1000 DP/);
  });

  it("activates it once per counted card, and not at all for none", () => {
    const two = resolveDigimon({
      board: "A: TST-303 TST-303, hand TST-302, memory 3 | B: GEN-204",
      action: "A plays TST-302",
      cards,
    }).trace;
    expect(two.final.memory).toEqual({ player: "A", value: 5 });
    const none = resolveDigimon({
      board: "A: hand TST-302, memory 3 | B: GEN-204",
      action: "A plays TST-302",
      cards,
    }).trace;
    expect(none.final.memory).toEqual({ player: "A", value: 3 });
    expect(words(none)).toMatch(/count is 0/);
  });
});
