/** Plays by an effect: the card filters, the places and the costs the play clause reads. */
import { describe, expect, it } from "vitest";
import type { Op } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const ops = (text: string): Op[] => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.flatMap((a) => a.ops);
};

describe("compileText: filters of cards played by an effect", () => {
  it("reads a Tamer with inherited effects, a DP or play cost before the noun, and text or trait", () => {
    expect(
      ops(
        "[On Play] You may play 1 Tamer card with an inherited effect from your trash without paying the cost.",
      ),
    ).toEqual([
      { op: "playFrom", from: "trash", filter: { category: "Tamer", hasInherited: true }, free: true },
    ]);
    expect(
      ops("[On Play] You may play 1 5000 DP or lower Digimon card from your hand without paying the cost."),
    ).toEqual([{ op: "playFrom", from: "hand", filter: { maxDp: 5000, category: "Digimon" }, free: true }]);
    expect(
      ops(
        "[On Play] You may play 1 play cost of 3 or lower [Beast] trait card from your hand or trash without paying the cost.",
      ),
    ).toEqual([
      { op: "playFrom", from: "handOrTrash", filter: { maxPlayCost: 3, traits: ["Beast"] }, free: true },
    ]);
    expect(
      ops(
        "[On Play] You may play 1 card with [Gear] in its text or the [Beast] trait from your hand with the cost reduced by 2.",
      ),
    ).toEqual([
      {
        op: "playFrom",
        from: "hand",
        filter: { anyOf: [{ textIncludes: ["Gear"] }, { traits: ["Beast"] }] },
        free: false,
        reduce: 2,
      },
    ]);
  });

  it("reads a colour or a trait, and 'other than [X]' set off by commas", () => {
    expect(
      ops("[On Play] You may play 1 green or [Beast] trait Tamer card in your hand without paying the cost."),
    ).toEqual([
      {
        op: "playFrom",
        from: "hand",
        filter: { anyOf: [{ colors: ["Green"] }, { traits: ["Beast"] }], category: "Tamer" },
        free: true,
      },
    ]);
    expect(
      ops(
        "[On Play] You may play 1 Digimon card with the [Beast] trait, other than [Test Cub], from your hand without paying the cost.",
      ),
    ).toEqual([
      {
        op: "playFrom",
        from: "hand",
        filter: { category: "Digimon", traits: ["Beast"], notName: "Test Cub" },
        free: true,
      },
    ]);
  });
});

describe("compileText: playing into the breeding area", () => {
  it("reads the breeding area and the names the played card must not share", () => {
    expect(
      ops(
        "[On Play] You may play 1 [Beast] trait Digimon card without the same name as the cards in your battle area or trash from your hand to an empty space in your breeding area without paying the cost.",
      ),
    ).toEqual([
      {
        op: "playFrom",
        from: "hand",
        filter: { traits: ["Beast"], category: "Digimon" },
        free: true,
        to: "breeding",
        newNameIn: ["battle", "trash"],
      },
    ]);
  });
});

describe("compileText: 'By X, you may Y'", () => {
  it("pays the cost, then asks about an effect that is not a play", () => {
    expect(ops("[Main] By suspending this Digimon, you may gain 1 memory.")).toEqual([
      { op: "may", cost: [{ op: "suspendThis" }], then: [{ op: "may", then: [{ op: "memory", n: 1 }] }] },
    ]);
    expect(
      ops(
        "[Main] By suspending this Digimon, you may play 1 [Test Cub] from your hand without paying the cost.",
      ),
    ).toEqual([
      {
        op: "may",
        cost: [{ op: "suspendThis" }],
        then: [{ op: "playFrom", from: "hand", filter: { nameIs: ["Test Cub"] }, free: true }],
      },
    ]);
  });
});

describe("compileText: using Option cards by an effect", () => {
  it("reads 'use', 'play or use', a use cost and a colour waiver", () => {
    expect(
      ops(
        "[On Play] You may use 1 Option card with a memory cost of 2 in your hand without paying its memory cost.",
      ),
    ).toEqual([
      {
        op: "playFrom",
        from: "hand",
        filter: { category: "Option", maxPlayCost: 2, minPlayCost: 2 },
        free: true,
        use: "only",
      },
    ]);
    expect(
      ops("[On Play] You may play or use 1 [Beast] trait card from your hand with the cost reduced by 1."),
    ).toEqual([
      { op: "playFrom", from: "hand", filter: { traits: ["Beast"] }, free: false, reduce: 1, use: "too" },
    ]);
    expect(
      ops(
        "[On Play] You may use 1 Option card with [Gear] in its name from your hand without meeting its color requirements or paying its memory cost.",
      ),
    ).toEqual([
      {
        op: "playFrom",
        from: "hand",
        filter: { category: "Option", nameIncludes: ["Gear"] },
        free: true,
        use: "only",
        ignoreColors: true,
      },
    ]);
  });
});

describe("compileText: bans on reducing costs", () => {
  it("reads who can't reduce which cost", () => {
    const persistent = (text: string) =>
      compileText(text, { code: "TST-1" }).abilities.map((a) => a.persistent);
    expect(persistent("[All Turns] Players can't reduce play costs.")).toEqual([
      { kind: "noCostReduction", costOf: "play" },
    ]);
    expect(persistent("[Opponent's Turn] Your opponent can't reduce digivolution costs.")).toEqual([
      { kind: "noCostReduction", costOf: "digivolve", side: "opponent" },
    ]);
  });
});

