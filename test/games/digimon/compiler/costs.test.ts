import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const bare = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.map(({ id: _id, label: _label, ...rest }) => rest) as Omit<Ability, "id" | "label">[];
};
const opp = { side: "opponent", count: 1, filter: { category: "Digimon" } };

describe("compileText: costs that move cards", () => {
  it("reads placing cards as this Digimon's bottom digivolution cards, face up or face down", () => {
    expect(
      bare(
        "[On Play] By placing 1 [Alpha] trait Digimon card from your trash as this Digimon's bottom digivolution card, <Draw 1>.",
      )[0],
    ).toMatchObject({
      optional: true,
      cost: [
        {
          op: "moveCards",
          from: "trash",
          to: "sourceBottom",
          n: 1,
          filter: { category: "Digimon", traits: ["Alpha"] },
        },
      ],
      ops: [{ op: "draw", n: 1 }],
    });
    expect(
      bare(
        "[When Attacking] By placing 1 card in your hand face down as this Digimon's bottom digivolution card, gain 1 memory.",
      )[0]!.cost,
    ).toEqual([{ op: "moveCards", from: "hand", to: "sourceBottom", n: 1, faceDown: true }]);
  });

  it("reads returning this Tamer, paying memory and trashing a security card from either end", () => {
    expect(bare("[Main] By returning this Tamer to the bottom of the deck, <Draw 1>.")[0]!.ops).toEqual([
      { op: "may", cost: [{ op: "moveThis", to: "deckBottom" }], then: [{ op: "draw", n: 1 }] },
    ]);
    expect(bare("[On Play] By paying 2 cost, gain 1 memory.")[0]!.cost).toEqual([{ op: "memory", n: -2 }]);
    expect(bare("[On Play] By trashing your top or bottom security card, gain 1 memory.")[0]!.cost).toEqual([
      { op: "moveCards", from: "securityTopOrBottom", to: "trash", n: 1 },
    ]);
  });

  it("reads returns from the trash to the deck and placements on the security stack", () => {
    expect(
      bare("[On Play] Return 2 Digimon cards from your opponent's trash to the bottom of the deck.")[0]!.ops,
    ).toEqual([
      {
        op: "moveCards",
        from: "opponentTrash",
        to: "deckBottom",
        n: 2,
        filter: { category: "Digimon" },
      },
    ]);
    expect(
      bare("[On Play] You may place 1 Tamer card from your hand on top of your security stack.")[0],
    ).toMatchObject({
      optional: true,
      ops: [{ op: "moveCards", from: "hand", to: "securityTop", n: 1, filter: { category: "Tamer" } }],
    });
    expect(bare("[On Play] Add your bottom security card to the hand.")[0]!.ops).toEqual([
      { op: "moveCards", from: "securityBottom", to: "hand", n: 1 },
    ]);
  });

  it("reads placing cards under another of your cards", () => {
    expect(
      bare("[On Play] You may place 1 Digimon card from your trash under 1 of your green Digimon.")[0],
    ).toMatchObject({
      optional: true,
      ops: [
        {
          op: "moveCards",
          from: "trash",
          to: "sourceBottom",
          n: 1,
          filter: { category: "Digimon" },
          onto: { side: "you", count: 1, filter: { colors: ["Green"], category: "Digimon" } },
        },
      ],
    });
    expect(
      bare("[On Play] Trash 2 digivolution cards from the bottom of 1 of your opponent's Digimon.")[0]!.ops,
    ).toEqual([{ op: "trashSources", target: opp, n: 2, from: "bottom" }]);
  });

  it("does not read a face-down placement where face down means nothing it runs", () => {
    const r = compileText("[On Play] Place 1 card from your hand face down to the hand.", { code: "TST-1" });
    expect(r.unread).not.toEqual([]);
  });
});

