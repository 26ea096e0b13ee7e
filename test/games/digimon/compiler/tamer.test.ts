import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const bare = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.map(({ id: _id, label: _label, ...rest }) => rest) as Omit<Ability, "id" | "label">[];
};

describe("compileText: Tamer costs", () => {
  it("reads 'By X, you may Y': the play is already a choice, anything else asks again", () => {
    expect(
      bare(
        "[Main] By returning this Tamer to the bottom of the deck, you may play 1 [Alpha] from your hand without paying the cost.",
      )[0]!.ops,
    ).toEqual([
      {
        op: "may",
        cost: [{ op: "moveThis", to: "deckBottom" }],
        then: [{ op: "playFrom", from: "hand", filter: { nameIs: ["Alpha"] }, free: true }],
      },
    ]);
    expect(
      bare("[Main] By suspending this Tamer, you may return 1 [Alpha] from your trash to the hand.")[0]!.ops,
    ).toEqual([
      {
        op: "may",
        cost: [{ op: "suspendThis" }],
        then: [{ op: "may", then: [{ op: "returnToHand", from: "trash", filter: { nameIs: ["Alpha"] } }] }],
      },
    ]);
  });
});

describe("compileText: Tamer cards with inherited effects", () => {
  it("reads 'with inherited effects' and 'with an inherited effect' as a filter", () => {
    const filter = { category: "Tamer", hasInherited: true };
    expect(
      bare(
        "[Main] You may play 1 Tamer card with inherited effects from your trash without paying the cost.",
      )[0]!.ops,
    ).toEqual([{ op: "playFrom", from: "trash", filter, free: true }]);
    expect(
      bare("[Main] Return 1 Tamer card with an inherited effect from your trash to the hand.")[0]!.ops,
    ).toEqual([{ op: "returnToHand", from: "trash", filter }]);
  });
});

describe("compileText: cards under Tamers", () => {
  it("reads revealed cards placed under a Tamer or this card, and 'such card' after a pick", () => {
    const reveal = (picks: string) =>
      bare(
        `[On Play] Reveal the top 3 cards of your deck. ${picks} Return the rest to the bottom of the deck.`,
      )[0]!.ops[0];
    expect(
      reveal(
        "Among them, add 1 [Alpha] trait card to the hand and place 1 such card face down under your Tamers.",
      ),
    ).toMatchObject({
      picks: [
        { count: 1, filter: { traits: ["Alpha"] }, to: "hand" },
        {
          count: 1,
          filter: { traits: ["Alpha"] },
          to: "under",
          faceDown: true,
          onto: { side: "you", count: 1, filter: { category: "Tamer" } },
        },
      ],
    });
    expect(reveal("Place 1 Tamer card among them under this Tamer.")).toMatchObject({
      picks: [{ count: 1, filter: { category: "Tamer" }, to: "under" }],
    });
    // Nothing says where "place" puts it: not read.
    const r = compileText(
      "[On Play] Reveal the top 3 cards of your deck. Among them, place 1 such card. Return the rest to the bottom of the deck.",
    );
    expect(r.unread).not.toEqual([]);
  });

  it("reads playing from under one of your Tamers or from under this Tamer", () => {
    expect(
      bare(
        "[Main] You may play 1 [Alpha] from under any of your [Beta] trait Tamers without paying the cost.",
      )[0]!.ops,
    ).toEqual([
      {
        op: "playFrom",
        from: "sources",
        filter: { nameIs: ["Alpha"] },
        free: true,
        sourcesOf: { category: "Tamer", traits: ["Beta"] },
      },
    ]);
    expect(bare("[Main] Play 1 Digimon card from under this Tamer without paying the cost.")[0]!.ops).toEqual(
      [{ op: "playFrom", from: "sources", filter: { category: "Digimon" }, free: true, must: true }],
    );
  });
});

