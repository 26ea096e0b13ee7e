/**
 * Digivolving by an effect goes through the digivolution procedure's cost step (8-1-3-2): the
 * "when ... would digivolve" effects apply to it (8-1-2-4), and so does the effect's own
 * "When it would digivolve by this effect, reduce the cost by N".
 */
import { describe, expect, it } from "vitest";
import { parseBoard } from "../../../../src/board/index.ts";
import type { CardDef, Cond } from "../../../../src/games/digimon/model/index.ts";
import { bindBoard } from "../../../../src/games/digimon/input/bind-board.ts";
import { condHolds } from "../../../../src/games/digimon/derive/index.ts";
import type { Permanent } from "../../../../src/games/digimon/state/state.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer: Partial<CardDef> = { category: "Tamer", level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-301",
    "[On Play] 1 of your Digimon may digivolve into a Digimon card with the [Wyrm] trait in the hand for its digivolution cost. When it would digivolve by this effect, reduce the cost by 2.",
  ),
  testCard("TST-302", "", {
    level: 4,
    dp: 6000,
    traits: ["Wyrm"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard(
    "TST-303",
    "[Your Turn] When one of your Digimon would digivolve into a Digimon card with the [Wyrm] trait, reduce the digivolution cost by 1.",
    tamer,
  ),
  testCard(
    "TST-304",
    "[On Play] 1 of your Digimon may digivolve into a Digimon card with the [Wyrm] trait in the hand without paying the cost.",
  ),
  testCard(
    "TST-305",
    "[On Play] This [Wyrm] or [Dragon] trait Digimon may digivolve into [Test TST-309] or a [Wyrm] trait Digimon card in the trash with the digivolution cost reduced by 1.",
    { traits: ["Dragon"] },
  ),
  testCard(
    "TST-306",
    "[On Play] This [Wyrm] or [Dragon] trait Digimon may digivolve into [Test TST-309] or a [Wyrm] trait Digimon card in the trash with the digivolution cost reduced by 1.",
  ),
  testCard(
    "TST-307",
    "[On Play] By placing 2 Digimon cards with the [Wyrm] trait from your trash face down as this Digimon's bottom digivolution cards, it may digivolve into a Digimon card with the [Wyrm] trait in the hand or trash.",
  ),
  testCard(
    "TST-308",
    "When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card in your hand, reduce the memory cost of the digivolution by 2.",
    { level: 4, dp: 6000, digivolve: [{ level: 3, color: "Red", cost: 3 }] },
  ),
  testCard("TST-310", "", tamer),
  testCard(
    "TST-311",
    "[Your Turn] When your Digimon are played, if any of them are blue, this Digimon may digivolve into [Test TST-302] in the hand with the cost reduced by 1.",
  ),
  testCard("TST-312", "", { colors: ["Blue"] }),
  testCard("TST-313", ""),
  testCard(
    "TST-315",
    "[On Play] 1 of your Digimon may digivolve into [Test TST-308] in the hand or trash for the cost.",
  ),
  testCard(
    "TST-316",
    "[On Play] This Digimon may digivolve into [Test TST-302] in the hand for a digivolution cost of 1. If digivolved by this effect, delete this Digimon at the end of the turn.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const lines = (t: ReturnType<typeof run>) =>
  t.steps.flatMap((s) => [s.text, ...(s.changes ?? [])]).join("\n");

describe("reading 'When it would digivolve by this effect, reduce the cost by N'", () => {
  it("puts the reduction on the digivolution of the sentence before", () => {
    const { abilities, unread } = compileText(
      "[When Digivolving] This Digimon may digivolve into a Digimon card with [Wyrm] in its name in the hand for the digivolution cost. When this Digimon would digivolve with this effect, reduce the digivolution cost by 1.",
    );
    expect(unread).toEqual([]);
    expect(JSON.stringify(abilities[0]!.ops)).toContain('"wouldReduce":1');
  });

  it("does not read alone, with nothing digivolving before it", () => {
    const { unread } = compileText(
      "[On Play] Gain 1 memory. When it would digivolve by this effect, reduce the cost by 2.",
    );
    expect(unread).toHaveLength(1);
  });
});

describe("the cost of a digivolution by an effect", () => {
  it("is the digivolution cost less the effect's own reduction", () => {
    const t = run("turn A | A: GEN-103, hand TST-301 TST-302, deck 1, memory 3", "A plays TST-301");
    expect(t.final.areas.A!.battle).toEqual(["TST-302[GEN-103]", "TST-301"]);
    // 3 - 2 = 1 paid.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(lines(t)).toContain("8-1-2-4");
  });

  it("is reduced by a Tamer's 'when one of your Digimon would digivolve' effect too (8-1-2-4)", () => {
    const t = run("turn A | A: GEN-103 TST-303, hand TST-301 TST-302, deck 1, memory 3", "A plays TST-301");
    // 3 - 1 (Tamer) - 2 (this effect) = 0 paid.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("leaves nothing for a reduction to act on when the digivolution is free", () => {
    const t = run("turn A | A: GEN-103 TST-303, hand TST-304 TST-302, deck 1, memory 3", "A plays TST-304");
    expect(t.final.areas.A!.battle).toContain("TST-302[GEN-103]");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(lines(t)).not.toContain("would digivolve");
  });
});

describe("'this [X] trait Digimon may digivolve'", () => {
  it("digivolves this Digimon from the trash while it has the trait", () => {
    const t = run("turn A | A: hand TST-305, trash TST-302, deck 1, memory 3", "A plays TST-305");
    expect(t.final.areas.A!.battle).toEqual(["TST-302[TST-305]"]);
    // 3 - 1 = 2 paid.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("does nothing when this Digimon lacks the trait", () => {
    const t = run("turn A | A: hand TST-306, trash TST-302, deck 1, memory 3", "A plays TST-306");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-306"], trash: ["TST-302"] });
  });
});

describe("'By placing ... as this Digimon's bottom digivolution cards, it may digivolve'", () => {
  it("reads 'it' as this Digimon, which digivolves after the cost is paid", () => {
    const t = run(
      "turn A | A: hand TST-307, trash TST-302 TST-302 TST-302, deck 1, memory 5",
      "A plays TST-307",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-302[TST-307 TST-302(down) TST-302(down)]"],
      trash: [],
    });
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("a Digimon with a Tamer card in its digivolution cards digivolving into this card", () => {
  it("pays 2 less when a Tamer card is under the Digimon", () => {
    const t = run(
      "turn A | A: GEN-103[TST-310], hand TST-308, deck 1, memory 3",
      "A digivolves GEN-103 into TST-308",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-308[GEN-103 TST-310]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("pays the full cost with no Tamer card under it", () => {
    const t = run(
      "turn A | A: GEN-103[GEN-303], hand TST-308, deck 1, memory 3",
      "A digivolves GEN-103 into TST-308",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("applies to a digivolution by an effect from the hand, not from the trash ('in your hand')", () => {
    const hand = run(
      "turn A | A: GEN-103[TST-310], hand TST-315 TST-308, deck 1, memory 3",
      "A plays TST-315",
    );
    expect(hand.final.areas.A!.battle).toContain("TST-308[GEN-103 TST-310]");
    expect(hand.final.memory).toEqual({ player: "A", value: 2 });
    const trash = run(
      "turn A | A: GEN-103[TST-310], hand TST-315, trash TST-308, deck 1, memory 3",
      "A plays TST-315",
    );
    expect(trash.final.areas.A!.battle).toContain("TST-308[GEN-103 TST-310]");
    expect(trash.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("reads the older wording only as a cost change, not as a trigger after digivolving", () => {
    const { unread } = compileText(
      "When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card, gain 1 memory.",
    );
    expect(unread).toHaveLength(1);
  });
});

describe("<De-Digivolve N> with its reminder after the target", () => {
  it.each([
    "[On Play] <De-Digivolve 2> 1 of your opponent's Digimon (Trash up to 2 cards from the top. You can't trash past level 3 cards).",
    "[On Play] <De-Digivolve 2> on 1 of your opponent's Digimon (Trash up to 2 cards from the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes a level 3 Digimon, you can't trash any more cards).",
  ])("masks the reminder: %s", (text) => {
    const { abilities, unread } = compileText(text);
    expect(unread).toEqual([]);
    expect(abilities[0]!.ops).toEqual([
      { op: "deDigivolve", n: 2, target: { side: "opponent", count: 1, filter: { category: "Digimon" } } },
    ]);
  });

  it("keeps a parenthesis that is not the reminder", () => {
    const { unread } = compileText(
      "[On Play] <De-Digivolve 1> 1 of your opponent's Digimon (Gain 1 memory.)",
    );
    expect(unread).not.toEqual([]);
  });
});

describe("'if any of them ...' after a trigger about several Digimon", () => {
  it("holds when the Digimon played is blue", () => {
    const t = run("turn A | A: TST-311, hand TST-312 TST-302, deck 1, memory 3", "A plays TST-312");
    expect(t.final.areas.A!.battle).toContain("TST-302[TST-311]");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("does not hold for a red one", () => {
    const t = run("turn A | A: TST-311, hand TST-313 TST-302, deck 1, memory 3", "A plays TST-313");
    expect(t.final.areas.A!.battle).toEqual(["TST-311", "TST-313"]);
  });

  it("looks at every Digimon the trigger was about, not only the first", () => {
    const board = parseBoard("turn A | A: TST-313 TST-312");
    if (!board.ok) throw new Error("board");
    const state = bindBoard(board.value, registry);
    const [red, blue] = state.players.A!.battle as [Permanent, Permanent];
    const cond: Cond = { is: "subject", filter: { colors: ["Blue"] }, any: true };
    expect(condHolds(state, "A", undefined, cond, red, [red, blue])).toBe(true);
    expect(condHolds(state, "A", undefined, cond, red, [red])).toBe(false);
    expect(condHolds(state, "A", undefined, { ...cond, any: undefined }, red, [red, blue])).toBe(false);
  });
});

describe("reading 'if any of them ...'", () => {
  it.each([
    ["have the [Wyrm] trait", { traits: ["Wyrm"] }],
    ["have [Alpha] or [Beta] in their names", { nameIncludes: ["Alpha", "Beta"] }],
    ["have [Alpha] in any of their traits", { traitIncludes: ["Alpha"] }],
    ["are red or blue", { colors: ["Red", "Blue"] }],
  ])("any of them %s", (words, filter) => {
    const { abilities, unread } = compileText(
      `[Your Turn] When your Digimon are played, if any of them ${words}, gain 1 memory.`,
    );
    expect(unread).toEqual([]);
    expect(abilities[0]!.ops[0]).toMatchObject({ op: "if", cond: { is: "subject", filter, any: true } });
  });

  it("needs a trigger about Digimon for 'them'", () => {
    const { unread } = compileText("[On Play] If any of them are red, gain 1 memory.");
    expect(unread).not.toEqual([]);
  });
});

describe("'If digivolved by this effect, ...'", () => {
  it("applies the rest when the effect digivolved: the Digimon is deleted at the end of the turn", () => {
    const t = run("turn A | A: hand TST-316 TST-302, deck 2, memory 3", "A plays TST-316; A ends the turn");
    expect(t.final.areas.A).toMatchObject({
      battle: [],
      trash: expect.arrayContaining(["TST-302", "TST-316"]),
    });
  });

  it("does nothing more when the player did not digivolve", () => {
    const t = run("turn A | A: hand TST-316, deck 2, memory 3", "A plays TST-316; A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-316"]);
  });
});

describe("more wordings of a digivolution and its cost", () => {
  it("reads 'When digivolving this Digimon into ... in your hand' as a would-digivolve reduction", () => {
    const { abilities, unread } = compileText(
      "[Your Turn] When digivolving this Digimon into an [Alpha] in your hand, reduce its digivolution cost by 2.",
    );
    expect(unread).toEqual([]);
    expect(abilities[0]).toMatchObject({
      category: "immediate",
      would: { on: "digivolve", from: "this", into: { nameIs: ["Alpha"] }, fromHand: true },
      ops: [{ op: "reduceCost", n: 2 }],
    });
  });

  it("reads 'If it does, ...' after a digivolution as its outcome", () => {
    const { abilities, unread } = compileText(
      "[When Attacking] This Digimon can digivolve into an [Alpha] in your hand for a memory cost of 2. If it does, delete this Digimon at the end of the turn.",
    );
    expect(unread).toEqual([]);
    expect(abilities[0]!.ops[0]).toMatchObject({ op: "ifOutcome", did: true, then: [{ op: "atEndOfTurn" }] });
  });
});
