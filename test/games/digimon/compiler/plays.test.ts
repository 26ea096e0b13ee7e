import { describe, expect, it } from "vitest";
import type { Op } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const ops = (text: string): Op[] => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!.ops;
};

describe("compileText: playing, digivolving and attacking by an effect", () => {
  it("reads digivolutions with their cost words", () => {
    expect(
      ops(
        "[On Play] 1 of your Digimon may digivolve into a level 5 or lower [Wyrm] trait Digimon card in the hand with the digivolution cost reduced by 2.",
      ),
    ).toEqual([
      {
        op: "digivolveBy",
        who: { side: "you", count: 1, filter: { category: "Digimon" } },
        into: { maxLevel: 5, traits: ["Wyrm"], category: "Digimon" },
        from: "hand",
        cost: { reduce: 2 },
        optional: true,
      },
    ]);
    expect(
      ops(
        "[When Digivolving] This Digimon may digivolve into [Bigmon] in the hand or trash for a digivolution cost of 3, ignoring its digivolution requirements.",
      ),
    ).toEqual([
      {
        op: "digivolveBy",
        who: "this",
        into: { nameIs: ["Bigmon"] },
        from: "handOrTrash",
        cost: { fixed: 3 },
        ignoreRequirements: true,
        optional: true,
      },
    ]);
    expect(ops("[Main] This Digimon may digivolve into a Digimon card in your trash.")[0]).toMatchObject({
      op: "digivolveBy",
      from: "trash",
      cost: "normal",
    });
  });

  it("reads DNA digivolutions and attacks", () => {
    expect(
      ops(
        "[On Play] 2 of your Digimon may DNA digivolve into a Digimon card in the hand. Then, the DNA digivolved Digimon may attack.",
      ),
    ).toEqual([
      { op: "dnaBy", into: { category: "Digimon" }, withThis: false, cost: "normal" },
      { op: "attackBy", who: "dnaResult" },
    ]);
    expect(
      ops("[On Play] <Draw 1>. Then, 1 of your Digimon may attack an opponent's Digimon.")[1],
    ).toMatchObject({
      op: "attackBy",
      target: "digimon",
    });
    expect(ops("[When Digivolving] <Draw 1>. Then, this Digimon may attack a player.")[1]).toEqual({
      op: "attackBy",
      who: "this",
      target: "player",
    });
  });

  it("reads plays from digivolution cards, of several cards, at a reduced cost", () => {
    expect(
      ops(
        "[On Deletion] You may play 1 level 3 Digimon card from this Digimon's digivolution cards without paying the cost.",
      ),
    ).toEqual([{ op: "playFrom", from: "sources", filter: { level: 3, category: "Digimon" }, free: true }]);
    expect(
      ops("[On Play] You may play 1 Tamer card from your hand with the play cost reduced by 2."),
    ).toEqual([{ op: "playFrom", from: "hand", filter: { category: "Tamer" }, free: false, reduce: 2 }]);
    expect(
      ops("[On Play] You may play up to 2 [Bitmon] from your trash without paying their costs.")[0],
    ).toMatchObject({
      op: "playFrom",
      count: 2,
    });
  });

  it("reads the [Security] texts that play the checked card", () => {
    expect(ops("[Security] At the end of the battle, play this card without paying the cost.")).toEqual([
      { op: "playSelfAfterBattle" },
    ]);
  });
});

describe("compileText: the filters of cards to play or digivolve into", () => {
  it("reads 'or the [X] trait', 'with a [X] trait' and 'and a play cost of N or less'", () => {
    expect(
      ops(
        "[On Play] 1 of your Digimon may digivolve into a Digimon card with [Bitmon] in its name or the [Wyrm] trait in the hand.",
      )[0],
    ).toMatchObject({
      into: { category: "Digimon", anyOf: [{ nameIncludes: ["Bitmon"] }, { traits: ["Wyrm"] }] },
    });
    expect(
      ops(
        "[On Play] You may play 1 Digimon card with a [Wyrm] trait and a play cost of 4 or less from your hand without paying the cost.",
      )[0],
    ).toMatchObject({
      filter: { category: "Digimon", traits: ["Wyrm"], maxPlayCost: 4 },
    });
  });
});

describe("compileText: a play whose [On Play] effects don't activate", () => {
  it("joins the sentence to the play before it", () => {
    expect(
      ops(
        "[On Play] You may play 1 Digimon card from your trash without paying the cost. Any [On Play] effects on Digimon played with this effect don't activate.",
      ),
    ).toEqual([
      { op: "playFrom", from: "trash", filter: { category: "Digimon" }, free: true, noOnPlay: true },
    ]);
  });
});

describe("compileText: <Blast Digivolve> with its reminder", () => {
  it("reads the keyword when its reminder text ends the sentence", () => {
    const r = compileText(
      "[Hand] [Counter] <Blast Digivolve> (Your Digimon may digivolve into this card without paying the cost).[On Deletion] Gain 1 memory.",
      { code: "TST-1" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities.map((a) => a.keyword ?? a.timing)).toEqual(["blastDigivolve", "onDeletion"]);
  });
});
