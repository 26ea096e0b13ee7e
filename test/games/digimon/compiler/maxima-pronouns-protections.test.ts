/**
 * Maximum changes (15-15-4), pronouns after a trigger, protections and "can also attack":
 * the shapes the compiler reads them into (their engine behaviour: ../ops-dpr.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { Op } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const read = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!;
};
const DELETE_4000: Op = {
  op: "delete",
  target: { side: "opponent", count: 1, filter: { category: "Digimon", maxDp: 4000 } },
};

describe("compileText: maximum changes (15-15-4)", () => {
  it("wraps the sentence before in a raise of its maximum", () => {
    const a = read(
      "[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less. For each of your opponent's security cards, remove 1000 from this DP deletion effect's maximum.",
    );
    expect(a.ops).toEqual([
      {
        op: "raiseMax",
        field: "dp",
        n: -1000,
        by: { side: "opponent", filter: {}, zone: "security" },
        then: [DELETE_4000],
      },
    ]);
  });

  it("reads the level and play cost wordings", () => {
    const cost = read(
      "[On Play] Delete 1 of your opponent's Digimon with a play cost of 3 or less. If you have 3 or more security cards, add 2 to this effect's play cost maximum.",
    );
    expect(cost.ops[0]).toMatchObject({ op: "raiseMax", field: "playCost", n: 2, cond: { is: "security" } });
  });

  it("reads the continuous maximum of DP-based deletion effects, everyone's or this Digimon's", () => {
    expect(
      read("[Your Turn] Add 1000 to the maximum DP you can choose with DP-based deletion effects.")
        .persistent,
    ).toEqual({ kind: "continuous", grants: [{ deletionMaxDp: 1000 }] });
    expect(
      read(
        "[All Turns] While you have 2 or less memory, add 2000 to this Digimon's DP deletion effects' maximums.",
      ).persistent,
    ).toEqual({
      kind: "continuous",
      grants: [{ deletionMaxDp: 2000, own: true }],
      while: { is: "memory", atMost: 2 },
    });
  });
});

describe("compileText: 'it' and 'that Digimon' after a trigger", () => {
  it("is this Digimon after a trigger about itself", () => {
    expect(
      read("[Your Turn] When this Digimon becomes suspended, it gets +1000 DP for the turn.").ops,
    ).toEqual([{ op: "dp", target: "this", amount: 1000, duration: "turn" }]);
  });

  it("is the trigger's Digimon after a trigger about another", () => {
    const a = read("[Your Turn] When one of your other Digimon digivolves, you may unsuspend it.");
    expect(a.optional).toBe(true);
    expect(a.ops).toEqual([{ op: "onReferent", referent: "subject", then: [{ op: "unsuspendThis" }] }]);
  });

  it("is not rewritten when 'this Digimon' already names another card", () => {
    const r = compileText(
      "[Your Turn] When one of your Digimon attacks, that Digimon gets +1000 DP and this Digimon gets +1000 DP for the turn.",
      { code: "TST-1" },
    );
    expect(r.unread).not.toEqual([]);
  });
});

describe("compileText: protections and attack permissions", () => {
  it("reads protections as restrictions, persistent or for a duration", () => {
    expect(read("[All Turns] Your opponent's effects can't delete this Digimon.").persistent).toEqual({
      kind: "continuous",
      grants: [{ cant: "beDeletedByOpponent" }],
    });
    expect(
      read("[On Play] 1 of your Digimon can't be deleted in battle until the end of your opponent's turn.")
        .ops,
    ).toEqual([
      {
        op: "restrict",
        target: { side: "you", count: 1, filter: { category: "Digimon" } },
        cant: ["beDeletedInBattle"],
        duration: "untilOpponentTurnEnds",
      },
    ]);
  });

  it("reads 'can also attack your opponent's unsuspended Digimon with ...'", () => {
    expect(
      read(
        "[All Turns] This Digimon can also attack your opponent's unsuspended Digimon with no digivolution cards.",
      ).persistent,
    ).toEqual({
      kind: "continuous",
      grants: [{ alsoAttack: { suspended: false, category: "Digimon", maxSources: 0 } }],
    });
  });
});
