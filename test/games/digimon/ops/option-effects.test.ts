/**
 * Options placed in the battle area, <Delay>, <Digi-Burst>, modal effects, <Use Req.> and
 * [Security] effects that wait for the end of the battle, run by the engine: cards written in
 * the card-text templates, compiled, put on a board and resolved.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const CARDS = [
  testCard(
    "TST-101",
    "[Main] <Draw 1>. Then, place this card in the battle area.\n[Main] <Delay>\n・Gain 2 memory.",
    option,
    "[Security] Place this card in its owner's battle area.",
  ),
  testCard("TST-102", "[Main] Activate 1 of the effects below:\n・Gain 1 memory.\n・<Draw 1>", option),
  testCard("TST-103", "[Main] <Digi-Burst 2> ・Delete 1 of your opponent's Digimon with 4000 DP or less.", {
    level: 5,
    dp: 7000,
  }),
  testCard(
    "TST-104",
    "[On Play] Gain 1 memory.",
    { dp: 6000 },
    "[Security] At the end of the battle, play this card without paying the cost.",
  ),
  testCard(
    "TST-105",
    "[Main] You may play 1 level 4 Digimon card from your hand without paying the cost. Any [On Play] effects on Digimon played with this effect don't activate.",
    option,
  ),
  testCard("TST-106", "[On Play] <Draw 1>", { level: 4, dp: 5000 }),
  testCard("TST-107", "<Use Req. ([Testers] trait)>\n[Main] Gain 1 memory.", { ...option, colors: ["Blue"] }),
  testCard("TST-108", "", { traits: ["Testers"] }),
  testCard("TST-109", "[All Turns] When one of your Digimon is deleted, <Delay>\n・Gain 1 memory.", option),
  testCard("TST-110", "[On Play] Delete 1 of your opponent's Digimon.", { level: 4, dp: 5000 }),
  testCard(
    "TST-111",
    "While you have a Tamer, you may ignore this card's color requirements.\n[Main] Gain 1 memory.",
    {
      ...option,
      colors: ["Blue"],
    },
  ),
  testCard("TST-112", "Red also meets this card's color requirements.\n[Main] Gain 1 memory.", {
    ...option,
    colors: ["Blue"],
  }),
  testCard("TST-113", "", { category: "Tamer", colors: ["Yellow"], level: undefined, dp: undefined }),
  testCard("TST-114", "[When Attacking] Gain 3 memory. At end of turn, lose 2 memory."),
  testCard("TST-115", "[Your Turn] All of your opponent's Security Digimon get -3000 DP.", {
    level: 4,
    dp: 5000,
  }),
  testCard("TST-116", "", {
    inherited: compileText(
      "[Your Turn] When this card is trashed due to activating this Digimon's <Digi-Burst>, return this card to its owner's hand.",
      { code: "TST-116", part: "inherited" },
    ).abilities,
  }),
  testCard("TST-117", "[Your Turn] When you use an Option card with a cost of 2 or more, gain 1 memory.", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-118", "[Main] <Draw 1>", { ...option, playCost: 2 }),
  testCard(
    "TST-121",
    "When you would use this card, if you have a Tamer in play, reduce the cost by 2.\n[Main] Gain 1 memory.",
    { ...option, playCost: 3 },
  ),
  testCard(
    "TST-120",
    "[Main] 1 of your opponent's Digimon and all of your opponent's Security Digimon get -3000 DP for the turn.",
    option,
  ),
  testCard("TST-119", "[Main] Place this card in the battle area.\n[Main] <Delay>\n・Gain 1 memory.", {
    ...option,
    playCost: 2,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const changes = (t: ReturnType<typeof run>) => t.steps.flatMap((s) => s.changes ?? []).join("\n");

describe("Options placed in the battle area (9-1-5, 4-28)", () => {
  it("stays in the battle area instead of going to the trash after use", () => {
    const t = run("turn A | A: GEN-103, hand TST-101, deck 2, memory 3", "A uses TST-101");
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-103", "TST-101"], trash: [], hand: ["?"] });
    expect(changes(t)).toMatch(/not trashed \(9-1-5\)/);
  });

  it("does not count towards colour requirements and is not trashed by rules processing", () => {
    const t = run("turn A | A: GEN-103 TST-101, hand TST-102, memory 3", "A uses TST-102");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-101"]);
    expect(() => run("turn A | A: TST-101 GEN-303, hand TST-102, memory 3", "A uses TST-102")).toThrow(
      /needs a Red Digimon or Tamer/,
    );
  });

  it("is placed in its owner's battle area by a [Security] effect", () => {
    const t = run("turn A | A: GEN-104 | B: security TST-101", "A attacks B with GEN-104");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-101"], trash: [], security: [] });
  });
});

describe("<Delay> (16-17)", () => {
  it("trashes the Option from the battle area and activates its effect", () => {
    const t = run("turn A | A: GEN-103 TST-101, memory 3", "A activates TST-101");
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-103"], trash: ["TST-101"] });
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("is optional: declining keeps the card and does nothing", () => {
    const t = run("turn A | A: GEN-103 TST-101, memory 3", "A activates TST-101", "no");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-101"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("can't be activated the turn the card was placed", () => {
    expect(() =>
      run("turn A | A: GEN-103, hand TST-101, deck 2, memory 3", "A uses TST-101; A activates TST-101"),
    ).toThrow(/16-17-3/);
  });

  it("comes from a trigger of an Option in the battle area", () => {
    const t = run("turn A | A: hand TST-110, memory 3 | B: GEN-203 TST-109", "A plays TST-110");
    expect(t.final.areas.B).toMatchObject({ battle: [], trash: ["GEN-203", "TST-109"] });
    expect(changes(t) + t.steps.map((s) => s.text).join("\n")).toMatch(
      /trashed from the battle area for <Delay>/,
    );
  });
});

describe("<Digi-Burst N> (16-14)", () => {
  it("trashes the chosen digivolution cards, then activates its effect", () => {
    const t = run(
      "turn A | A: TST-103[GEN-104 GEN-103 GEN-002] | B: GEN-203 GEN-105",
      "A activates TST-103",
      "target GEN-002 GEN-103",
    );
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-103[GEN-104]"], trash: ["GEN-103", "GEN-002"] });
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });

  it("triggers the effect of a digivolution card it trashed, which acts from the trash", () => {
    const t = run("turn A | A: TST-103[TST-116 GEN-103] | B: GEN-203", "A activates TST-103");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-103"], hand: ["TST-116"], trash: ["GEN-103"] });
    expect(t.steps.filter((s) => s.kind === "activate")).toHaveLength(1);
  });

  it("can't be used without enough digivolution cards", () => {
    const t = run("turn A | A: TST-103[GEN-104] | B: GEN-203", "A activates TST-103");
    expect(t.final.areas.A!.battle).toEqual(["TST-103[GEN-104]"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-203"]);
  });
});

describe("modal effects, <Use Req.> and [On Play] effects that don't activate", () => {
  it("activates the first effect by default, and the next when the player says no", () => {
    const board = "turn A | A: GEN-103, hand TST-102, deck 2, memory 3";
    expect(run(board, "A uses TST-102").final.memory).toEqual({ player: "A", value: 3 });
    const t = run(board, "A uses TST-102", "no");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(t.final.areas.A!.hand).toEqual(["?"]);
  });

  it("lets the trait named by <Use Req.> stand in for the colour (16-42)", () => {
    const t = run("turn A | A: TST-108, hand TST-107, memory 3", "A uses TST-107");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(changes(t)).toMatch(/16-42-3/);
    expect(() => run("turn A | A: GEN-103, hand TST-107, memory 3", "A uses TST-107")).toThrow(/Blue/);
  });

  it("ignores colour requirements while the card's own condition holds", () => {
    const t = run("turn A | A: TST-113, hand TST-111, memory 3", "A uses TST-111");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(changes(t)).toMatch(/ignore its colour requirements/);
    expect(() => run("turn A | A: GEN-103, hand TST-111, memory 3", "A uses TST-111")).toThrow(/Blue/);
  });

  it("counts the breeding area for colours, and a colour the card says also meets them", () => {
    const t = run("turn A | A: breeding GEN-103, hand TST-112, memory 3", "A uses TST-112");
    expect(t.final.areas.A!.trash).toEqual(["TST-112"]);
    expect(() => run("turn A | A: GEN-203, hand TST-112, memory 3", "A uses TST-112")).toThrow(/Blue/);
  });

  it("reduces its use cost by its own text when the condition holds (9-1-6)", () => {
    expect(run("turn A | A: GEN-103 TST-113, hand TST-121, memory 3", "A uses TST-121").final.memory).toEqual(
      {
        player: "A",
        value: 3,
      },
    );
    expect(run("turn A | A: GEN-103, hand TST-121, memory 3", "A uses TST-121").final.memory).toEqual({
      player: "A",
      value: 1,
    });
  });

  it("plays a Digimon whose [On Play] effect does not trigger", () => {
    const t = run("turn A | A: GEN-103, hand TST-105 TST-106, deck 2, memory 3", "A uses TST-105");
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-103", "TST-106"], hand: [], deck: ["?", "?"] });
    expect(t.steps.some((s) => s.kind === "activate")).toBe(false);
  });
});

describe("[Security] At the end of the battle (14-2-5)", () => {
  it("plays the Security Digimon after its battle even when it wins, and its [On Play] triggers", () => {
    const t = run("turn A | A: GEN-104 | B: security TST-104", "A attacks B with GEN-104");
    const rules = t.steps.map((s) => s.rule);
    expect(rules.indexOf("14-2-5")).toBeGreaterThan(rules.indexOf("13-1-8-3-1"));
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-104"], trash: [] });
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("lowers the Security Digimon's DP in its battle by a persistent effect of the attacking side", () => {
    const t = run("turn A | A: TST-115 | B: security TST-104", "A attacks B with TST-115");
    expect(t.steps.map((s) => s.text).join("\n")).toMatch(
      /Security Digimon \[TST-104 Test TST-104\] \(3000 DP\)/,
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-115(sus)"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-104"]);
  });

  it("lowers the Security Digimon's DP for the turn by an effect used earlier", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-120, memory 3 | B: GEN-204, security TST-104",
      "A uses TST-120; A attacks B with GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-204", "TST-104"]);
    expect(changes(t)).toMatch(/5000 → 2000 DP/);
    expect(t.steps.map((s) => s.text).join("\n")).toMatch(
      /Security Digimon \[TST-104 Test TST-104\] \(3000 DP\)/,
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104(sus)"]);
  });

  it("plays it too when it loses the battle (Q1052)", () => {
    const t = run("turn A | A: GEN-105 | B: security TST-104", "A attacks B with GEN-105");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-104"]);
  });
});

describe("When you use an Option card", () => {
  it("triggers on using one with the cost it names, and activates after the [Main] effect", () => {
    const t = run("turn A | A: TST-117, hand TST-118, deck 1, memory 3", "A uses TST-118");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(t.steps.map((s) => s.kind)).toEqual(["action", "activate", "end"]);
    const cheap = run("turn A | A: TST-117, hand TST-102, memory 3", "A uses TST-102");
    expect(cheap.steps.some((s) => s.kind === "activate")).toBe(false);
  });

  it("does not trigger when a [Security] effect or <Delay> activates an Option's effect", () => {
    const t = run("turn A | A: TST-117 TST-119, memory 3", "A activates TST-119");
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    expect(t.steps.some((s) => s.kind === "activate")).toBe(false);
  });
});

describe("pending processing written in front (18-1)", () => {
  it("reads 'At end of turn, ...' and does it when the turn ends", () => {
    const t = run("turn A | A: TST-114 | B: GEN-203", "A attacks with TST-114; A ends the turn");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    expect(t.steps.map((s) => s.text).join("\n")).toMatch(/pending processing left by \[TST-114/);
  });
});
