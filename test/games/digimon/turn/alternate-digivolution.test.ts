/**
 * Alternate digivolution conditions ("[Digivolve] Lv.4 w/[X] in name: Cost 3", "Digivolve: 2
 * from Lv.3 w/[X] in name"): the compiler reads them into the card's requirements and the
 * digivolve action honours them, for eligibility and for cost (8-1-2-1: the cheapest met).
 * A requirement line reads only its own condition: what a printing glues after it stays text.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../../../src/cards/import.ts";
import type { CardRecord } from "../../../../src/cards/schema.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { type CardText, compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { sharedDataDir } from "../../../../src/paths.ts";
import { testCard } from "../test-card.ts";
import { readRecord } from "../record-runner.ts";

/** A purple level 4 Digimon record (from level 3 purple for 3) that must read whole and run. */
const card = (code: string, over: Partial<CardText>): CardDef =>
  readRecord(code, `Test ${code}`, {
    colors: ["Purple"],
    playCost: 5,
    digivolve: [{ level: 3, color: "Purple", cost: 3 }],
    ...over,
  });

const CARDS = [
  // Blue level 3 Digimon with "Wolf" in the name, and one without.
  testCard("TST-401", "", { name: "Wolfling", colors: ["Blue"] }),
  testCard("TST-402", "", { name: "Catling", colors: ["Blue"] }),
  testCard("TST-403", "", { name: "Pawnling", colors: ["Blue"], traits: ["Puppet"] }),
  card("TST-411", {
    effect: "[Digivolve] Lv.3 w/[Wolf] in name: Cost 1\n\n[When Digivolving] Gain 1 memory.",
  }),
  card("TST-412", {
    colors: ["Blue"],
    digivolve: [{ level: 3, color: "Blue", cost: 3 }],
    effect: "Digivolve: 2 from Lv.3 w/[Puppet] trait [When Digivolving] Gain 1 memory.",
  }),
  card("TST-413", { effect: "[Digivolve] [Wolfling]/[Pawnling]: Cost 0" }),
  card("TST-414", {
    level: 6,
    playCost: 11,
    digivolve: [{ level: 5, color: "Purple", cost: 3 }],
    effect:
      "[Digivolve] Lv.5 w/[Bug] trait: Cost 3\n\nWhen this card would be played, if your hand has fewer cards than your opponent's, reduce the cost by 4.",
  }),
  testCard("TST-404", "", { name: "Keeper", category: "Tamer", level: undefined, dp: undefined }),
  testCard("TST-405", "", { name: "Hybridling", traits: ["Hybrid"] }),
  testCard("TST-406", "", { name: "Wolfling", traits: ["Marked"] }),
  card("TST-415", { effect: "[Digivolve] While you have [Keeper], [Pawnling]: Cost 0" }),
  card("TST-416", { effect: "[Digivolve] [Keeper] w/2 or more [Hybrid] trait cards under: Cost 1" }),
  card("TST-417", { effect: "[Digivolve] Lv.3 w/[Wolf] in name w/o [Marked] trait: Cost 0" }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;
describe("the digivolve action with an alternate condition", () => {
  it("lets a Digimon that meets only the alternate condition digivolve, for its cost", () => {
    const t = run("turn A | A: TST-401, hand TST-411, deck 2, memory 5", "A digivolves TST-401 into TST-411");
    expect(t.final.areas.A!.battle).toEqual(["TST-411[TST-401]"]);
    // 1 paid, then [When Digivolving] gains 1.
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("refuses a Digimon that meets neither condition, naming both", () => {
    expect(() =>
      run("turn A | A: TST-402, hand TST-411, deck 2, memory 5", "A digivolves TST-402 into TST-411"),
    ).toThrow(/Purple level 3 or Lv\.3 w\/\[Wolf\] in name/);
  });

  it("uses the cheaper of the printed and the alternate condition when both are met (older printing)", () => {
    const t = run("turn A | A: TST-403, hand TST-412, deck 2, memory 5", "A digivolves TST-403 into TST-412");
    expect(t.final.areas.A!.battle).toEqual(["TST-412[TST-403]"]);
    // 2, not the printed 3, then +1.
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("reads a list of names: any of them", () => {
    const t = run("turn A | A: TST-403, hand TST-413, deck 2, memory 5", "A digivolves TST-403 into TST-413");
    expect(t.final.areas.A!.battle).toEqual(["TST-413[TST-403]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("honours 'while' on the board, cards under a Tamer and 'w/o' a trait", () => {
    const ok = run(
      "turn A | A: TST-403 TST-404, hand TST-415, deck 2, memory 5",
      "A digivolves TST-403 into TST-415",
    );
    expect(ok.final.areas.A!.battle).toContain("TST-415[TST-403]");
    expect(() =>
      run("turn A | A: TST-403, hand TST-415, deck 2, memory 5", "A digivolves TST-403 into TST-415"),
    ).toThrow(/8-1-3-1/);
    const onto = run(
      "turn A | A: TST-404[TST-405 TST-405], hand TST-416, deck 2, memory 5",
      "A digivolves TST-404 into TST-416",
    );
    expect(onto.final.areas.A!.battle).toEqual(["TST-416[TST-404 TST-405 TST-405]"]);
    expect(onto.final.memory).toEqual({ player: "A", value: 4 });
    expect(() =>
      run(
        "turn A | A: TST-404[TST-405], hand TST-416, deck 2, memory 5",
        "A digivolves TST-404 into TST-416",
      ),
    ).toThrow(/8-1-3-1/);
    expect(
      run("turn A | A: TST-401, hand TST-417, deck 2, memory 5", "A digivolves TST-401 into TST-417").final
        .areas.A!.battle,
    ).toEqual(["TST-417[TST-401]"]);
    expect(() =>
      run("turn A | A: TST-406, hand TST-417, deck 2, memory 5", "A digivolves TST-406 into TST-417"),
    ).toThrow(/8-1-3-1/);
  });

  it("keeps the line after a requirement: a play-cost reduction in the hand applies", () => {
    const fewer = run(
      "turn A | A: hand TST-414, memory 10 | B: hand GEN-103 GEN-103 GEN-103",
      "A plays TST-414",
    );
    // 11 - 4 = 7 paid.
    expect(fewer.final.memory).toEqual({ player: "A", value: 3 });
    const more = run(
      "turn A | A: hand TST-414 GEN-103 GEN-103, memory 10 | B: hand GEN-103",
      "A plays TST-414",
    );
    expect(more.final.memory).toEqual({ player: "B", value: 1 });
  });
});

describe("reading the conditions", () => {
  const def = (effect: string) => compileCard({ ...base, effect });
  const base: CardText = {
    code: "TST-420",
    name: "Test",
    category: "Digimon",
    colors: ["Red"],
    level: 4,
    digivolve: [],
    traits: [],
    effect: "",
    inherited: "",
    security: "",
  };
  const from = (effect: string) => def(effect).def.digivolve.map((r) => r.from);

  it("reads level, colour, name, trait and text clauses and their alternatives", () => {
    expect(from("[Digivolve] Black Lv.2 w/[Alpha] trait: Cost 0")).toEqual([
      { colors: ["Black"], level: 2, traits: ["Alpha"] },
    ]);
    expect(from("[Digivolve] Lv.4 w/[Alpha] in name or w/[Beta] trait: Cost 3")).toEqual([
      { level: 4, anyOf: [{ nameIncludes: ["Alpha"] }, { traits: ["Beta"] }] },
    ]);
    expect(from("[Digivolve] [Alpha]/Lv.3 w/[Beta] trait: Cost 2")).toEqual([
      { anyOf: [{ nameIs: ["Alpha"] }, { level: 3, traits: ["Beta"] }] },
    ]);
    expect(from("Digivolve: 0 from Lv.2 w/<Save> in text")).toEqual([{ level: 2, textIncludes: ["<Save>"] }]);
    expect(from("[Digivolve] Lv.4 w/[Alpha] or [Beta] in any trait: Cost 3")).toEqual([
      { level: 4, traitIncludes: ["Alpha", "Beta"] },
    ]);
  });

  it("reports a condition it cannot read instead of keeping it as text", () => {
    for (const line of [
      "[Digivolve] Lv.6 w/[Alpha] in text/[Beta]: Cost 5",
      "[Digivolve] [Alpha] w/o 3 colors: Cost 3",
      "[Digivolve] While you have 20 or more cards in your deck, [Alpha]: Cost 2",
    ]) {
      const out = def(line);
      expect(out.unread.map((u) => u.fragment)).toEqual([line]);
      expect(out.def.digivolve).toEqual([]);
    }
  });

  it("ends an older line at its condition, so that a keyword and its reminder after it are read", () => {
    const out = def(
      "Digivolve: 3 from Lv.5 2-color w/green (When this Digimon attacks, by suspending 1 of your other Digimon, this Digimon adds the suspended Digimon's DP and gains  for the attack.) [On Play] Gain 1 memory.",
    );
    expect(out.unread).toEqual([]);
    expect(out.def.digivolve[0]!.from).toEqual({ level: 5, minColors: 2, maxColors: 2, colors: ["Green"] });
    expect(out.def.abilities.map((a) => a.keyword ?? a.timing)).toEqual(["alliance", "onPlay"]);
  });

  it("ends a line at its cost or its name even when the next text is glued to it", () => {
    const glued = def("[Digivolve][Alpha]: Cost 2The name of this card/Digimon is also treated as [Beta].");
    expect(glued.unread).toEqual([]);
    expect(glued.def.digivolve[0]).toMatchObject({ cost: 2, from: { nameIs: ["Alpha"] } });
    expect(glued.def.abilities[0]!.persistent).toMatchObject({ grants: [{ alsoName: "Beta" }] });
    const old = def(
      "Digivolve: 3 from [Alpha]This card/Digimon is also treated as having [Beta] in its name.",
    );
    expect(old.unread).toEqual([]);
    expect(old.def.digivolve[0]).toMatchObject({ cost: 3, from: { nameIs: ["Alpha"] } });
    expect(old.def.abilities[0]!.persistent).toMatchObject({ grants: [{ alsoName: "Beta", partial: true }] });
  });

  it("reads forms and attributes as traits (2-3-2-1)", () => {
    const out = compileCard({ ...base, traits: ["Wizard"], forms: ["Hybrid"], attributes: ["-"] });
    expect(out.def.traits).toEqual(["Wizard", "Hybrid"]);
  });

  it("reports requirement lines the engine can't read, and runs those it reads", () => {
    expect(def("[DigiXros -2] [Alpha] x [Beta]").notExecutable).toEqual([]);
    expect(def("[DigiXros -2] [Alpha] then something odd").notExecutable).toEqual([
      "digixros requirement: the engine could not read these DigiXros requirements (7-2)",
    ]);
    const linked = compileCard({
      ...base,
      linkRequirement: "[Link] [Alpha] trait: Cost 1",
      linkEffect: "<Blocker>",
    });
    expect(linked.executable).toBe(true);
    const odd = compileCard({
      ...base,
      linkRequirement: "[Link] whatever you like",
      linkEffect: "<Blocker>",
    });
    expect(odd.notExecutable.join("\n")).toMatch(/could not read this link requirement/);
  });

  it("reads a [Rule] line as the rule it is", () => {
    const out = def("[Rule] Trait: Has the [Alpha] type.");
    expect(out.unread).toEqual([]);
    expect(out.def.abilities[0]!.persistent).toMatchObject({ grants: [{ alsoTrait: "Alpha" }] });
  });
});

const DATA = join(sharedDataDir(), "digimon", "cards.json");
const present = existsSync(DATA);
if (!present) console.warn(`[alternate-digivolution] ${DATA} is absent: the real-card checks are not run.`);

describe.runIf(present)("the issue's real cards", () => {
  const records: Map<string, CardRecord> = present
    ? new Map(importDocument(JSON.parse(readFileSync(DATA, "utf8"))).cards.map((c) => [c.code, c]))
    : new Map();
  const real = (...codes: string[]) =>
    new CardRegistry([...bundledCards, ...codes.map((c) => compileCard(records.get(c)!).def)]);
  const play = (codes: string[], board: string, action: string) =>
    resolveDigimon({ board, action, choices: "" }, real(...codes)).trace;

  it("BT1-036 (blue Garurumon) digivolves into ST16-11 by its [Garurumon] condition", () => {
    const t = play(
      ["BT1-036", "ST16-11"],
      "turn A | A: BT1-036, hand ST16-11, deck 2, memory 10",
      "A digivolves BT1-036 into ST16-11",
    );
    expect(t.final.areas.A!.battle).toEqual(["ST16-11[BT1-036]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 7 });
  });

  it("BT13-039 from a level 3 [Chessmon] costs 2", () => {
    const pawn = [...records.values()].find(
      (r) => r.level === 3 && /Chessmon/.test(r.name) && r.category === "Digimon",
    );
    expect(pawn).toBeDefined();
    const t = play(
      [pawn!.code, "BT13-039"],
      `turn A | A: ${pawn!.code}, hand BT13-039, deck 2, memory 10`,
      `A digivolves ${pawn!.code} into BT13-039`,
    );
    expect(t.final.areas.A!.battle).toEqual([`BT13-039[${pawn!.code}]`]);
    expect(t.final.memory).toEqual({ player: "A", value: 8 });
  });

  it("BT16-038 digivolves from a [Terriermon]", () => {
    const terriermon = [...records.values()].find((r) => r.name === "Terriermon" && r.level === 3);
    expect(terriermon).toBeDefined();
    const t = play(
      [terriermon!.code, "BT16-038"],
      `turn A | A: ${terriermon!.code}, hand BT16-038, deck 2, memory 10`,
      `A digivolves ${terriermon!.code} into BT16-038`,
    );
    expect(t.final.areas.A!.battle).toEqual([`BT16-038[${terriermon!.code}]`]);
  });

  it("EX4-031 keeps its <Alliance>; BT26-045 is played for 7 when its owner has fewer cards in hand", () => {
    expect(compileCard(records.get("EX4-031")!).def.abilities.some((a) => a.keyword === "alliance")).toBe(
      true,
    );
    const t = play(
      ["BT26-045"],
      "turn A | A: hand BT26-045, memory 10 | B: hand GEN-103 GEN-103 GEN-103",
      "A plays BT26-045",
    );
    expect(t.final.areas.A!.battle).toEqual(["BT26-045"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
