/**
 * Linking (10-1), DigiXros (7-2), Assembly (7-3), App Fusion (8-4) and Burst digivolution (8-3)
 * as main-phase actions, on made-up cards whose requirement lines the compiler reads.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CardRecord } from "../../../../src/cards/schema.ts";
import { importDocument } from "../../../../src/cards/import.ts";
import { sharedDataDir } from "../../../../src/paths.ts";
import { compileCard, type CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { recordCard } from "../test-card.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

/** A card compiled from a made-up record, as the card pool compiles real ones. */
function card(code: string, name: string, extra: Partial<CardText> = {}): CardDef {
  return recordCard(code, name, extra).def;
}

const CARDS = [
  // Link cards: one for [Appmon] trait Digimon, one for level 3 or higher.
  card("TST-401", "Linkmon", {
    level: 3,
    playCost: 3,
    traits: ["Appmon"],
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 2000,
    linkEffect: "[When Linking] Gain 1 memory.",
  }),
  card("TST-402", "Heavylink", {
    level: 3,
    linkRequirement: "[Link] Lv.4 or higher: Cost 2",
    linkDp: 3000,
    linkEffect: "<Blocker>",
  }),
  card("TST-403", "Appmon A", { traits: ["Appmon"] }),
  card("TST-404", "Plainmon", {}),
  // App Fusion from [Appmon A] & [Linkmon].
  card("TST-405", "Fusedmon", {
    level: 5,
    dp: 9000,
    effect: "[App Fusion] [Appmon A] & [Linkmon]: Cost 0\n[When Digivolving] Gain 2 memory.",
  }),
  // DigiXros and Assembly.
  card("TST-406", "Xrosmon", {
    level: 6,
    dp: 11000,
    playCost: 10,
    effect: "[DigiXros -2] [Appmon A] x [Plainmon] x [Linkmon]",
  }),
  card("TST-407", "Orxrosmon", {
    level: 6,
    playCost: 8,
    effect: "[DigiXros -3] [Appmon A] or [Plainmon] or [Linkmon]",
  }),
  card("TST-408", "Assemblemon", {
    level: 6,
    playCost: 9,
    effect: "[Assembly -6] Lv.5 x Lv.4 x Lv.3, all w/[mon] in name",
  }),
  card("TST-409", "Piecemon A", { level: 5 }),
  // Burst digivolution onto [Plainmon] by returning [Tamer T].
  card("TST-410", "Burstmon", {
    level: 6,
    dp: 12000,
    effect: "[Burst Digivolve] [Plainmon]: Cost 1 by returning 1 [Tamer T] to the hand.",
  }),
  card("TST-411", "Tamer T", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    playCost: 2,
    digivolve: [],
  }),
];

const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
/** Memory as the final state gives it: on player A's side when positive. */
const mem = (n: number) => (n >= 0 ? { player: "A", value: n } : { player: "B", value: -n });
const texts = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join("\n")).join("\n");
function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("the compiler reads the requirement lines", () => {
  it("reads a link requirement, link DP and link effect from the record's link fields", () => {
    const def = CARDS[0]!;
    expect(def.link?.cost).toBe(1);
    expect(def.link?.dp).toBe(2000);
    expect(def.link?.to).toEqual({ traits: ["Appmon"] });
    expect(def.link?.abilities.map((a) => a.timing)).toEqual(["whenLinking"]);
    expect(CARDS[1]!.link?.to).toEqual({ minLevel: 4 });
  });

  it("reads DigiXros, Assembly, App Fusion and Burst lines", () => {
    expect(CARDS[5]!.xros).toMatchObject({
      reduce: 2,
      parts: [{ nameIs: ["Appmon A"] }, { nameIs: ["Plainmon"] }, { nameIs: ["Linkmon"] }],
    });
    expect(CARDS[6]!.xros?.parts).toEqual([{ nameIs: ["Appmon A", "Plainmon", "Linkmon"] }]);
    expect(CARDS[7]!.assembly?.parts).toEqual([
      { level: 5, nameIncludes: ["mon"] },
      { level: 4, nameIncludes: ["mon"] },
      { level: 3, nameIncludes: ["mon"] },
    ]);
    expect(CARDS[4]!.appFusion).toEqual({ names: ["Appmon A", "Linkmon"], cost: 0 });
    expect(CARDS[9]!.burst).toEqual({ from: "Plainmon", tamer: "Tamer T", cost: 1 });
  });
});

