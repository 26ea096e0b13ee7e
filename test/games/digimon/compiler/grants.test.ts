/**
 * Several changes given together for one duration (15-15-2): a DP change with a quoted effect,
 * a restriction with a quoted effect, and a change whose second part is about this Digimon.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const DP_AND_QUOTE =
  '[On Play] 1 of your level 4 Digimon gets +2000 DP and "[When Attacking] Gain 1 memory." for the turn.';
const PREFIXED =
  '[On Play] Until the end of your opponent\'s turn, 1 of their Digimon gets -1000 DP and gains "[On Deletion] Gain 2 memory."';
const SWITCHED =
  "[On Play] 1 of your opponent's Digimon gets -3000 DP and this Digimon gains <Security Attack +1> for the turn.";
const CANT_AND_QUOTE =
  "[On Play] Until the end of your opponent's turn, 1 of your level 4 Digimon can't be blocked and gains \"[On Deletion] Gain 1 memory.\"";

const cards = [
  `TST-4801 "Granter" digimon lv 3 1000 dp red cost 0 : ${DP_AND_QUOTE}`,
  `TST-4802 "Weakener" digimon lv 3 1000 dp red cost 0 : ${PREFIXED}`,
  `TST-4803 "Switcher" digimon lv 3 1000 dp red cost 0 : ${SWITCHED}`,
].join("\n");

const run = (board: string, action: string) => resolveDigimon({ board, action, cards }).trace;

describe("a DP change and a quoted effect for one Digimon", () => {
  it("reads both changes for the same chosen Digimon, for one duration", () => {
    const r = compileText(DP_AND_QUOTE, { code: "TST" });
    expect(r.unread).toEqual([]);
    const ops = r.abilities[0]!.ops;
    expect(ops[0]).toMatchObject({ op: "dp", amount: 2000, duration: "turn" });
    // The second change goes to the Digimon the first one chose.
    expect(ops[1]).toMatchObject({
      op: "onReferent",
      then: [{ op: "gainEffect", target: "this", duration: "turn" }],
    });
  });

  it("the chosen Digimon attacks with the DP and gains the memory", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-4801, memory 5 | B: GEN-205(sus)",
      "A plays TST-4801; A attacks GEN-205 with GEN-104",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 6 });
    expect(t.steps.map((s) => s.text).join("\n")).toContain("(7000 DP) battles");
  });

  it("takes the duration said first ('Until the end of your opponent's turn, ...')", () => {
    const r = compileText(PREFIXED, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({
      op: "dp",
      amount: -1000,
      duration: "untilOpponentTurnEnds",
    });
    const t = run("turn A | A: hand TST-4802, memory 5 | B: GEN-204", "A plays TST-4802");
    const theirs = t.final.details!.B!.find((d) => d.card === "GEN-204")!;
    expect(theirs.dp).toBe(4000);
    expect(theirs.effects.join()).toContain("Gain 2 memory");
  });

  it("reads a restriction with a quoted effect", () => {
    const r = compileText(CANT_AND_QUOTE, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({ op: "restrict", cant: ["beBlocked"] });
  });
});

describe("'... and this Digimon gains ...': the second change is about this card", () => {
  it("lowers the opponent's Digimon and gives this Digimon the keyword", () => {
    const r = compileText(SWITCHED, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops.map((o) => [o.op, "target" in o ? o.target === "this" : null])).toEqual([
      ["dp", false],
      ["gainKeyword", true],
    ]);
    const t = run("turn A | A: hand TST-4803, memory 5 | B: GEN-204", "A plays TST-4803");
    expect(t.final.details!.B!.find((d) => d.card === "GEN-204")!.dp).toBe(2000);
    expect(t.final.details!.A!.find((d) => d.card === "TST-4803")!.keywords.join()).toContain(
      "Security Attack +1",
    );
  });

  it("leaves a single change to the readers of single changes", () => {
    expect(compileText("[On Play] 1 of your Digimon gets +1000 DP for the turn.").abilities[0]!.ops).toEqual([
      {
        op: "dp",
        target: { side: "you", count: 1, filter: { category: "Digimon" } },
        amount: 1000,
        duration: "turn",
      },
    ]);
  });
});

describe("a restriction and a DP change ('... can't be returned to the hand or deck and it gets +3000 DP')", () => {
  it("gives both to this Digimon for the duration said first", () => {
    const r = compileText(
      "[On Play] Until the end of your opponent's turn, this Digimon can't be returned to the hand or deck and it gets +3000 DP.",
      { code: "TST" },
    );
    expect(r.unread).toEqual([]);
    expect(
      r.abilities[0]!.ops.map((o) => [
        o.op,
        "target" in o ? o.target : null,
        "duration" in o ? o.duration : null,
      ]),
    ).toEqual([
      ["restrict", "this", "untilOpponentTurnEnds"],
      ["dp", "this", "untilOpponentTurnEnds"],
    ]);
  });
});
