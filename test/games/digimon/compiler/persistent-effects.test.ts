/**
 * Persistent effects and restrictions (15-8-2): compiled from template texts, then put on a
 * board where they must apply, and must not apply once their condition or reach fails.
 */
import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { executable } from "../../../../src/games/digimon/compiler/executable.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const bare = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.map(({ id: _id, label: _label, ...rest }) => rest) as Omit<Ability, "id" | "label">[];
};

describe("compileText: persistent effects", () => {
  it("reads a conditional keyword on this Digimon", () => {
    expect(bare("[All Turns] While you have a Tamer in play, this Digimon gains <Blocker>.")).toEqual([
      {
        category: "persistent",
        ops: [],
        turn: "all",
        persistent: {
          kind: "continuous",
          grants: [{ keyword: "blocker" }],
          while: { is: "field", side: "you", filter: { category: "Tamer" } },
        },
      },
    ]);
  });

  it("reads effects on a group of Digimon and on Security Digimon", () => {
    expect(
      bare("[Your Turn] All of your Digimon with the [Beast] trait get +1000 DP.")[0]!.persistent,
    ).toEqual({
      kind: "continuous",
      grants: [{ dp: 1000 }],
      reach: { side: "you", filter: { category: "Digimon", traits: ["Beast"] } },
    });
    expect(
      bare(
        "[Opponent's Turn] While this Digimon is suspended, all of your Security Digimon get +3000 DP.",
      )[0]!.persistent,
    ).toEqual({
      kind: "continuous",
      grants: [{ dp: 3000 }],
      reach: { securityOf: "you" },
      while: { is: "self", filter: { suspended: true } },
    });
  });

  it("reads restrictions without a header as persistent effects", () => {
    expect(bare("This Digimon can't attack players.")[0]!.persistent!.grants).toEqual([
      { cant: "attackPlayers" },
    ]);
    expect(
      bare("This Digimon can't be blocked by your opponent's Digimon with no digivolution cards.")[0]!
        .persistent!.grants,
    ).toEqual([{ cant: "beBlocked", by: { category: "Digimon", maxSources: 0 } }]);
  });

  it("reads a restriction on all of a side's Digimon that match a filter", () => {
    expect(
      bare("[On Play] Your opponent's Digimon with digivolution cards can't attack for the turn.")[0]!.ops,
    ).toEqual([
      {
        op: "restrict",
        target: { side: "opponent", count: "all", filter: { category: "Digimon", minSources: 1 } },
        cant: ["attack"],
        duration: "turn",
      },
    ]);
  });

  it("reads restrictions an effect makes for a duration", () => {
    expect(
      bare("[On Play] 1 of your opponent's Digimon can't unsuspend until their turn ends.")[0]!.ops,
    ).toEqual([
      {
        op: "noUnsuspend",
        target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        until: "untilOpponentTurnEnds",
      },
    ]);
    expect(bare("[On Play] Your opponent's Digimon can't attack or block for the turn.")[0]!.ops).toEqual([
      {
        op: "restrict",
        target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
        cant: ["attack", "block"],
        duration: "turn",
      },
    ]);
  });

  it("counts a continuous keyword as run only when the engine implements the keyword", () => {
    const run = (text: string) => executable([{ list: compileText(text, { code: "TST-1" }).abilities }]);
    expect(run("While you have a Tamer in play, this Digimon gains <Blocker>.")).toEqual([]);
    expect(run("While you have a Tamer in play, this Digimon gains <Delay>.")).toHaveLength(1);
  });
});