describe("compileText: Tamer trigger conditions", () => {
  it("reads the older 'When you attack with a blue Digimon' as one of your blue Digimon attacking", () => {
    expect(
      bare(
        "[Your Turn] When you attack with a blue Digimon, you may suspend this Tamer to gain 1 memory.",
      )[0],
    ).toMatchObject({
      when: { on: "attacks", side: "you", filter: { category: "Digimon", colors: ["Blue"] } },
      cost: [{ op: "suspendThis" }],
      optional: true,
    });
  });

  it("reads one of your Digimon deleting an opponent's Digimon in battle and surviving", () => {
    expect(
      bare(
        "[Your Turn] When one of your green Digimon deletes an opponent's Digimon in battle and survives, <Draw 1>",
      )[0]!.when,
    ).toEqual({
      on: "deletesInBattle",
      survives: true,
      side: "you",
      filter: { category: "Digimon", colors: ["Green"] },
    });
    // Without "and survives" the winner may be gone with the loser: not read.
    const r = compileText(
      "[Your Turn] When one of your Digimon deletes an opponent's Digimon in battle, <Draw 1>",
    );
    expect(r.unread).not.toEqual([]);
  });

  it("reads an older 'If <event>,' after a turn header as a trigger, and leaves 'If <state>,' alone", () => {
    expect(bare("[Your Turn] If one of your Tamers becomes suspended, gain 1 memory.")[0]).toMatchObject({
      category: "trigger",
      when: { on: "suspended", side: "you", filter: { category: "Tamer" } },
    });
    expect(
      bare(
        "[Your Turn] If one of your Digimon digivolves into a Digimon card with [Alpha] in its name, <Draw 1>",
      )[0]!.when,
    ).toEqual({
      on: "digivolved",
      side: "you",
      filter: { category: "Digimon", nameIncludes: ["Alpha"] },
    });
    expect(bare("[Your Turn] If you have a Tamer, this Digimon gets +1000 DP.")[0]!.category).toBe(
      "persistent",
    );
  });

  it("reads 'that Digimon' as the trigger's subject, and nowhere else", () => {
    const subject = { side: "any", count: 1, filter: { category: "Digimon", subject: true } };
    expect(
      bare(
        "[Your Turn] When one of your Digimon attacks, you may suspend this Tamer to have that Digimon gain <Rush> for the turn.",
      )[0]!.ops,
    ).toEqual([{ op: "gainKeyword", target: subject, keyword: "rush", duration: "turn" }]);
    expect(
      bare(
        "[Your Turn] When one of your Digimon attacks, you may suspend this Tamer to give that Digimon +1000 DP for the turn.",
      )[0]!.ops,
    ).toEqual([{ op: "dp", target: subject, amount: 1000, duration: "turn" }]);
    expect(compileText("[On Play] That Digimon gets +1000 DP for the turn.").unread).not.toEqual([]);
  });

  it("reads what a Digimon has, or lacks, in its digivolution cards", () => {
    expect(
      bare(
        "[Your Turn] When one of your Digimon with a Tamer card in its digivolution cards attacks, <Draw 1>",
      )[0]!.when,
    ).toEqual({
      on: "attacks",
      side: "you",
      filter: { category: "Digimon", sourcesHave: { category: "Tamer" } },
    });
    expect(
      bare("[On Play] Delete 1 of your opponent's Digimon without [Alpha] in its digivolution cards.")[0]!
        .ops,
    ).toEqual([
      {
        op: "delete",
        target: {
          side: "opponent",
          count: 1,
          filter: { category: "Digimon", sourcesLack: { nameIs: ["Alpha"] } },
        },
      },
    ]);
  });

  it("reads effects trashing cards from under this Tamer or your Tamers", () => {
    expect(bare("[Your Turn] When effects trash cards from under this Tamer, <Draw 1>")[0]!.when).toEqual({
      on: "sourceTrashed",
      side: "you",
      byEffect: "any",
      self: true,
    });
    expect(
      bare("[Your Turn] When an effect trashes cards from under your Tamers, <Draw 1>")[0]!.when,
    ).toEqual({
      on: "sourceTrashed",
      side: "you",
      byEffect: "any",
      under: { category: "Tamer" },
    });
  });

  it("reads 'with [X] in its text or the [Y] trait' as either", () => {
    expect(
      bare(
        "[Your Turn] When one of your Digimon with [Alpha] in its text or the [Beta] trait attacks, by suspending this Tamer, <Draw 1>.",
      )[0],
    ).toMatchObject({
      when: {
        on: "attacks",
        side: "you",
        filter: { category: "Digimon", anyOf: [{ textIncludes: ["Alpha"] }, { traits: ["Beta"] }] },
      },
      cost: [{ op: "suspendThis" }],
      ops: [{ op: "draw", n: 1 }],
    });
  });
});
