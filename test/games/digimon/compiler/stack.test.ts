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
