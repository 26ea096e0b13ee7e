/**
 * Templates about digivolution cards, reveals and hand/deck moves, compiled into ops.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";

const compiled = (t: string) => compileText(t, { code: "TST-1" });
const ops = (t: string) => compiled(t).abilities[0]!.ops;

describe("compiling 'If deleted outside of a battle'", () => {
  it("reads both wordings and the opposite case", () => {
    const then = [{ op: "trashHand", n: 1, who: "opponent" }];
    expect(
      ops("[On Deletion] If deleted outside of a battle, your opponent trashes 1 card in their hand."),
    ).toEqual([{ op: "ifDeleted", inBattle: false, then }]);
    expect(
      ops("[On Deletion] If deleted other than by battle, your opponent trashes 1 card in their hand."),
    ).toEqual([{ op: "ifDeleted", inBattle: false, then }]);
    expect(ops("[On Deletion] If deleted in battle, <Draw 1>.")).toEqual([
      { op: "ifDeleted", inBattle: true, then: [{ op: "draw", n: 1 }] },
    ]);
  });

  it("does not count as run outside an [On Deletion] effect", () => {
    const r = compileText("[On Play] If deleted in battle, <Draw 1>.", { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(whyNotExecutable(r.abilities[0]!, { security: 0 })).toContain("[On Deletion]");
  });
});

describe("compiling a reveal of one card", () => {
  it("reads 'add it if it is ...' as a pick of that one card, and 'otherwise' as the rest", () => {
    expect(
      ops(
        "[On Play] Reveal 1 card from the top of your deck. Add it to your hand if it's a blue Digimon card. Otherwise, place it at the bottom of your deck.",
      ),
    ).toEqual([
      {
        op: "reveal",
        n: 1,
        picks: [{ count: 1, filter: { colors: ["Blue"], category: "Digimon" }, to: "hand" }],
        rest: "deckBottom",
      },
    ]);
    expect(
      ops(
        "[On Play] Reveal the top card of your deck. If that card has the [Alpha] trait, add it to your hand. Trash the rest.",
      ),
    ).toMatchObject([{ op: "reveal", picks: [{ filter: { traits: ["Alpha"] } }], rest: "trash" }]);
  });

  it("does not read 'it' after a reveal of several cards", () => {
    const r = compiled(
      "[On Play] Reveal the top 3 cards of your deck. Add it to your hand if it's a blue Digimon card. Otherwise, place it at the bottom of your deck.",
    );
    expect(r.unread).not.toEqual([]);
  });
});

describe("compiling reveal picks that place or trash cards", () => {
  it("reads placing under this Digimon, under one of your Digimon face down, and trashing", () => {
    expect(
      ops(
        "[On Play] Reveal the top 3 cards of your deck. Add 1 [Alpha] among them to your hand, and place 1 card with [Beta] in its traits among them under this Digimon as its bottom digivolution card. Return the rest to the bottom of the deck.",
      ),
    ).toMatchObject([
      {
        op: "reveal",
        picks: [
          { count: 1, filter: { nameIs: ["Alpha"] }, to: "hand" },
          { count: 1, filter: { traitIncludes: ["Beta"] }, to: "under" },
        ],
        rest: "deckBottom",
      },
    ]);
    const [reveal] = ops(
      "[On Play] Reveal the top 3 cards of your deck. Among them, add 1 card with the [Alpha] trait to the hand and place 1 card with the [Beta] trait face down as the bottom digivolution card of any of your Digimon with the [Alpha] trait. Trash the rest.",
    );
    expect(reveal).toMatchObject({
      picks: [
        { to: "hand" },
        {
          to: "under",
          faceDown: true,
          onto: { side: "you", count: 1, filter: { category: "Digimon", traits: ["Alpha"] } },
        },
      ],
    });
    expect(
      ops(
        "[On Play] Reveal the top 3 cards of your deck. Trash 1 Tamer card among them. Return the rest to the bottom of the deck.",
      ),
    ).toMatchObject([{ picks: [{ count: 1, filter: { category: "Tamer" }, to: "trash" }] }]);
  });

  it("reads 'add it to the hand, or place 1 such card under ...' as one card the player sends either way", () => {
    expect(
      ops(
        "[On Play] Reveal the top 3 cards of your deck. Among them, add 1 [Alpha] trait card to the hand, or place 1 such card as this Digimon's bottom digivolution card. Trash the rest.",
      ),
    ).toMatchObject([{ picks: [{ count: 1, filter: { traits: ["Alpha"] }, to: "handOrUnder" }] }]);
  });

  it("places a revealed card under one card only, never under several Digimon", () => {
    const text = (where: string) =>
      `[On Play] Reveal the top 3 cards of your deck. Place 1 Tamer card among them ${where}. Trash the rest.`;
    expect(compiled(text("under 1 of your Tamers")).unread).toEqual([]);
    expect(compiled(text("as the bottom digivolution card of all of your Digimon")).unread).not.toEqual([]);
  });
});

describe("compiling what a reveal adds", () => {
  const picks = (sentence: string) => {
    const [reveal] = ops(
      `[On Play] Reveal the top 3 cards of your deck. ${sentence} Return the rest to the bottom of the deck.`,
    );
    return reveal?.op === "reveal" ? reveal.picks : [];
  };

  it("reads a card of exactly N colours", () => {
    expect(picks("Add 1 2-color blue card among them to your hand.")).toEqual([
      { count: 1, filter: { minColors: 2, maxColors: 2, colors: ["Blue"] }, to: "hand" },
    ]);
  });

  it("reads a list of alternatives whose last ones are names", () => {
    expect(
      picks("Add 1 card with [Alpha] in its traits, [Beta], or [Gamma] among them to your hand."),
    ).toEqual([
      {
        count: 1,
        filter: { anyOf: [{ traitIncludes: ["Alpha"] }, { nameIs: ["Beta", "Gamma"] }] },
        to: "hand",
      },
    ]);
  });

  it("reads 'and 1 such Tamer card' as the same qualities on another kind of card", () => {
    expect(picks("Add 1 green Digimon card and 1 such Tamer card among them to the hand.")).toEqual([
      { count: 1, filter: { colors: ["Green"], category: "Digimon" }, to: "hand" },
      { count: 1, filter: { colors: ["Green"], category: "Tamer" }, to: "hand" },
    ]);
  });
});

describe("compiling 'If you added cards'", () => {
  it("reads it as an outcome of the reveal before it", () => {
    expect(
      ops(
        "[On Play] Reveal the top 3 cards of your deck. Add 1 Tamer card among them to the hand. Return the rest to the bottom of the deck. If you added cards, trash 1 card in your hand.",
      ),
    ).toMatchObject([
      { op: "ifOutcome", what: "add", did: true, ops: [{ op: "reveal" }], then: [{ op: "trashHand", n: 1 }] },
    ]);
  });
});

describe("compiling a level maximum changed by a later sentence", () => {
  it("wraps the choice before it, and reads nothing when that choice has no level limit", () => {
    expect(
      ops(
        "[On Play] Delete 1 of your opponent's level 3 or lower Digimon. For every 10 cards in your trash, add 1 to the maximum level of the Digimon you can choose with this effect.",
      ),
    ).toMatchObject([
      {
        op: "raiseLevelMax",
        by: 1,
        per: { zone: "trash", per: 10 },
        then: [{ op: "delete", target: { filter: { maxLevel: 3 } } }],
      },
    ]);
    expect(
      compiled(
        "[On Play] Delete 1 of your opponent's Digimon. For every 10 cards in your trash, add 1 to the maximum level of the Digimon you can choose with this effect.",
      ).unread,
    ).not.toEqual([]);
  });
});

describe("compiling a deck-building (Rule)", () => {
  it("records how many copies a deck may hold, as a persistent effect with nothing to run", () => {
    const r = compiled(
      "You can include up to 50 copies of cards with this card's card number in your deck.[On Play] <Draw 1>.",
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]).toMatchObject({
      category: "persistent",
      ops: [],
      persistent: { kind: "deckBuilding", amount: 50 },
    });
    expect(whyNotExecutable(r.abilities[0]!, { security: 0 })).toBeNull();
  });
});

describe("compiling 'up to' in a reveal with a placement", () => {
  it("lets the player add none", () => {
    expect(
      ops(
        "[On Play] Reveal the top 3 cards of your deck. Add up to 1 [Alpha] or [Beta] among them to your hand, and place 1 [Gamma] among them under this Digimon as its bottom digivolution card. Trash the rest.",
      ),
    ).toMatchObject([
      {
        picks: [
          { count: 1, filter: { nameIs: ["Alpha", "Beta"] }, to: "hand", optional: true },
          { count: 1, filter: { nameIs: ["Gamma"] }, to: "under" },
        ],
      },
    ]);
  });
});

describe("compiling triggers on digivolution cards placed under this Digimon", () => {
  it("reads whose effect and which cards", () => {
    const when = (t: string) => compiled(t).abilities[0]!.when;
    expect(
      when("[Your Turn] When one of your effects places a digivolution card under this Digimon, <Draw 1>."),
    ).toEqual({ on: "sourcesPlaced", byEffect: "you" });
    expect(
      when(
        "[Your Turn] When effects place Digimon cards with [Alpha] in any of their traits in this Digimon's digivolution cards, <Draw 1>.",
      ),
    ).toEqual({
      on: "sourcesPlaced",
      byEffect: "any",
      filter: { category: "Digimon", traitIncludes: ["Alpha"] },
    });
  });
});

describe("compiling 'its' digivolution cards in a trigger about a Digimon", () => {
  it("targets the trigger's Digimon, and reads nothing where no trigger names one", () => {
    expect(
      ops("[Opponent's Turn] When an opponent's Digimon attacks, trash its bottom 2 digivolution cards."),
    ).toEqual([
      {
        op: "trashSources",
        target: { side: "any", count: 1, filter: { category: "Digimon", subject: true } },
        n: 2,
        from: "bottom",
      },
    ]);
    expect(compiled("[On Play] Trash its bottom 2 digivolution cards.").unread).not.toEqual([]);
  });
});

describe("compiling more wordings of trashing digivolution cards from one end", () => {
  const opp = { side: "opponent", count: 1, filter: { category: "Digimon" } };
  it("reads 'at the bottom of', 'the bottom N ... from', 'up to N', and 'any ... of'", () => {
    expect(
      ops("[On Play] Trash the digivolution card at the bottom of 1 of your opponent's Digimon."),
    ).toEqual([{ op: "trashBottomSource", target: opp }]);
    expect(ops("[On Play] Trash the bottom 2 digivolution cards from 1 of your opponent's Digimon.")).toEqual(
      [{ op: "trashSources", target: opp, n: 2, from: "bottom" }],
    );
    expect(
      ops("[On Play] Trash 2 digivolution cards at the bottom of 1 of your opponent's Digimon."),
    ).toEqual([{ op: "trashSources", target: opp, n: 2, from: "bottom" }]);
    expect(
      ops("[On Play] Trash up to 2 digivolution cards from the bottom of all of your opponent's Digimon."),
    ).toEqual([
      {
        op: "trashSources",
        target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
        n: 2,
        from: "bottom",
        upTo: true,
      },
    ]);
    expect(ops("[On Play] Trash any digivolution card of 1 of your opponent's Digimon.")).toEqual([
      { op: "trashAnySources", n: 1, target: opp },
    ]);
  });
});

describe("compiling more wordings of moving cards", () => {
  it("reads placing Digimon at the bottom of decks, trashing from the top of the deck, and placing at the bottom of the digivolution cards", () => {
    expect(
      ops(
        "[On Play] Place all of your opponent's suspended Digimon at the bottom of their owners' decks in any order.",
      ),
    ).toEqual([
      {
        op: "bounce",
        target: { side: "opponent", count: "all", filter: { category: "Digimon", suspended: true } },
        to: "deckBottom",
      },
    ]);
    expect(ops("[On Play] Trash 3 cards from the top of your deck.")).toEqual([{ op: "trashDeck", n: 3 }]);
    expect(
      compiled(
        "[On Play] You may place up to 2 yellow Digimon cards from your hand at the bottom of this Digimon's digivolution cards in any order.",
      ).abilities[0],
    ).toMatchObject({
      optional: true,
      ops: [
        {
          op: "moveCards",
          from: "hand",
          to: "sourceBottom",
          n: 2,
          upTo: true,
          filter: { colors: ["Yellow"], category: "Digimon" },
        },
      ],
    });
  });
});

describe("compiling 'has N digivolution cards'", () => {
  it("holds with N or more (4-26-1)", () => {
    expect(ops("[On Play] If this Digimon has 3 digivolution cards, <Draw 1>.")).toEqual([
      { op: "if", cond: { is: "self", filter: { minSources: 3 } }, then: [{ op: "draw", n: 1 }] },
    ]);
  });
});

describe("compiling a top stacked card placed as the bottom digivolution card", () => {
  it("reads the cost with its trait, and the trigger on it", () => {
    expect(
      compiled(
        "[When Attacking] By placing this [Alpha] trait Digimon's top stacked card as its bottom digivolution card, <Draw 1>.",
      ).abilities[0],
    ).toMatchObject({
      cost: [{ op: "topToBottom", filter: { traits: ["Alpha"] } }],
      ops: [{ op: "draw", n: 1 }],
    });
    expect(
      compiled(
        "[Your Turn] When effects place this Digimon's top stacked card as its bottom digivolution card, <Draw 1>.",
      ).abilities[0]!.when,
    ).toEqual({ on: "sourcesPlaced", byEffect: "any", fromTop: true });
  });
});

describe("'You may reveal the top N cards' (the reveal itself is optional)", () => {
  const text =
    "[On Play] You may reveal the top 3 cards of your deck. Add 1 Tamer card among them to the hand. Trash the rest.";

  it("wraps the whole reveal in the choice", () => {
    expect(ops(text)).toEqual([
      {
        op: "may",
        then: [
          {
            op: "reveal",
            n: 3,
            picks: [{ count: 1, filter: { category: "Tamer" }, to: "hand" }],
            rest: "trash",
          },
        ],
      },
    ]);
    expect(ops(text.replace("You may reveal", "Reveal"))[0]).toMatchObject({ op: "reveal", n: 3 });
  });

  it("leaves the deck alone when the player declines", async () => {
    const { resolveDigimon } = await import("../../../../src/games/digimon/input/resolve-text.ts");
    const run = (choices: string) =>
      resolveDigimon({
        board: "A: hand TST-081, deck GEN-103 GEN-104 GEN-105, memory 5 | B: GEN-204",
        action: "A plays TST-081",
        choices,
        cards: `TST-081 "Seeker" digimon lv 3 3000 dp red cost 3 : ${text}`,
      }).trace.final.areas.A!;
    expect(run("no").deck).toHaveLength(3);
    expect(run("no").trash).toEqual([]);
    expect(run("yes").trash).toHaveLength(3);
  });
});
