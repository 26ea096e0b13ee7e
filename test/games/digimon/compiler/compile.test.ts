import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const opp = (filter = {}) => ({ side: "opponent", count: 1, filter: { category: "Digimon", ...filter } });
const allOpp = (filter = {}) => ({
  side: "opponent",
  count: "all",
  filter: { category: "Digimon", ...filter },
});
const bare = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.map(({ id: _id, label: _label, ...rest }) => rest) as Omit<Ability, "id" | "label">[];
};

describe("compileText: timings and headers", () => {
  it("reads one ability per timing, with the same id for a shared [Once Per Turn]", () => {
    const r = compileText("[On Play] [When Digivolving] [Once Per Turn] <Draw 1>", { code: "TST-1" });
    expect(r.abilities.map((a) => [a.id, a.timing, a.oncePerTurn])).toEqual([
      ["TST-1/main/1", "onPlay", true],
      ["TST-1/main/1", "whenDigivolving", true],
    ]);
  });

  it("reads [Main] as an activation and [Security] as a trigger, with zones", () => {
    expect(bare("[Main] Gain 2 memory.")).toEqual([
      { category: "activation", timing: "main", ops: [{ op: "memory", n: 2 }] },
    ]);
    expect(bare("[Security] Play this card without paying the cost.")).toEqual([
      { category: "trigger", timing: "security", ops: [{ op: "playSelf", free: true }] },
    ]);
    expect(bare("[Hand] [Counter] <Blast Digivolve>")).toEqual([
      { category: "keyword", keyword: "blastDigivolve", ops: [], timing: "counter", zone: "hand" },
    ]);
  });

  it("reads a keyword's reminder sentence standing alone, its keyword lost, as that keyword", () => {
    expect(bare("(At blocker timing, by suspending this Digimon, it becomes the attack target).")).toEqual([
      { category: "keyword", keyword: "blocker", ops: [] },
    ]);
    const inside = compileText(
      "[On Play] Sing. (At blocker timing, by suspending this Digimon, it becomes the attack target).",
    );
    expect(inside.abilities.some((a) => a.keyword === "blocker")).toBe(false);
    expect(bare("(This Digimon can't be deleted in battles against Security Digimon).")).toEqual([
      { category: "keyword", keyword: "jamming", ops: [] },
    ]);
    expect(
      bare("(When this Digimon is deleted after losing a battle, delete the Digimon it was battling)."),
    ).toEqual([{ category: "keyword", keyword: "retaliation", ops: [] }]);
  });

  it("reads keyword lines, with their numbers and parameters, dropping reminders", () => {
    expect(bare("<Blocker> (A reminder.)\n<Security Attack +2>\n<Decoy (Black)>")).toEqual([
      { category: "keyword", keyword: "blocker", ops: [] },
      { category: "keyword", keyword: "securityAttack", keywordValue: 2, ops: [] },
      { category: "keyword", keyword: "decoy", keywordParam: "Black", ops: [] },
    ]);
  });
});