describe("the older Burst printing", () => {
  it("reads 'Burst Digivolve: N from [X] by returning 1 [Y] to hand' glued to the next text", () => {
    const def = card("TST-412", "Oldburst", {
      effect:
        "Burst Digivolve: 0 from [Plainmon] by returning 1 [Tamer T] to handAt the end of the turn, gain 1 memory.",
    });
    expect(def.burst).toEqual({ from: "Plainmon", tamer: "Tamer T", cost: 0 });
  });
});

describe("linking (10-1)", () => {
  it("links a card from the hand: link cost paid, link DP added, [When Linking] triggers", () => {
    const t = run("turn A | A: TST-403, hand TST-401, memory 3 | B: GEN-203", "A links TST-401 to TST-403");
    // 3 - 1 (link cost) + 1 ([When Linking]) = 3.
    expect(t.final.memory).toEqual(mem(3));
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(texts(t)).toMatch(/linked to \[TST-403/);
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-401")).toBe(true);
    const shown = t.final.details?.A?.find((d) => d.card.startsWith("TST-403"));
    // 5000 printed + 2000 link DP (4-3-4).
    expect(shown?.dp).toBe(7000);
  });

  it("refuses a Digimon that does not meet the link requirement, citing 10-1-3-1", () => {
    const e = errorOf(() =>
      run("turn A | A: TST-404, hand TST-401, memory 3 | B: GEN-203", "A links TST-401 to TST-404"),
    );
    expect(e).toMatch(/does not meet .*link requirement \(\[Appmon\] trait\)/);
    expect(e).toMatch(/10-1-3-1/);
  });

  it("refuses a card without [Link]", () => {
    expect(
      errorOf(() => run("turn A | A: TST-403, hand TST-404 | B: GEN-203", "A links TST-404 to TST-403")),
    ).toMatch(/no \[Link\] requirement/);
  });

  it("a second link card trashes the first one at the same time (4-9-5)", () => {
    const t = run(
      "turn A | A: TST-403, hand TST-401 TST-402, memory 5 | B: GEN-203",
      "A links TST-401 to TST-403; A links TST-402 to TST-403",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-401"]);
    expect(texts(t)).toMatch(/4-9-5/);
  });

  it("a link card's keyword is gained by the Digimon (4-3-5), and its link card goes to the trash with it", () => {
    const t = run("turn A | A: TST-404, hand TST-402, memory 5 | B: GEN-203", "A links TST-402 to TST-404");
    expect(t.final.memory).toEqual(mem(3));
    const detail = JSON.stringify(t.final.details ?? []);
    expect(detail).toMatch(/Blocker/);
  });
});

describe("App Fusion (8-4)", () => {
  it("a linked Digimon of two different specified cards app fuses: the link card goes on top, then the new card", () => {
    const t = run(
      "turn A | A: TST-403, hand TST-401 TST-405, memory 3, deck 2 | B: GEN-203",
      "A links TST-401 to TST-403; A app fuses TST-403 into TST-405",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-405[TST-401 TST-403]"]);
    // 3 - 1 (link) + 1 ([When Linking]) - 0 (fusion) + 2 ([When Digivolving]) = 5.
    expect(t.final.memory).toEqual(mem(5));
    expect(t.final.areas.A!.deck).toHaveLength(1);
  });

  it("refuses a Digimon without a link card of the other name (8-4-2-1)", () => {
    const e = errorOf(() =>
      run("turn A | A: TST-403, hand TST-405, memory 3 | B: GEN-203", "A app fuses TST-403 into TST-405"),
    );
    expect(e).toMatch(/not 2 different cards/);
    expect(e).toMatch(/8-4-2-1/);
  });
});

describe("DigiXros (7-2) and Assembly (7-3)", () => {
  it("places cards from the hand and the battle area, each reducing the cost; not a play by an effect", () => {
    const t = run(
      "turn A | A: TST-404, hand TST-406 TST-403, memory 3 | B: GEN-203",
      "A plays TST-406 with digixros TST-403 TST-404",
    );
    // 10 - 2 × 2 = 6: memory 3 → -3.
    expect(t.final.memory).toEqual(mem(-3));
    expect(t.final.areas.A!.battle).toEqual(["TST-406[TST-403 TST-404]"]);
  });

  it("orders the cards as the requirements list them (7-2-2-8)", () => {
    const t = run(
      "turn A | A: TST-404, hand TST-406 TST-403, memory 3 | B: GEN-203",
      "A plays TST-406 with digixros TST-404 TST-403",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-406[TST-403 TST-404]"]);
  });

  it("takes only one card of '[A] or [B] or [C]' (7-2-2-5)", () => {
    const e = errorOf(() =>
      run(
        "turn A | A: GEN-203, hand TST-407 TST-403 TST-404, memory 3 | B: GEN-204",
        "A plays TST-407 with digixros TST-403 TST-404",
      ),
    );
    expect(e).toMatch(/7-2-2-5/);
    const one = run(
      "turn A | A: GEN-203, hand TST-407 TST-403, memory 3 | B: GEN-204",
      "A plays TST-407 with digixros TST-403",
    );
    expect(one.final.memory).toEqual(mem(-2));
  });

  it("Assembly takes exactly the specified cards from the trash, each meeting its part (7-3-2-4, 7-3-2-5)", () => {
    const t = run(
      "turn A | A: GEN-203, hand TST-408, trash TST-409 TST-404 TST-401, memory 3 | B: GEN-204",
      "A plays TST-408 with assembly TST-409 TST-404 TST-401",
    );
    expect(t.final.memory).toEqual(mem(0));
    expect(t.final.areas.A!.battle).toContain("TST-408[TST-409 TST-404 TST-401]");
    expect(t.final.areas.A!.trash).toEqual([]);
    const short = errorOf(() =>
      run(
        "turn A | A: GEN-203, hand TST-408, trash TST-409 TST-404, memory 3 | B: GEN-204",
        "A plays TST-408 with assembly TST-409 TST-404",
      ),
    );
    expect(short).toMatch(/exactly 3 cards/);
    const wrong = errorOf(() =>
      run(
        "turn A | A: GEN-203, hand TST-408, trash TST-409 TST-404 TST-403, memory 3 | B: GEN-204",
        "A plays TST-408 with assembly TST-409 TST-404 TST-403",
      ),
    );
    expect(wrong).toMatch(/each card must meet its part/);
  });
});

describe("Burst digivolution (8-3)", () => {
  it("returns the Tamer, digivolves, and trashes the top card at the end of the turn", () => {
    const t = run(
      "turn A | A: TST-404 TST-411, hand TST-410, memory 3, deck 2 | B: GEN-203",
      "A burst digivolves TST-404 into TST-410; A ends the turn",
    );
    expect(t.final.areas.A!.hand).toContain("TST-411");
    expect(t.final.areas.A!.battle).toEqual(["TST-404"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-410"]);
    expect(texts(t)).toMatch(/8-3-2-1/);
  });

  it("refuses without the specified Tamer (8-3-3-2)", () => {
    const e = errorOf(() =>
      run(
        "turn A | A: TST-404, hand TST-410, memory 3 | B: GEN-203",
        "A burst digivolves TST-404 into TST-410",
      ),
    );
    expect(e).toMatch(/no \[Tamer T\] Tamer/);
  });
});

const DATA = join(sharedDataDir(), "digimon", "cards.json");
const present = existsSync(DATA);
if (!present) console.warn(`[special-actions] ${DATA} is absent: the real-card boards are not run.`);

describe.runIf(present)("real cards", () => {
  const records: Map<string, CardRecord> = present
    ? new Map(importDocument(JSON.parse(readFileSync(DATA, "utf8"))).cards.map((c) => [c.code, c]))
    : new Map();
  const play = (codes: string[], board: string, action: string) =>
    resolveDigimon(
      { board, action, choices: "" },
      new CardRegistry([...bundledCards, ...codes.map((c) => compileCard(records.get(c)!).def)]),
    ).trace;

  it("Gatchmon links to Navimon from the record's link fields, then DoGatchmon app fuses them", () => {
    const linked = play(
      ["BT21-009", "BT21-047"],
      "turn A | A: BT21-047, hand BT21-009, memory 3",
      "A links BT21-009 to BT21-047",
    );
    const navimon = linked.final.details?.A?.find((d) => d.card.startsWith("BT21-047"));
    // 1000 DP + 2000 link DP, and the link effect <Raid>.
    expect(navimon?.dp).toBe(3000);
    expect(JSON.stringify(navimon)).toMatch(/Raid/);
    const fused = play(
      ["BT21-009", "BT21-047", "BT21-018"],
      "turn A | A: BT21-047, hand BT21-009 BT21-018, memory 3, deck 2 | B: GEN-104",
      "A links BT21-009 to BT21-047; A app fuses BT21-047 into BT21-018",
    );
    expect(fused.final.areas.A!.battle).toEqual(["BT21-018[BT21-009 BT21-047]"]);
    expect(fused.final.memory).toEqual(mem(2));
  });

  it("WarGreymon's Assembly takes a level 5, 4 and 3 card that each meet its condition", () => {
    const t = play(
      ["EX12-017", "EX12-016", "EX12-010", "EX12-005"],
      "turn A | A: GEN-104, trash EX12-016 EX12-010 EX12-005, memory 5 | B: GEN-104",
      "A plays EX12-017 with assembly EX12-005 EX12-010 EX12-016",
    );
    // 12 - 6 = 6; the level 5 card on top as the requirements list it (7-3-2-6).
    expect(t.final.memory).toEqual(mem(-1));
    expect(t.final.areas.A!.battle).toContain("EX12-017[EX12-016 EX12-010 EX12-005]");
  });
});

describe("the action words", () => {
  it("explains a malformed requirement action instead of failing", () => {
    expect(errorOf(() => run("turn A | A: TST-404 | B: GEN-203", "A plays with digixros TST-404"))).toMatch(
      /Name the one card played before "with"/,
    );
    expect(
      errorOf(() => run("turn A | A: TST-404 | B: GEN-203", "A plays TST-406 with friends TST-404")),
    ).toMatch(/with digixros" or "with assembly/);
    expect(errorOf(() => run("turn A | A: TST-404 | B: GEN-203", "A links TST-401"))).toMatch(
      /links BT21-009 to/,
    );
    expect(errorOf(() => run("turn A | A: TST-404 | B: GEN-203", "A app fuses TST-404"))).toMatch(
      /app fuses/,
    );
    expect(
      errorOf(() => run("turn A | A: TST-404, hand TST-406 | B: GEN-203", "A plays TST-406 with digixros")),
    ).toMatch(/7-2-2-4|Name the cards placed/);
  });

  it("refuses a requirement action out of the turn player's main phase", () => {
    expect(
      errorOf(() =>
        run("turn B | A: TST-403, hand TST-401, memory 3 | B: GEN-203", "A links TST-401 to TST-403"),
      ),
    ).toMatch(/only the turn player/);
  });
});