describe("compileText: sentences that limit a play, and battle deletions worded with 'If'", () => {
  it("marks the play before with the names it can't share and a raised maximum level", () => {
    expect(
      ops(
        "[On Play] You may play 1 Tamer card from your hand without paying the cost. This effect can't play cards with the same name as any of your Tamers.",
      ),
    ).toEqual([
      { op: "playFrom", from: "hand", filter: { category: "Tamer" }, free: true, newNameIn: ["tamers"] },
    ]);
    expect(
      ops(
        "[On Play] You may play 1 level 3 or lower Digimon card from your trash without paying the cost. If you have 5 or more Option cards in your trash, add 2 to the maximum level of the card this effect can play.",
      ),
    ).toEqual([
      {
        op: "playFrom",
        from: "trash",
        filter: { maxLevel: 3, category: "Digimon" },
        free: true,
        raiseMaxLevel: {
          cond: { is: "trash", side: "you", filter: { category: "Option" }, atLeast: 5 },
          by: 2,
        },
      },
    ]);
  });

  it("leaves a limit with no play before it unread", () => {
    const r = compileText(
      "[On Play] Gain 1 memory. This effect can't play cards with the same name as any of your Tamers.",
      {
        code: "TST-1",
      },
    );
    expect(r.unread.map((u) => u.fragment)).toEqual([
      "This effect can't play cards with the same name as any of your Tamers.",
    ]);
  });

  it("reads '[Your Turn] If this Digimon deletes an opponent's Digimon in battle' as a trigger", () => {
    const [a] = compileText(
      "[Your Turn] [Once Per Turn] If this Digimon deletes an opponent's Digimon in battle, gain 1 memory.",
      {
        code: "TST-1",
      },
    ).abilities;
    expect(a).toMatchObject({
      category: "trigger",
      when: { on: "deletesInBattle" },
      ops: [{ op: "memory", n: 1 }],
    });
  });
});

describe("compileText: trait phrases of played cards", () => {
  it("reads traits with an exception, alternatives after 'with', two traits and a bare trait", () => {
    const filter = (text: string) => (ops(text)[0] as { filter: unknown }).filter;
    expect(
      filter(
        "[On Play] You may play 1 Digimon card with [Beast] or [Bird], other than [Sea Beast], in one of its traits from your hand without paying the cost.",
      ),
    ).toEqual({ category: "Digimon", traitIncludes: ["Beast", "Bird"], traitExcludes: ["Sea Beast"] });
    expect(
      filter(
        "[On Play] You may play 1 Digimon card with the [Pack] trait or [Beast] in any of its traits (other than [Sea Beast]) from your trash without paying the cost.",
      ),
    ).toEqual({
      category: "Digimon",
      anyOf: [{ traits: ["Pack"] }, { traitIncludes: ["Beast"], traitExcludes: ["Sea Beast"] }],
    });
    expect(
      filter(
        "[On Play] You may play 1 [Pack] trait or [Herd] trait card from your trash without paying the cost.",
      ),
    ).toEqual({
      traits: ["Pack", "Herd"],
    });
    expect(filter("[On Play] You may play 1 [Pack] trait from your hand without paying the cost.")).toEqual({
      traits: ["Pack"],
    });
  });
});

describe("compileText: spellings of the card texts", () => {
  it("reads 'trait trait', 'and/or' and 'without paying the play cost' as the usual wording", () => {
    expect(
      ops(
        "[On Play] You may play 1 [Pack] trait trait card from your hand and/or trash without paying the play cost.",
      ),
    ).toEqual([{ op: "playFrom", from: "handOrTrash", filter: { traits: ["Pack"] }, free: true }]);
  });

  it("reads an escaped non-breaking space and 'with[' as spaces", () => {
    expect(
      ops(
        "[On Play] You may play 1 Digimon card with the [Pack]&#160;trait from your hand without paying the cost.",
      ),
    ).toEqual(
      ops("[On Play] You may play 1 Digimon card with[Pack] trait from your hand without paying the cost."),
    );
  });
});

describe("compileText: conditions of memory gains", () => {
  it("reads a condition after the effect, 'cards in hand' and an exact memory", () => {
    expect(ops("[On Play] Gain 1 memory if you have a Digimon with [Pup] in its name.")).toEqual([
      {
        op: "if",
        cond: { is: "field", side: "you", filter: { category: "Digimon", nameIncludes: ["Pup"] } },
        then: [{ op: "memory", n: 1 }],
      },
    ]);
    expect(ops("[On Play] If your opponent has 5 or more cards in hand, gain 1 memory.")).toEqual([
      { op: "if", cond: { is: "hand", side: "opponent", atLeast: 5 }, then: [{ op: "memory", n: 1 }] },
    ]);
    expect(ops("[On Play] If you have 3 memory, gain 1 memory.")).toEqual([
      { op: "if", cond: { is: "memory", atLeast: 3, atMost: 3 }, then: [{ op: "memory", n: 1 }] },
    ]);
  });
});

describe("compileText: a play cost without 'of', and a trait after 'and'", () => {
  it("reads both as the filter of the card played", () => {
    expect(
      ops(
        "[On Play] You may play 1 Digimon card with a play cost 4 or lower and the [Pack] trait from your trash without paying the cost.",
      ),
    ).toEqual([
      {
        op: "playFrom",
        from: "trash",
        filter: { category: "Digimon", maxPlayCost: 4, traits: ["Pack"] },
        free: true,
      },
    ]);
  });
});