const CARDS = [
  testCard("TST-101", "[All Turns] While you have a Tamer in play, this Digimon gains <Blocker>."),
  testCard("TST-102", "[Your Turn] All of your Digimon with the [Beast] trait get +2000 DP.", {
    category: "Tamer",
    dp: undefined,
    level: undefined,
  }),
  testCard("TST-103", "This Digimon can't attack players."),
  testCard("TST-104", "[On Play] 1 of your opponent's Digimon can't unsuspend until their turn ends."),
  testCard("TST-105", "[On Play] Unsuspend 1 of your opponent's Digimon."),
  testCard("TST-106", "All of your opponent's Security Digimon get -3000 DP."),
  testCard(
    "TST-107",
    "[All Turns] This Digimon can't be blocked by your opponent's Digimon with no digivolution cards.",
  ),
  testCard("TST-108", "[On Play] Your opponent's Digimon can't block for the turn."),
  testCard("TST-109", "[On Play] Gain 1 memory.", {
    traits: ["Beast"],
  }),
  testCard("TST-110", "<Blocker>"),
  testCard("TST-111", "[On Play] 1 of your opponent's Digimon can't suspend until their turn ends."),
  testCard("TST-112", "[On Play] Suspend 1 of your opponent's Digimon."),
  testCard("TST-198", "[On Play] 1 of your Digimon can't suspend until the end of your opponent's turn."),
  testCard("TST-113", "[Main] Gain 1 memory.", { category: "Tamer", dp: undefined, level: undefined }),
  testCard(
    "TST-114",
    "While you have a Tamer in play, you can ignore this card's color requirements.\n[Main] Gain 1 memory.",
    { category: "Option", colors: ["Blue"], dp: undefined, level: undefined },
  ),
  testCard("TST-115", "Red also meets this card's color requirements.\n[Main] Gain 1 memory.", {
    category: "Option",
    colors: ["Blue"],
    dp: undefined,
    level: undefined,
  }),
  testCard("TST-117", "[All Turns] Your opponent can't gain memory except with Tamer effects."),
  testCard(
    "TST-118",
    "[On Play] 1 of your opponent's Digimon and all of their Security Digimon get -3000 DP for the turn.",
  ),
  testCard("TST-119", "[On Play] Delete 1 of your opponent's Digimon with <Blocker>."),
  testCard("TST-120", "[On Play] This Digimon gains <Rush> for the turn."),
  testCard("TST-121", "The name of this card/Digimon is also treated as [Dummymon]."),
  testCard("TST-122", "[On Play] Delete 1 of your opponent's [Dummymon]."),
  testCard("TST-123", "[All Turns] This Digimon is also treated as blue."),
  testCard("TST-124", "[Main] Gain 1 memory.", {
    category: "Option",
    colors: ["Blue"],
    dp: undefined,
    level: undefined,
  }),
  testCard("TST-125", "[When Attacking] This Digimon's attack target can't change."),
  testCard(
    "TST-126",
    "[On Play] Suspend 1 of your opponent's Digimon. It can't unsuspend until their turn ends.",
  ),
  testCard("TST-127", "[Security] [All Turns] All of your Digimon get +2000 DP."),
  testCard(
    "TST-128",
    "[Opponent's Turn] While this Digimon is suspended, all of your Security Digimon get +3000 DP.",
  ),
  testCard("TST-116", "[Your Turn] While this Digimon is level 4 or higher, it gets +2000 DP.", { level: 4 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof resolve>) => t.steps.map((x) => x.text).join("\n");
function refusal(board: string, action: string): string {
  try {
    resolve(board, action);
  } catch (e) {
    return (e as Error).message;
  }
  return "";
}

describe("persistent effects in the engine", () => {
  it("gives <Blocker> while the condition holds, and not otherwise", () => {
    const withTamer = resolve(
      "turn A | A: GEN-204 | B: TST-101 TST-113",
      "A attacks B with GEN-204",
      "target TST-101",
    );
    expect(text(withTamer)).toContain("to block");
    const alone = resolve("turn A | A: GEN-204 | B: TST-101", "A attacks B with GEN-204");
    expect(text(alone)).not.toContain("block with");
    expect(alone.final.areas.B!.battle).toEqual(["TST-101"]);
  });

  it("gives DP to every matching Digimon of its side in its owner's turn only", () => {
    const mine = resolve(
      "turn A | A: TST-102 TST-109 GEN-103 | B: GEN-204(sus)",
      "A attacks GEN-204 with TST-109",
    );
    expect(text(mine)).toContain("(5000 DP) battles");
    const theirs = resolve("turn B | A: TST-102 TST-109(sus) | B: GEN-204", "B attacks TST-109 with GEN-204");
    expect(text(theirs)).toContain("(3000 DP)");
    expect(theirs.final.areas.A!.trash).toEqual(["TST-109"]);
  });

  it("refuses an attack on the player from a Digimon that can't attack players, but allows one on a Digimon", () => {
    expect(refusal("turn A | A: TST-103 | B: GEN-204", "A attacks B with TST-103")).toContain(
      "can't attack players",
    );
    const t = resolve("turn A | A: TST-103 | B: GEN-203(sus)", "A attacks GEN-203 with TST-103");
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
  });

  it("keeps a restricted Digimon suspended against an unsuspend effect", () => {
    const t = resolve(
      "turn A | A: hand TST-104 TST-105, memory 5 | B: GEN-204(sus)",
      "A plays TST-104; A plays TST-105",
    );
    expect(text(t)).toContain("can't unsuspend");
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
    const free = resolve("turn A | A: hand TST-105, memory 5 | B: GEN-204(sus)", "A plays TST-105");
    expect(free.final.areas.B!.battle).toEqual(["GEN-204"]);
  });

  it("keeps a Digimon that can't suspend from being suspended by an effect", () => {
    const t = resolve(
      "turn A | A: hand TST-111 TST-112, memory 5 | B: GEN-204",
      "A plays TST-111; A plays TST-112",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-204"]);
  });

  it("refuses an attack by a Digimon that can't suspend, naming no narrower reason", () => {
    expect(() =>
      resolve(
        "turn A | A: GEN-104, hand TST-198, memory 5 | B: GEN-204",
        "A plays TST-198; A attacks B with GEN-104",
        "target GEN-104",
      ),
    ).toThrow(/can't attack: an effect of \[TST-198\] prevents it\. \(rule/);
  });

  it("lowers the DP of the opponent's Security Digimon in the security check battle", () => {
    const t = resolve("turn A | A: TST-106 | B: security GEN-204", "A attacks B with TST-106");
    expect(text(t)).toContain("Security Digimon [GEN-204 Generic Yellow Lv.4] (2000 DP)");
    expect(t.final.areas.A!.battle).toEqual(["TST-106(sus)"]);
  });

  it("can't be blocked by a Digimon the restriction names, but can by others", () => {
    const plain = resolve("turn A | A: TST-107 | B: TST-110", "A attacks B with TST-107");
    expect(text(plain)).not.toContain("to block");
    const evolved = resolve(
      "turn A | A: TST-107 | B: TST-110[GEN-203]",
      "A attacks B with TST-107",
      "target TST-110",
    );
    expect(text(evolved)).toContain("to block");
  });

  it("forbids all of the opponent's Digimon to block for the turn", () => {
    const t = resolve(
      "turn A | A: GEN-204, hand TST-108, memory 3 | B: TST-110",
      "A plays TST-108; A attacks B with GEN-204",
    );
    expect(text(t)).toContain("can't block for the turn");
    expect(text(t)).not.toContain("to block");
    const before = resolve("turn A | A: GEN-204 | B: TST-110", "A attacks B with GEN-204", "target TST-110");
    expect(text(before)).toContain("to block");
  });

  it("lets an Option card be used without its colour requirements while its condition holds", () => {
    const t = resolve("turn A | A: GEN-103 TST-113, hand TST-114, memory 3", "A uses TST-114");
    expect(t.final.areas.A!.trash).toEqual(["TST-114"]);
    expect(refusal("turn A | A: GEN-103, hand TST-114, memory 3", "A uses TST-114")).toContain("Blue");
  });

  it("lets another colour meet an Option card's colour requirements", () => {
    const t = resolve("turn A | A: GEN-103, hand TST-115, memory 3", "A uses TST-115");
    expect(t.final.areas.A!.trash).toEqual(["TST-115"]);
    expect(refusal("turn A | A: GEN-203, hand TST-115, memory 3", "A uses TST-115")).toContain("Blue");
  });

  it("reads conditions on this Digimon's level", () => {
    expect(
      bare("[Your Turn] While this Digimon is level 4 or higher, it gets +2000 DP.")[0]!.persistent!.while,
    ).toEqual({
      is: "self",
      filter: { minLevel: 4 },
    });
    const t = resolve("turn A | A: TST-116 | B: GEN-206(sus)", "A attacks GEN-206 with TST-116");
    expect(text(t)).toContain("(5000 DP) battles");
  });

  it("lets the opponent gain memory only by Tamer effects", () => {
    const digimon = resolve("turn A | A: hand TST-109, memory 3 | B: TST-117", "A plays TST-109");
    expect(JSON.stringify(digimon.steps)).toContain("only by Tamer effects");
    expect(digimon.final.memory).toEqual({ player: "A", value: 3 });
    const tamer = resolve("turn A | A: TST-113, memory 3 | B: TST-117", "A activates TST-113");
    expect(tamer.final.memory).toEqual({ player: "A", value: 4 });
    const free = resolve("turn A | A: hand TST-109, memory 3 | B: GEN-203", "A plays TST-109");
    expect(free.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("lowers the opponent's Security Digimon for the turn with an effect", () => {
    expect(
      bare(
        "[On Play] 1 of your opponent's Digimon and all of their Security Digimon get -3000 DP for the turn.",
      )[0]!.ops,
    ).toEqual([
      {
        op: "dp",
        target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        amount: -3000,
        duration: "turn",
      },
      { op: "securityDp", side: "opponent", amount: -3000, duration: "turn" },
    ]);
    const t = resolve(
      "turn A | A: GEN-104, hand TST-118, memory 3 | B: GEN-206, security GEN-205",
      "A plays TST-118; A attacks B with GEN-104",
    );
    expect(text(t)).toContain("Security Digimon [GEN-205 Generic Yellow Lv.5] (4000 DP)");
    expect(t.final.areas.A!.battle).toContain("GEN-104(sus)");
    const without = resolve("turn A | A: GEN-104 | B: GEN-206, security GEN-205", "A attacks B with GEN-104");
    expect(without.final.areas.A!.trash).toEqual(["GEN-104"]);
  });

  it("targets Digimon by a keyword they have now, printed or given by a continuous effect", () => {
    expect(bare("[On Play] Delete 1 of your opponent's Digimon with <Blocker>.")[0]!.ops).toEqual([
      {
        op: "delete",
        target: { side: "opponent", count: 1, filter: { category: "Digimon", hasKeyword: "blocker" } },
      },
    ]);
    const given = resolve(
      "turn A | A: hand TST-119, memory 3 | B: GEN-204 TST-101 TST-113",
      "A plays TST-119",
    );
    expect(given.final.areas.B!.trash).toEqual(["TST-101"]);
    const none = resolve("turn A | A: hand TST-119, memory 3 | B: GEN-204 TST-101", "A plays TST-119");
    expect(none.final.areas.B!.trash).toEqual([]);
  });

  it("sees a keyword gained from an effect", () => {
    const t = resolve(
      "turn A | A: hand TST-120, memory 3 | B: GEN-204",
      "A plays TST-120; A attacks B with TST-120",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-120(sus)"]);
    expect(
      refusal("turn A | A: hand TST-109, memory 3 | B: GEN-204", "A plays TST-109; A attacks B with TST-109"),
    ).toContain("Rush");
  });

  it("treats a card as also having another name", () => {
    const t = resolve("turn A | A: hand TST-122, memory 3 | B: GEN-204 TST-121", "A plays TST-122");
    expect(t.final.areas.B!.trash).toEqual(["TST-121"]);
  });

  it("treats a Digimon as also having another colour", () => {
    const t = resolve("turn A | A: TST-123, hand TST-124, memory 3", "A uses TST-124");
    expect(t.final.areas.A!.trash).toEqual(["TST-124"]);
    expect(refusal("turn A | A: GEN-103, hand TST-124, memory 3", "A uses TST-124")).toContain("Blue");
  });

  it("keeps a Digimon whose attack target can't change from being blocked", () => {
    const t = resolve("turn A | A: TST-125 | B: TST-110", "A attacks B with TST-125", "target TST-110");
    expect(text(t)).toContain("have its attack target switched");
    expect(text(t)).not.toContain("to block");
    const plain = resolve("turn A | A: GEN-204 | B: TST-110", "A attacks B with GEN-204", "target TST-110");
    expect(text(plain)).toContain("to block");
  });

  it("restricts the Digimon the effect chose before ('It can't unsuspend ...')", () => {
    const t = resolve(
      "turn A | A: hand TST-126 TST-105, memory 5 | B: GEN-204 GEN-203",
      "A plays TST-126; A plays TST-105",
      "target GEN-203; target GEN-203",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-204", "GEN-203(sus)"]);
    const other = resolve(
      "turn A | A: hand TST-126 TST-105, memory 5 | B: GEN-204(sus) GEN-203",
      "A plays TST-126; A plays TST-105",
      "target GEN-203; target GEN-204",
    );
    expect(other.final.areas.B!.battle).toEqual(["GEN-204", "GEN-203(sus)"]);
  });

  it("applies a '[Security] [All Turns]' persistent effect while the card is face up in the security stack (15-14-5-1)", () => {
    const t = resolve(
      "turn A | A: GEN-104, security TST-127(up) | B: GEN-205(sus)",
      "A attacks GEN-205 with GEN-104",
    );
    expect(text(t)).toContain("(7000 DP) battles");
    const faceDown = resolve(
      "turn A | A: GEN-104, security TST-127 | B: GEN-205(sus)",
      "A attacks GEN-205 with GEN-104",
    );
    expect(text(faceDown)).toContain("(5000 DP) battles");
    const gone = resolve(
      "turn A | A: GEN-104, trash TST-127 | B: GEN-205(sus)",
      "A attacks GEN-205 with GEN-104",
    );
    expect(text(gone)).toContain("(5000 DP) battles");
  });

  it("raises its side's Security Digimon while its condition holds", () => {
    const up = resolve("turn A | A: GEN-105 | B: TST-128(sus), security GEN-204", "A attacks B with GEN-105");
    expect(text(up)).toContain("(8000 DP)");
    const down = resolve("turn A | A: GEN-105 | B: TST-128, security GEN-204", "A attacks B with GEN-105");
    expect(text(down)).toContain("(5000 DP)");
  });
});

describe("(Rule) lines printed after another ability", () => {
  it("are read as the rule they state, apart from the ability before them", () => {
    const r = compileText(
      "[On Play] Gain 1 memory. (Rule) Trait: Has [Alpha] type.\n[When Attacking] <Draw 1>",
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities.map((a) => a.timing ?? a.category)).toEqual(["onPlay", "persistent", "whenAttacking"]);
    expect(r.abilities[0]!.ops).toEqual([{ op: "memory", n: 1 }]);
    expect(r.abilities[1]!.persistent).toMatchObject({ grants: [{ alsoTrait: "Alpha" }] });
  });

  it("reads 'with as much DP as this Digimon or less' as at most this Digimon's DP", () => {
    const r = compileText(
      "[On Play] Delete 1 of your opponent's Digimon with as much DP as this Digimon or less.",
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({ op: "delete", target: { filter: { maxDpOfSelf: true } } });
  });
});
