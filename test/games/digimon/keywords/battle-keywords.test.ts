/**
 * Keyword effects in the attack: cards written in the card-text templates, compiled, put on a
 * board, and an attack resolved through its timings.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { level: 4, dp: 6000, ...extra });

const CARDS = [
  testCard("TST-101", "<Piercing>"),
  testCard("TST-102", "<Security Attack +1>"),
  testCard("TST-103", "<Jamming>", { dp: 1000 }),
  testCard("TST-104", "<Retaliation>", { dp: 4000 }),
  testCard("TST-105", "<Raid>"),
  testCard("TST-106", "<Alliance>"),
  testCard("TST-107", "<Barrier>", { dp: 1000 }),
  testCard("TST-108", "[When Attacking] This Digimon gains <Piercing> for the turn."),
  testCard("TST-109", "[On Play] All of your Digimon gain <Security Attack +1> for the turn."),
  testCard("TST-110", "[End of Attack] Gain 1 memory."),
  testCard("TST-111", "<Security Attack -1>"),
  testCard("TST-112", "<Evade>", { dp: 1000 }),
  testCard("TST-113", "<Fragment (2)>", { dp: 1000 }),
  testCard("TST-114", "<Collision>"),
  testCard("TST-115", "<Iceclad>", { dp: 1000 }),
  testCard("TST-116", "<Fortitude>", { dp: 1000 }),
  testCard(
    "TST-117",
    "[Opponent's Turn] When an opponent's Digimon attacks, this Digimon gains <Blocker> for the turn.",
    { dp: 9000 },
  ),
  testCard("TST-118", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-119", "[On Play] 1 of your Digimon gets +1000 DP for the turn."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");
const rules = (t: ReturnType<typeof run>) => t.steps.map((s) => s.rule);

describe("<Piercing> (16-7)", () => {
  it("checks security before the end of the attack when it deletes the opponent's Digimon in battle", () => {
    const t = run(
      "turn A | A: TST-101 | B: GEN-204(sus), security GEN-103 GEN-104",
      "A attacks GEN-204 with TST-101",
    );
    expect(t.final.areas.B).toMatchObject({ battle: [], security: ["GEN-104"] });
    expect(t.final.areas.B!.trash).toEqual(["GEN-204", "GEN-103"]);
    expect(texts(t)).toContain("<Piercing> is processed before the end of the attack");
    expect(rules(t).indexOf("11-6-1")).toBeGreaterThan(rules(t).indexOf("14-2-2"));
  });

  it("does nothing when its Digimon does not survive the battle (16-7-6)", () => {
    const t = run("turn A | A: TST-101 | B: GEN-105(sus), security 2", "A attacks GEN-105 with TST-101");
    expect(t.final.areas.B!.security).toHaveLength(2);
    expect(t.final.areas.A!.trash).toEqual(["TST-101"]);
  });

  it("is seen when gained by an effect", () => {
    const t = run("turn A | A: TST-108 | B: GEN-204(sus), security 2", "A attacks GEN-204 with TST-108");
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});

describe("<Security A.> (16-4)", () => {
  it("checks one more card in the one security check", () => {
    const t = run("turn A | A: TST-102 | B: security GEN-103 GEN-203 GEN-303", "A attacks B with TST-102");
    expect(t.final.areas.B).toMatchObject({ security: ["GEN-303"], trash: ["GEN-103", "GEN-203"] });
    expect(texts(t)).toContain("checks again (13-1-8-5)");
  });

  it("stops checking when the attacker is deleted by a Security Digimon (13-1-5)", () => {
    const t = run("turn A | A: TST-102 | B: security GEN-106 GEN-203", "A attacks B with TST-102");
    expect(t.final.areas.B!.security).toEqual(["GEN-203"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-102"]);
  });

  it("with -1 checks nothing, and does not win on an empty security stack (11-5-1-2-1, 16-4-4)", () => {
    const some = run("turn A | A: TST-111 | B: security 2", "A attacks B with TST-111");
    expect(some.final.areas.B!.security).toHaveLength(2);
    const none = run("turn A | A: TST-111 | B: GEN-203", "A attacks B with TST-111");
    expect(none.final.outcome).toBeUndefined();
  });

  it("is seen when all of a side's Digimon gain it, even ones placed later (15-11-2-2)", () => {
    const t = run(
      "turn A | A: TST-102, hand TST-109 | B: security 3",
      "A plays TST-109; A attacks B with TST-102",
    );
    expect(t.final.areas.B!.security).toHaveLength(0);
  });
});

describe("<Jamming> (16-9)", () => {
  it("is not deleted in battle with a Security Digimon", () => {
    const t = run("turn A | A: TST-103 | B: security GEN-104", "A attacks B with TST-103");
    expect(t.final.areas.A!.battle).toEqual(["TST-103(sus)"]);
    expect(rules(t)).toContain("16-9-1");
  });

  it("is still deleted in battle with a Digimon on the field", () => {
    const t = run("turn A | A: TST-103 | B: GEN-104(sus)", "A attacks GEN-104 with TST-103");
    expect(t.final.areas.A!.trash).toEqual(["TST-103"]);
  });
});

describe("<Retaliation> (16-13)", () => {
  it("deletes the Digimon that deleted it in battle", () => {
    const t = run("turn A | A: GEN-104 | B: TST-104(sus)", "A attacks TST-104 with GEN-104");
    expect(t.final.areas.A).toMatchObject({ battle: [], trash: ["GEN-104"] });
    expect(t.final.areas.B!.trash).toEqual(["TST-104"]);
    expect(texts(t)).toContain(
      "<Retaliation>: [GEN-104 Generic Red Lv.4], the Digimon it battled, is deleted (16-13-1",
    );
  });

  it("does not trigger when its Digimon wins", () => {
    const t = run("turn A | A: GEN-103 | B: TST-104(sus)", "A attacks TST-104 with GEN-103");
    expect(t.final.areas.B!.battle).toEqual(["TST-104(sus)"]);
  });
});

describe("<Raid> (16-23)", () => {
  it("switches the attack target to the opponent's unsuspended Digimon with the highest DP", () => {
    const t = run("turn A | A: TST-105 | B: GEN-203 GEN-204, security 2", "A attacks B with TST-105");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-203"], trash: ["GEN-204"], security: ["?", "?"] });
  });

  it("is a switch of the attack target that triggers effects", () => {
    const SWITCH = testCard(
      "TST-133",
      "<Raid>\n[Your Turn] When this Digimon's attack target is switched, gain 1 memory.",
    );
    const reg = new CardRegistry([...bundledCards, ...CARDS, SWITCH]);
    const t = resolveDigimon(
      {
        board: "turn A | A: TST-133, memory 0 | B: GEN-203, security 2",
        action: "A attacks B with TST-133",
        choices: "",
      },
      reg,
    ).trace;
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("is optional", () => {
    const t = run("turn A | A: TST-105 | B: GEN-204, security 2", "A attacks B with TST-105", "TST-105: no");
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});

describe("<Alliance> (16-24)", () => {
  it("adds the suspended Digimon's DP and <Security A. +1> for the attack", () => {
    const t = run(
      "turn A | A: TST-106 GEN-103 | B: security GEN-105 GEN-203 GEN-303",
      "A attacks B with TST-106",
    );
    // 6000 + 3000 DP beats the 7000 DP Security Digimon, and a second card is checked.
    expect(t.final.areas.A!.battle).toEqual(["TST-106(sus)", "GEN-103(sus)"]);
    expect(t.final.areas.B!.security).toEqual(["GEN-303"]);
  });

  it("lasts only for the attack", () => {
    const t = run(
      "turn A | A: TST-106 GEN-103, hand TST-119 | B: security GEN-203",
      "A attacks B with TST-106; A plays TST-119",
    );
    expect(texts(t)).toContain("(9000 DP) battles the Security Digimon");
    expect(texts(t)).toContain("[TST-106 Test TST-106] gets +1000 DP for the turn (6000 → 7000 DP)");
  });
});

describe("<Barrier> (16-25)", () => {
  it("trashes the top security card to survive a battle", () => {
    const t = run(
      "turn B | A: TST-107(sus), security GEN-203 GEN-303 | B: GEN-104",
      "B attacks TST-107 with GEN-104",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-107(sus)"],
      security: ["GEN-303"],
      trash: ["GEN-203"],
    });
    expect(t.steps.some((s) => s.kind === "interrupt" && s.rule === "16-25-1")).toBe(true);
  });

  it("can't be used without security cards", () => {
    const t = run("turn B | A: TST-107(sus) | B: GEN-104", "B attacks TST-107 with GEN-104");
    expect(t.final.areas.A!.trash).toEqual(["TST-107"]);
  });
});

describe("[End of Attack] (15-16-15)", () => {
  it("triggers when the attack ends", () => {
    const t = run("turn A | A: TST-110, memory 0 | B: security 2", "A attacks B with TST-110");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});

describe("other battle keywords", () => {
  it("<Evade> suspends the Digimon instead of deleting it (16-22)", () => {
    const t = run("turn B | A: TST-112 | B: hand TST-118", "B plays TST-118");
    expect(t.final.areas.A!.battle).toEqual(["TST-112(sus)"]);
    const no = run("turn B | A: TST-112(sus) | B: hand TST-118", "B plays TST-118");
    expect(no.final.areas.A!.trash).toEqual(["TST-112"]);
  });

  it("<Fragment> trashes digivolution cards instead (16-37)", () => {
    const t = run(
      "turn B | A: TST-113[GEN-103 GEN-203 GEN-303](sus) | B: GEN-104",
      "B attacks TST-113 with GEN-104",
      "target GEN-103 GEN-203",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-113[GEN-303](sus)"],
      trash: ["GEN-103", "GEN-203"],
    });
  });

  it("<Collision> forces a block with any unsuspended Digimon (16-30)", () => {
    const t = run("turn A | A: TST-114 | B: GEN-203, security 2", "A attacks B with TST-114");
    expect(t.final.areas.B).toMatchObject({ trash: ["GEN-203"], security: ["?", "?"] });
  });

  it("<Iceclad> compares digivolution cards instead of DP (16-35)", () => {
    const t = run(
      "turn A | A: TST-115[GEN-103 GEN-203] | B: GEN-105[GEN-104](sus)",
      "A attacks GEN-105 with TST-115",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-105", "GEN-104"]);
    expect(rules(t)).toContain("16-35-4");
  });

  it("<Fortitude> plays the deleted Digimon again when it had digivolution cards (16-27)", () => {
    const t = run("turn B | A: TST-116[GEN-103](sus) | B: GEN-104", "B attacks TST-116 with GEN-104");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-116"], trash: ["GEN-103"] });
  });

  it("a gained <Blocker> can block", () => {
    const t = run(
      "turn A | A: GEN-104 | B: TST-117, security 1",
      "A attacks B with GEN-104",
      "target TST-117",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-117(sus)"], security: ["?"] });
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
  });
});

describe("a Security Digimon played at the end of its battle (14-2-5)", () => {
  const SEC = testCard(
    "TST-130",
    "[Security] At the end of the battle, play this card without paying the cost.",
    {
      dp: 4000,
    },
  );
  const reg = new CardRegistry([...bundledCards, ...CARDS, SEC]);
  const go = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, reg).trace;

  it("is played after the battle even when it loses it", () => {
    const t = go("turn A | A: GEN-105 | B: security TST-130 GEN-203", "A attacks B with GEN-105");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-130"], trash: [], security: ["GEN-203"] });
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)"]);
    expect(t.steps.map((s) => s.rule)).toContain("14-2-5");
  });

  it("is played after deleting the attacker", () => {
    const t = go("turn A | A: GEN-103 | B: security TST-130", "A attacks B with GEN-103");
    expect(t.final.areas.B!.battle).toEqual(["TST-130"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
  });
});

describe('"When this Digimon deletes an opponent\'s Digimon in battle"', () => {
  const WIN = testCard(
    "TST-131",
    "[Your Turn] When this Digimon deletes an opponent's Digimon in battle and survives, gain 1 memory.",
    { dp: 5000 },
  );
  const reg = new CardRegistry([...bundledCards, ...CARDS, WIN]);
  const go = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, reg).trace;

  it("triggers when it wins a battle", () => {
    const t = go("turn A | A: TST-131, memory 0 | B: GEN-203(sus)", "A attacks GEN-203 with TST-131");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("does not trigger when both are deleted, nor by a Security Digimon", () => {
    const both = go("turn A | A: TST-131, memory 0 | B: GEN-204(sus)", "A attacks GEN-204 with TST-131");
    expect(both.final.memory).toEqual({ player: "A", value: 0 });
    const sec = go("turn A | A: TST-131, memory 0 | B: security GEN-203", "A attacks B with TST-131");
    expect(sec.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe('"you may change the attack target to this Digimon" (11-2-7-2)', () => {
  const TAUNT = testCard(
    "TST-132",
    "[Opponent's Turn] [Once Per Turn] When one of your opponent's Digimon attacks, you may change the attack target to this Digimon.",
    { dp: 9000 },
  );
  const reg = new CardRegistry([...bundledCards, ...CARDS, TAUNT]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("draws the attack onto itself", () => {
    const t = go("turn A | A: GEN-104 | B: TST-132, security 2", "A attacks B with GEN-104");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-132"], security: ["?", "?"] });
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
  });

  it("is optional", () => {
    const t = go("turn A | A: GEN-104 | B: TST-132, security 2", "A attacks B with GEN-104", "TST-132: no");
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});

describe("<Save>, <Scapegoat> and <Decoy>", () => {
  const TAMER: CardDef = { ...testCard("TST-140", ""), category: "Tamer", dp: undefined, level: undefined };
  const extra = [
    TAMER,
    testCard("TST-141", "[On Deletion] <Save>", { dp: 1000 }),
    testCard("TST-142", "<Scapegoat>", { dp: 1000 }),
    testCard("TST-143", "<Decoy (Black)>", { dp: 1000 }),
    testCard("TST-144", "[On Play] Delete 1 of your Digimon."),
    testCard("TST-148", "[On Play] Delete all of your opponent's Digimon."),
  ];
  const reg = new CardRegistry([...bundledCards, ...CARDS, ...extra]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("<Save> places the deleted card under a Tamer (16-20)", () => {
    const t = go("turn B | A: TST-141(sus) TST-140 | B: GEN-104", "B attacks TST-141 with GEN-104");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-140[TST-141]"], trash: [] });
  });

  it("<Scapegoat> deletes another of its owner's Digimon instead, but not against its owner's effect (16-32)", () => {
    const t = go("turn B | A: TST-142(sus) GEN-103 | B: GEN-104", "B attacks TST-142 with GEN-104");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-142(sus)"], trash: ["GEN-103"] });
    const own = go("turn A | A: TST-142 GEN-103, hand TST-144", "A plays TST-144", "target TST-142");
    expect(own.final.areas.A).toMatchObject({ battle: ["GEN-103", "TST-144"], trash: ["TST-142"] });
  });

  it("<Scapegoat> taking a Digimon the same deletion was about to take deletes it once, and says so (15-8-5)", () => {
    const t = go("turn B | A: TST-142 GEN-103 | B: hand TST-148", "B plays TST-148");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-142"], trash: ["GEN-103"] });
    const step = t.steps.find((x) => x.kind === "activate")!;
    expect(step.text).toMatch(/Generic Red Lv\.3\] had already left the battle area .*see the interrupt/);
    expect(step.text).not.toMatch(/Generic Red Lv\.3\] is deleted/);
    const interrupt = t.steps.findIndex((x) => x.kind === "interrupt");
    expect(interrupt).toBeGreaterThan(t.steps.indexOf(step));
  });

  it("<Decoy (Black)> is deleted in place of a black Digimon hit by an opponent's effect (16-18)", () => {
    const t = go("turn B | A: GEN-604 TST-143 | B: hand TST-118", "B plays TST-118", "target GEN-604");
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-604"], trash: ["TST-143"] });
    const red = go("turn B | A: GEN-103 TST-143 | B: hand TST-118", "B plays TST-118", "target GEN-103");
    expect(red.final.areas.A).toMatchObject({ battle: ["TST-143"], trash: ["GEN-103"] });
  });
});

describe("<Digisorption> (16-10)", () => {
  const SORB = testCard("TST-150", "<Digisorption -2>", {
    level: 4,
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  });
  const reg = new CardRegistry([...bundledCards, ...CARDS, SORB]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("suspends a Digimon to pay less for the digivolution", () => {
    const t = go(
      "turn A | A: GEN-103 GEN-203, hand TST-150, memory 3",
      "A digivolves GEN-103 into TST-150",
      "target GEN-203",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-150[GEN-103]", "GEN-203(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("is optional", () => {
    const t = go(
      "turn A | A: GEN-103 GEN-203, hand TST-150, memory 3",
      "A digivolves GEN-103 into TST-150",
      "skip",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("<Blitz> (16-16)", () => {
  const BLITZ = testCard("TST-160", "[When Digivolving] <Blitz>", {
    level: 4,
    digivolve: [{ level: 3, color: "Red", cost: 0 }],
  });
  const reg = new CardRegistry([...bundledCards, ...CARDS, BLITZ]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("attacks when the opponent has memory, and the attack goes through its timings", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-160 | B: security GEN-203 GEN-303, memory 1",
      "A digivolves GEN-103 into TST-160",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-160[GEN-103](sus)"]);
    expect(t.final.areas.B).toMatchObject({ security: ["GEN-303"], trash: ["GEN-203"] });
    expect(t.steps.map((s) => s.rule)).toContain("11-6-1");
  });

  it("can't attack when the opponent has no memory (16-16-5)", () => {
    const t = go(
      "turn A | A: GEN-103, hand TST-160, memory 1 | B: security 2",
      "A digivolves GEN-103 into TST-160",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-160[GEN-103]"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});
