/**
 * Filter wordings: "[X] in its attribute" (attributes are traits, 2-3-2-1), "level 4 or 5",
 * "non-[X]", "with 6000 DP or less and <Blocker>", "(other than [A], [B], or [C])", "1 A, 1 B,
 * or 1 C", "1 level 5 and 1 level 6 Digimon card" (the noun shared), "Option card with [X]".
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXTS = {
  attribute:
    "[On Play] Return 1 level 5 Digimon card with [Vaccine] in its attribute from your trash to your hand.",
  levels:
    "[On Play] Reveal the top 3 cards of your deck. Add 1 level 4 or 5 Digimon card among them to your hand. Trash the rest.",
  notNamed: "[On Play] Return 1 red non-[Generic Red Lv.4] Digimon card from your trash to your hand.",
  andKeyword: "[On Play] Delete 1 of your opponent's Digimon with 6000 DP or less and <Blocker>.",
  exceptNames:
    "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with [Generic] in its name (other than [Generic Red Lv.4], [Generic Red Lv.5], or [Generic Yellow Lv.4]) among them to your hand. Trash the rest.",
  commaList:
    "[On Play] Reveal the top 3 cards of your deck. Add 1 card with [Yellow] in its name, 1 [Generic Red Lv.6], or 1 [Generic Black Lv.4] among them to your hand. Trash the rest.",
  shared:
    "[On Play] Reveal the top 3 cards of your deck. Add 1 level 4 and 1 level 6 Digimon card among them to your hand. Trash the rest.",
  shortWith: "[On Play] Return 1 Option card with [Plug] from your trash to your hand.",
  fewerSources:
    "[On Play] Return 1 of your opponent's Digimon with equal or fewer digivolution cards than this Digimon to the bottom of the deck.",
  costs: "[On Play] Return 1 Option card with a memory cost of 1 or 3 from your trash to your hand.",
  thatHas:
    "[On Play] You may play 1 Digimon card that has [Red] in its name and a play cost of 5 or less from your trash without paying the cost.",
  bare: "[On Play] Return 1 Digimon card with Vaccine in its form from your trash to your hand.",
  twoTraits:
    "[On Play] Return 1 Digimon card with the [Vaccine] trait and [Hero] trait from your trash to your hand.",
  underTamers: "[On Play] Place 1 Digimon card with the [Vaccine] trait from your trash under your Tamers.",
  orWith:
    "[On Play] 1 of your Digimon with [Red] in its name or with the [Vaccine] trait gets +3000 DP for the turn.",
};

const cards = [
  `TST-4811 "Vaxmon" digimon lv 5 6000 dp red cost 4 trait "Vaccine" : `,
  `TST-4812 "Virmon" digimon lv 5 6000 dp red cost 4 trait "Virus" : `,
  `TST-4813 "Guardmon" digimon lv 4 5000 dp yellow cost 4 : <Blocker>`,
  `TST-4814 "Plug Tool" option red cost 1 : [Main] Gain 1 memory.`,
  `TST-4815 "Other Tool" option red cost 1 : [Main] Gain 1 memory.`,
  `TST-4818 "Herovax" digimon lv 5 6000 dp red cost 4 trait "Vaccine/Hero" : `,
  `TST-4819 "Tamerone" tamer red cost 2 : `,
  `TST-4816 "Dear Tool" option red cost 2 : [Main] Gain 1 memory.`,
  `TST-4817 "Big Tool" option red cost 4 : [Main] Gain 1 memory.`,
];
// A board takes at most 20 inline cards: the shared ones and the one reader played.
const readers = Object.values(TEXTS).map(
  (t, i) => `TST-482${i} "Reader ${i}" digimon lv 3 1000 dp red cost 0 : ${t}`,
);

const play = (i: number, board: string, choices = "") =>
  resolveDigimon({
    board: `turn A | A: hand TST-482${i}, memory 5, ${board}`,
    action: `A plays TST-482${i}`,
    choices,
    cards: [...cards, readers[i]!].join("\n"),
  }).trace.final;
const hand = (f: ReturnType<typeof play>) => [...(f.areas.A!.hand ?? [])].sort();

describe("filter wordings read whole", () => {
  it("reads every one of them", () => {
    for (const t of Object.values(TEXTS)) expect(compileText(t, { code: "TST" }).unread, t).toEqual([]);
  });
});

describe("what the filters take", () => {
  it("'[X] in its attribute' is a trait (2-3-2-1)", () => {
    expect(hand(play(0, "trash TST-4812 TST-4811 | B: GEN-204"))).toEqual(["TST-4811"]);
  });

  it("'level 4 or 5' takes either level and no other", () => {
    expect(hand(play(1, "deck GEN-106 GEN-205 GEN-103 | B: GEN-204"))).toEqual(["GEN-205"]);
    expect(hand(play(1, "deck GEN-106 GEN-103 GEN-303 | B: GEN-204"))).toEqual([]);
  });

  it("'non-[X]' leaves out that name", () => {
    expect(hand(play(2, "trash GEN-104 | B: GEN-204"))).toEqual([]);
    expect(hand(play(2, "trash GEN-104 GEN-105 | B: GEN-204"))).toEqual(["GEN-105"]);
  });

  it("'with 6000 DP or less and <Blocker>' needs both", () => {
    const f = play(3, "security 1 | B: GEN-204 TST-4813");
    expect(f.areas.B!.trash).toEqual(["TST-4813"]);
    expect(play(3, "security 1 | B: GEN-204").areas.B!.trash ?? []).toEqual([]);
  });

  it("'(other than [A], [B], or [C])' leaves out every one of the names", () => {
    expect(hand(play(4, "deck GEN-104 GEN-105 GEN-204 | B: GEN-204"))).toEqual([]);
    expect(hand(play(4, "deck GEN-104 GEN-106 GEN-204 | B: GEN-204"))).toEqual(["GEN-106"]);
  });

  it("'1 A, 1 B, or 1 C' is one card of any of the three", () => {
    expect(hand(play(5, "deck GEN-604 GEN-103 GEN-104 | B: GEN-204"))).toEqual(["GEN-604"]);
    expect(hand(play(5, "deck GEN-103 GEN-104 GEN-105 | B: GEN-204"))).toEqual([]);
  });

  it("'1 level 4 and 1 level 6 Digimon card' adds one of each", () => {
    expect(hand(play(6, "deck GEN-104 GEN-106 GEN-105 | B: GEN-204"))).toEqual(["GEN-104", "GEN-106"]);
    expect(hand(play(6, "deck GEN-104 GEN-204 GEN-105 | B: GEN-204"))).toHaveLength(1);
  });

  it("'Option card with [X]' is [X] in its name", () => {
    expect(hand(play(7, "trash TST-4815 TST-4814 | B: GEN-204"))).toEqual(["TST-4814"]);
  });

  it("'with equal or fewer digivolution cards than this Digimon' compares with this Digimon's", () => {
    const f = play(8, "TST-4811 | B: GEN-205[GEN-204 GEN-203] GEN-105");
    expect(f.areas.B!.battle).toEqual(["GEN-205[GEN-204 GEN-203]"]);
    expect(f.areas.B!.deck).toEqual(["GEN-105"]);
  });

  it("'with [X] in its name or with the [Y] trait' takes either", () => {
    expect(compileText(TEXTS.orWith, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({
      target: { filter: { anyOf: [{ nameIncludes: ["Red"] }, { traits: ["Vaccine"] }] } },
    });
  });

  it("'with a memory cost of 1 or 3' takes either cost", () => {
    expect(hand(play(9, "trash TST-4816 TST-4815 TST-4817 | B: GEN-204"))).toEqual(["TST-4815"]);
  });

  it("'that has [X] in its name and a play cost of 5 or less': both", () => {
    const f = play(10, "trash GEN-105 GEN-104 GEN-204 | B: GEN-204", "target GEN-104");
    expect(f.areas.A!.battle).toEqual(["TST-48210", "GEN-104"]);
  });

  it("'with Vaccine in its form' (no brackets) is a trait", () => {
    expect(hand(play(11, "trash TST-4812 TST-4811 | B: GEN-204"))).toEqual(["TST-4811"]);
  });

  it("'with the [X] trait and [Y] trait' needs both traits", () => {
    expect(hand(play(12, "trash TST-4811 TST-4818 | B: GEN-204"))).toEqual(["TST-4818"]);
    expect(hand(play(12, "trash TST-4811 | B: GEN-204"))).toEqual([]);
  });

  it("'under your Tamers' places the card under one of your Tamers", () => {
    const f = play(13, "TST-4819, trash TST-4811 | B: GEN-204");
    expect(f.areas.A!.battle).toContain("TST-4819[TST-4811]");
  });
});
