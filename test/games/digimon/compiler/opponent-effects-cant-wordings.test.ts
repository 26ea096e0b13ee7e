/**
 * What the opponent's effects can't do, in more wordings: "can't reduce this Digimon's DP", "...
 * the DP of 1 of your Digimon, and it gains <Blocker>", "their <De-Digivolve> effects don't affect
 * 1 of your Digimon, and it gets +3000 DP", "While C, your opponent's effects don't affect this
 * Digimon, and it gets +3000 DP", "... this Digimon with [X] in its digivolution cards and it gets
 * ..." (15-15-5, 15-8-2-5): read from made-up cards and resolved on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testCard("TST-4461", "[Opponent's Turn] Your opponent's effects can't reduce this Digimon's DP.", {
    dp: 5000,
  }),
  testOption("TST-4462", "[Main] 1 of your opponent's Digimon gets -3000 DP for the turn."),
  testOption(
    "TST-4463",
    "[Main] Until your opponent's turn ends, their effects can't reduce the DP of 1 of your Digimon, and it gains <Blocker>.",
  ),
  testOption(
    "TST-4464",
    "[Main] Until your opponent's turn ends, their <De-Digivolve> effects don't affect 1 of your Digimon, and it gets +3000 DP.",
  ),
  testOption("TST-4465", "[Main] <De-Digivolve 1> 1 of your opponent's Digimon."),
  testCard(
    "TST-4466",
    "[All Turns] While your opponent has a Digimon with 6000 DP or more, your opponent's effects don't affect this Digimon, and it gets +3000 DP.",
    { dp: 4000 },
  ),
  testCard(
    "TST-4467",
    "[Your Turn] Your opponent's effects don't affect this Digimon with [Gabumon] in its digivolution cards and it gets +5000 DP.",
    { dp: 4000, level: 4, digivolve: [{ level: 3, color: "Red", cost: 1 }] },
  ),
  testCard("TST-4468", "", { name: "Gabumon", dp: 2000 }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;
const dpOf = (t: ReturnType<typeof go>, side: string, card: string) =>
  t.final.details![side]!.find((d) => d.card === card)?.dp;

describe("the opponent's effects can't reduce the DP (15-8-2-5)", () => {
  it("keeps this Digimon's DP in the opponent's turn", () => {
    const t = go("turn B | A: TST-4461 | B: GEN-103, hand TST-4462", "B uses TST-4462", "target TST-4461");
    expect(dpOf(t, "A", "TST-4461")).toBe(5000);
  });

  it("lasts into the opponent's turn for the Digimon chosen, which gains <Blocker> too", () => {
    const t = go(
      "turn A | A: GEN-104, hand TST-4463 | B: GEN-103, hand TST-4462",
      "A uses TST-4463; A ends the turn; B uses TST-4462",
      "target GEN-104",
    );
    expect(dpOf(t, "A", "GEN-104")).toBe(5000);
    expect(t.final.details!.A!.find((d) => d.card === "GEN-104")?.keywords).toContain("<Blocker>");
  });
});

describe("the opponent's <De-Digivolve> effects don't affect it", () => {
  it("keeps its stack against the opponent's <De-Digivolve>, and it gets +3000 DP", () => {
    const t = go(
      "turn A | A: GEN-104[GEN-103], hand TST-4464 | B: GEN-103, hand TST-4465",
      "A uses TST-4464; A ends the turn; B uses TST-4465",
      "target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[GEN-103]"]);
    expect(dpOf(t, "A", "GEN-104[GEN-103]")).toBe(8000);
  });
});

describe("a persistent immunity with its condition", () => {
  it("holds, with its DP, only while the condition does", () => {
    const on = go("turn A | A: TST-4466 | B: GEN-105, hand TST-4462", "A ends the turn; B uses TST-4462");
    expect(dpOf(on, "A", "TST-4466")).toBe(7000);
    const off = go("turn A | A: TST-4466 | B: GEN-104, hand TST-4462", "A ends the turn; B uses TST-4462");
    expect(dpOf(off, "A", "TST-4466")).toBe(1000);
  });

  it("'this Digimon with [X] in its digivolution cards': only with that card under it", () => {
    const t = go("turn A | A: TST-4467#a[TST-4468] TST-4467#b[GEN-103]", "A ends the turn");
    expect(t.final.details!.A!.map((d) => d.dp)).toEqual([4000, 4000]);
    const mine = go(
      "turn A | A: TST-4467#a[TST-4468] TST-4467#b[GEN-103] | B: security 1",
      "A attacks B with TST-4467#b",
    );
    expect(mine.final.details!.A!.map((d) => d.dp).sort()).toEqual([4000, 9000]);
  });
});

describe("reading", () => {
  it("joins returning and <De-Digivolve> in one restriction list", () => {
    const out = compileText(
      "[On Play] Until your opponent's turn ends, their effects can't return this Digimon to hands or decks or affect it with <De-Digivolve> effects.",
      { code: "TST-4469" },
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops[0]).toMatchObject({
      op: "restrict",
      target: "this",
      cant: ["beReturnedByOpponent", "beAffectedByOpponentDeDigivolve"],
      duration: "untilOpponentTurnEnds",
    });
  });

  it("reads 'and this Digimon gets' for this Digimon's own immunity only", () => {
    const own = compileText(
      "[All Turns] While you have a Tamer, your opponent's effects don't affect this Digimon, and this Digimon gets +3000 DP.",
      { code: "TST-4470" },
    );
    expect(own.unread).toEqual([]);
    expect(own.abilities[0]!.persistent!.grants).toEqual([{ cant: "beAffectedByOpponent" }, { dp: 3000 }]);
    const chosen = compileText(
      "[On Play] Until your opponent's turn ends, their effects don't affect 1 of your Digimon, and this Digimon gets +3000 DP.",
      { code: "TST-4470" },
    );
    expect(JSON.stringify(chosen.abilities)).not.toMatch(/"referent":"it","then":\[\{"op":"dp"/);
  });
});