describe("compileText: trashing digivolution cards", () => {
  it("reads N and 'all' digivolution cards of a chosen Digimon", () => {
    expect(bare("[On Play] Trash 2 digivolution cards under 1 of your opponent's Digimon.")[0]!.ops).toEqual([
      { op: "trashSourcesAny", target: opp, n: 2 },
    ]);
    expect(
      bare("[On Play] Trash all digivolution cards under 1 of your opponent's Digimon.")[0]!.ops,
    ).toEqual([{ op: "trashSources", target: opp, n: "all", from: "top" }]);
  });

  it("reads 'Trash all of the digivolution cards of that Digimon' as part of a return, and nowhere else", () => {
    expect(
      bare(
        "[On Play] Return 1 of your opponent's Digimon to the bottom of the deck. Trash all of the digivolution cards of that Digimon.",
      )[0]!.ops,
    ).toEqual([{ op: "bounce", target: opp, to: "deckBottom" }]);
    expect(
      bare(
        "[On Play] Return 1 of your opponent's Digimon to the hand. (Trash all of the digivolution cards of that Digimon.)",
      )[0]!.ops,
    ).toEqual([{ op: "bounce", target: opp, to: "hand" }]);
    expect(
      bare(
        "[On Play] Return 1 of your opponent's Digimon to their hand. (Trash all of the digivolution cards of that Digimon.)",
      )[0]!.ops,
    ).toEqual([{ op: "bounce", target: opp, to: "hand" }]);
    expect(
      bare(
        "[Main] Place 1 of your Digimon on top of your security stack face down. Trash that Digimon's digivolution cards.",
      )[0]!.ops,
    ).toEqual([
      { op: "toSecurity", target: { side: "you", count: 1, filter: { category: "Digimon" } }, at: "top" },
    ]);
    const alone = compileText(
      "[On Play] Delete 1 of your opponent's Digimon. Trash all of the digivolution cards of that Digimon.",
      { code: "TST-1" },
    );
    expect(alone.unread).toHaveLength(1);
  });
});

describe("compileText: reveal groups", () => {
  it("reads a reveal after a cost, and where the rest goes", () => {
    const [a] = bare(
      "[On Play] By suspending this Digimon, reveal the top 3 cards of your deck. Add 1 Tamer card among them to the hand. Place the rest on top of your deck in any order.",
    );
    expect(a).toMatchObject({
      cost: [{ op: "suspendThis" }],
      ops: [
        {
          op: "reveal",
          n: 3,
          picks: [{ count: 1, filter: { category: "Tamer" }, to: "hand" }],
          rest: "deckTop",
        },
      ],
    });
    expect(
      bare(
        "[On Play] If you have 3 or more memory, reveal the top 2 cards of your deck. Add 1 Tamer card among them to the hand. Add the rest to your hand.",
      )[0]!.ops,
    ).toMatchObject([{ op: "if", then: [{ op: "reveal", n: 2, rest: "hand" }] }]);
  });

  it("reads 'add all ... among them'", () => {
    expect(
      bare(
        "[On Play] Reveal the top 3 cards of your deck. Add all Tamer cards among them to the hand. Trash the rest.",
      )[0]!.ops,
    ).toEqual([
      {
        op: "reveal",
        n: 3,
        picks: [{ count: 1, all: true, filter: { category: "Tamer" }, to: "hand" }],
        rest: "trash",
      },
    ]);
  });

  it("leaves a reveal unread when nothing says what becomes of the cards", () => {
    const r = compileText("[On Play] By suspending this Digimon, reveal the top 3 cards of your deck.", {
      code: "TST-1",
    });
    expect(r.unread).toHaveLength(1);
  });
});

describe("compileText: 'in its text'", () => {
  it("reads names and keywords searched in a card's text", () => {
    expect(
      bare(
        "[On Play] Reveal the top 3 cards of your deck. Add 1 card with [Beta] in its text among them to the hand. Trash the rest.",
      )[0]!.ops,
    ).toEqual([
      {
        op: "reveal",
        n: 3,
        picks: [{ count: 1, filter: { textIncludes: ["Beta"] }, to: "hand" }],
        rest: "trash",
      },
    ]);
    expect(
      bare("[On Play] Return 1 Digimon card with <Save> in its text from your trash to the hand.")[0]!.ops,
    ).toEqual([
      { op: "returnToHand", from: "trash", filter: { category: "Digimon", textIncludes: ["<Save>"] } },
    ]);
  });
});
