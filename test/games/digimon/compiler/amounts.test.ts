/**
 * "for each" / "for every N" amounts: compiled from template text, then resolved on boards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const opsOf = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!.ops;
};

/** -1000 DP to 1 of the opponent's Digimon for the turn, once for each card in your hand. */
const MINUS_1000_PER_HAND_CARD = [
  {
    op: "scaled",
    by: { side: "you", filter: {}, zone: "hand" },
    then: [
      {
        op: "dp",
        target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        amount: -1000,
        duration: "turn",
      },
    ],
  },
];

describe("compiling amounts", () => {
  it("scales the number of an effect by what it counts", () => {
    expect(opsOf("[Main] Gain 1 memory for every 3 cards in your trash.")).toEqual([
      {
        op: "scaled",
        by: { side: "you", filter: {}, zone: "trash", per: 3 },
        then: [{ op: "memory", n: 1 }],
      },
    ]);
    expect(opsOf("[On Play] For each of your opponent's suspended Digimon, <Draw 1>.")).toEqual([
      {
        op: "scaled",
        by: { side: "opponent", filter: { category: "Digimon", suspended: true } },
        then: [{ op: "draw", n: 1 }],
      },
    ]);
  });

  it("keeps a DP change that already counts, and scales one that follows its duration", () => {
    expect(
      opsOf("[On Play] 1 of your opponent's Digimon gets -1000 DP for the turn for each card in your hand."),
    ).toEqual(MINUS_1000_PER_HAND_CARD);
  });

  it("reads 'This card gets ... for each' and a 'For the turn,' prefix", () => {
    const r = compileText(
      "[Your Turn] This card gets +1000 DP for each of your opponent's suspended Digimon.",
      {
        code: "TST-1",
      },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.persistent).toEqual({
      kind: "dpPerEach",
      amount: 1000,
      count: { side: "opponent", filter: { category: "Digimon", suspended: true } },
    });
    expect(
      opsOf("[On Play] For the turn, 1 of your opponent's Digimon gets -1000 DP for each card in your hand."),
    ).toEqual(MINUS_1000_PER_HAND_CARD);
  });

  it("refuses a 'for each' over an effect with no number to scale and no single act to repeat", () => {
    const r = compileText(
      "[On Play] For each of your Tamers, delete all of your opponent's level 3 Digimon.",
      { code: "TST-1" },
    );
    expect(r.unread).not.toEqual([]);
  });
});

const CARDS = [
  testCard("TST-301", "[On Play] Gain 1 memory for every 3 cards in your trash."),
  testCard("TST-302", "[On Play] Suspend 1 of your opponent's Digimon for each Tamer you have in play."),
  testCard("TST-303", "", { category: "Tamer", dp: undefined, level: undefined }),
  testCard("TST-304", "[Your Turn] This Digimon gets +1000 DP for every 2 security cards you have."),
  testCard("TST-305", "[On Play] For each of your opponent's suspended Digimon, <Draw 1>."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("amounts on a board", () => {
  it("gains memory for every 3 cards in the trash, rounded down", () => {
    const t = run("turn A | A: hand TST-301, memory 3, trash 7", "A plays TST-301");
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
    const none = run("turn A | A: hand TST-301, memory 3, trash 2", "A plays TST-301");
    expect(none.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("suspends as many Digimon as there are Tamers, at once", () => {
    const two = run(
      "turn A | A: TST-303#a TST-303#b, hand TST-302, memory 3 | B: GEN-203 GEN-204",
      "A plays TST-302",
    );
    expect(two.final.areas.B!.battle).toEqual(["GEN-203(sus)", "GEN-204(sus)"]);
    const none = run("turn A | A: hand TST-302, memory 3 | B: GEN-203 GEN-204", "A plays TST-302");
    expect(none.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204"]);
  });

  it("draws one card for each suspended Digimon of the opponent", () => {
    const t = run(
      "turn A | A: hand TST-305, memory 3, deck 5 | B: GEN-203(sus) GEN-204(sus) GEN-205",
      "A plays TST-305",
    );
    expect(t.final.areas.A!.hand).toHaveLength(2);
  });

  it("adds DP for every 2 security cards while it battles", () => {
    // 3000 + 1000 × floor(4 / 2) = 5000: it ties a 5000 DP Digimon; with 3 security cards it loses.
    const tie = run("turn A | A: TST-304, security 4 | B: GEN-204(sus)", "A attacks GEN-204 with TST-304");
    expect(tie.final.areas.A!.battle).toEqual([]);
    expect(tie.final.areas.B!.battle).toEqual([]);
    const lose = run("turn A | A: TST-304, security 3 | B: GEN-204(sus)", "A attacks GEN-204 with TST-304");
    expect(lose.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
  });
});

describe("'For each ..., <De-Digivolve 1> 1 of your opponent's Digimon'", () => {
  const cards = `TST-097 "Knightly" digimon lv 5 7000 dp black cost 5 : [On Play] For each of your Digimon, <De-Digivolve 1> 1 of your opponent's Digimon.`;
  const run = (choices: string) =>
    resolveDigimon({
      board: "A: GEN-303, hand TST-097, memory 5 | B: GEN-105[GEN-104 GEN-103] GEN-205[GEN-204 GEN-203]",
      action: "A plays TST-097",
      choices,
      cards,
    }).trace.final.areas.B!.battle;

  it("repeats the De-Digivolve, each naming its own Digimon", () => {
    expect(run("target GEN-105; target GEN-205")).toEqual(["GEN-104[GEN-103]", "GEN-204[GEN-203]"]);
  });

  it("may name the same Digimon each time", () => {
    expect(run("target GEN-105; target GEN-105")).toEqual(["GEN-103", "GEN-205[GEN-204 GEN-203]"]);
  });
});