describe("compileText: effects", () => {
  it("reads targets and filters", () => {
    expect(bare("[On Play] Delete 1 of your opponent's level 4 or lower Digimon.")[0]!.ops).toEqual([
      { op: "delete", target: opp({ maxLevel: 4 }) },
    ]);
    expect(bare("[On Play] Suspend 1 of your opponent's Digimon or Tamers.")[0]!.ops).toEqual([
      {
        op: "suspend",
        target: {
          side: "opponent",
          count: 1,
          filter: { anyOf: [{ category: "Digimon" }, { category: "Tamer" }] },
        },
      },
    ]);
    expect(
      bare("[On Play] Return 1 of your opponent's Digimon with the lowest DP to the hand.")[0]!.ops,
    ).toEqual([{ op: "bounce", target: opp({ extreme: { by: "dp", which: "lowest" } }), to: "hand" }]);
    expect(
      bare("[When Attacking] Delete all of your opponent's unsuspended Digimon with 3000 DP or less.")[0]!
        .ops,
    ).toEqual([{ op: "delete", target: allOpp({ suspended: false, maxDp: 3000 }) }]);
  });

  it("reads DP changes with durations and 'for each'", () => {
    expect(
      bare("[Main] All of your opponent's Digimon get -2000 DP until the end of your opponent's turn.")[0]!
        .ops,
    ).toEqual([{ op: "dp", target: allOpp(), amount: -2000, duration: "untilOpponentTurnEnds" }]);
    expect(
      bare("[On Play] For each of your Tamers, 1 of your opponent's Digimon gets -1000 DP for the turn.")[0]!
        .ops,
    ).toEqual([
      {
        op: "dp",
        target: opp(),
        amount: { perEach: { side: "you", filter: { category: "Tamer" } }, times: -1000 },
        duration: "turn",
      },
    ]);
  });

  it("reads 'you may', costs and 'Then,'", () => {
    expect(bare("[When Attacking] By trashing 1 card in your hand, <Draw 2>.")).toEqual([
      {
        category: "trigger",
        timing: "whenAttacking",
        optional: true,
        cost: [{ op: "trashHand", n: 1 }],
        ops: [{ op: "draw", n: 2 }],
      },
    ]);
    expect(bare("[On Play] Gain 1 memory. Then, you may suspend this Digimon to <Draw 1>.")[0]!.ops).toEqual([
      { op: "memory", n: 1 },
      { op: "may", cost: [{ op: "suspendThis" }], then: [{ op: "draw", n: 1 }] },
    ]);
  });

  it("reads conditions", () => {
    expect(bare("[On Play] If your opponent has 2 or more Digimon, gain 1 memory.")[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "field", side: "opponent", filter: { category: "Digimon" }, atLeast: 2 },
        then: [{ op: "memory", n: 1 }],
      },
    ]);
    expect(bare("[Start of Your Turn] If you have 1 or less memory, set your memory to 3.")[0]).toMatchObject(
      {
        condition: { memoryAtMost: 1 },
        ops: [{ op: "setMemory", value: 3 }],
      },
    );
  });

  it("reads a reveal group as one op", () => {
    expect(
      bare(
        "[On Play] Reveal the top 4 cards of your deck. Add 1 Tamer card among them to the hand. Place the rest at the bottom of your deck in any order.",
      )[0]!.ops,
    ).toEqual([
      {
        op: "reveal",
        n: 4,
        picks: [{ count: 1, filter: { category: "Tamer" }, to: "hand" }],
        rest: "deckBottom",
      },
    ]);
  });

  it("reads [Your Turn] triggers and persistent effects", () => {
    expect(bare("[Your Turn] When this Digimon attacks, gain 1 memory.")[0]).toMatchObject({
      timing: "when",
      turn: "your",
      when: { on: "attacks", side: "you", self: true },
    });
    expect(bare("[Your Turn] This Digimon gets +2000 DP.")).toEqual([
      { category: "persistent", turn: "your", ops: [], persistent: { kind: "dp", amount: 2000 } },
    ]);
    expect(bare("[Opponent's Turn] This Digimon gains <Blocker>.")).toEqual([
      { category: "keyword", keyword: "blocker", turn: "opponent", ops: [] },
    ]);
  });

  it("reads conditional and counted persistent DP", () => {
    expect(bare("[All Turns] While this Digimon is suspended, it gets +2000 DP.")[0]).toMatchObject({
      category: "persistent",
      persistent: { kind: "dp", amount: 2000, while: { is: "self", filter: { suspended: true } } },
    });
    expect(bare("[Your Turn] This Digimon gets +1000 DP for each of your Tamers.")[0]).toMatchObject({
      persistent: { kind: "dpPerEach", amount: 1000, count: { side: "you", filter: { category: "Tamer" } } },
    });
  });

  it("reads requirement lines as requirements", () => {
    const r = compileText(
      "[Digivolve] Lv.4 w/[Beast] trait: Cost 3\n[DNA Digivolve] Red Lv.5 + Blue Lv.5 : Cost 0\n[DigiXros -2] [Alpha] x [Beta]\n\n<Rush>",
    );
    expect(r.unread).toEqual([]);
    expect(r.requirements.map((q) => q.kind)).toEqual(["digivolve", "dna", "digixros"]);
    expect(r.requirements[1]).toMatchObject({
      cost: 0,
      parts: [
        { colors: ["Red"], level: 5 },
        { colors: ["Blue"], level: 5 },
      ],
    });
    expect(r.requirements[2]).toMatchObject({ cost: -2, names: ["Alpha", "Beta"] });
    expect(r.abilities).toHaveLength(1);
  });
});

describe("compileText: what it cannot read", () => {
  it("reports the exact span of each unread sentence in the normalized text", () => {
    const text = "[On Play] Gain 1 memory. Juggle 3 flaming torches.\n[On Deletion] Sing a song.";
    const r = compileText(text);
    expect(r.unread.map((u) => u.fragment)).toEqual(["Juggle 3 flaming torches.", "Sing a song."]);
    for (const u of r.unread) expect(r.normalized.slice(u.start, u.end)).toBe(u.fragment);
    expect(r.abilities).toEqual([]);
  });

  it("reports unknown keywords and headerless text", () => {
    const r = compileText("<Moonwalk>\nThis card is shiny.");
    expect(r.unread.map((u) => u.fragment)).toEqual(["<Moonwalk>", "This card is shiny."]);
  });

  it("reads an empty text as nothing", () => {
    expect(compileText("")).toMatchObject({ abilities: [], unread: [], requirements: [] });
  });
});
