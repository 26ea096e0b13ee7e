import { describe, expect, it } from "vitest";
import { parseInlineCards } from "../../../../src/games/digimon/input/inline-cards.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { UserError } from "../../../../src/games/user-error.ts";

const TESTMON = 'XX1-001 "Testmon" digimon lv 3 3000 dp red cost 3 from lv 2 red 0 : [On Play] <Draw 1>.';

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("cards written inline", () => {
  it("reads the stats and compiles the text", () => {
    const [card] = parseInlineCards(TESTMON);
    expect(card!.def).toMatchObject({
      code: "XX1-001",
      name: "Testmon",
      category: "Digimon",
      level: 3,
      dp: 3000,
      colors: ["Red"],
      playCost: 3,
      digivolve: [{ level: 2, color: "Red", cost: 0 }],
    });
    expect(card!.def.abilities.map((a) => a.timing)).toEqual(["onPlay"]);
    expect(card!.unread).toEqual([]);
  });

  it("reads traits, forms and attributes, which conditions on traits then see (2-3-2-1)", () => {
    const [knight] = parseInlineCards(
      'XX1-003 "Knightmon" digimon lv 6 12000 dp white trait "Royal Knight/Holy Warrior" form "Mega" attribute "Vaccine" : <Blocker>',
    );
    expect(knight!.def.traits).toEqual(["Royal Knight", "Holy Warrior", "Mega", "Vaccine"]);
    const t = resolveDigimon({
      board: "turn A | A: hand XX1-004, memory 3 | B: XX1-003 GEN-104",
      action: "A plays XX1-004",
      choices: "",
      cards:
        'XX1-003 "Knightmon" digimon lv 6 12000 dp white trait "Royal Knight" : <Blocker>||XX1-004 "Hunter" digimon lv 3 3000 dp red cost 0 : [On Play] Delete 1 of your opponent\'s Digimon with the [Royal Knight] trait.',
    }).trace;
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });

  it("refuses a trait that is not in quotes, saying how to write it", () => {
    expect(errorOf(() => parseInlineCards('XX1-005 "Bad" digimon red trait Knight : <Blocker>'))).toMatch(
      /trait in quotes/,
    );
  });

  it("takes several cards, inherited and security texts, and multicolour cards", () => {
    const cards = parseInlineCards(
      `${TESTMON} inherited: [When Attacking] Gain 1 memory.\nXX1-002 "Helper" tamer yellow/purple cost 2 : security: [Security] Play this card without paying its memory cost.`,
    );
    expect(cards.map((c) => c.def.code)).toEqual(["XX1-001", "XX1-002"]);
    expect(cards[0]!.def.inherited).toHaveLength(1);
    expect(cards[1]!.def.colors).toEqual(["Yellow", "Purple"]);
    expect(cards[1]!.def.security).toHaveLength(1);
  });

  it("reads a link section: requirement and cost, link DP and link effect (4-9)", () => {
    const [card, plain] = parseInlineCards(
      'XX1-006 "Linker" digimon lv 3 3000 dp yellow trait "Appmon" : link: [Link] [Appmon] trait: Cost 2 +3000 DP [When Linking] <Draw 1>.' +
        '||XX1-007 "Plain" digimon lv 3 yellow : link: [Link] [Appmon] trait: Cost 1',
    );
    expect(card!.def.link).toMatchObject({ cost: 2, dp: 3000, to: { traits: ["Appmon"] } });
    expect(card!.def.link!.abilities).toHaveLength(1);
    expect(plain!.def.link).toMatchObject({ cost: 1, dp: 0 });
    expect(plain!.def.link!.abilities).toEqual([]);
    expect(
      errorOf(() => parseInlineCards('XX1-008 "Odd" digimon lv 3 yellow : link: links to anything')),
    ).toMatch(/Write a link section as/);
  });

  it("names the offending word and its column", () => {
    const text = 'XX1-001 "Testmon" digimon lv 3 3000 dp redd cost 3 : [On Play] <Draw 1>.';
    const e = errorOf(() => resolveDigimon({ board: "A: GEN-203", action: "A plays XX1-001", cards: text }));
    expect(e).toContain('Unknown word "redd"');
    expect(e).toContain(`column ${text.indexOf("redd") + 1}`);
    expect(errorOf(() => parseInlineCards("XX1-001 Testmon digimon red : x"))).toContain(
      "Write an inline card as",
    );
    expect(errorOf(() => parseInlineCards('XX1-001 "Testmon" lv 3 red : x'))).toContain("category");
  });

  it("lets a board use the card, and an inline card wins over a known code", () => {
    const { trace } = resolveDigimon({
      board: "A: GEN-203, deck 2, memory 3 | B: GEN-204",
      action: "A plays XX1-001",
      cards: TESTMON,
    });
    expect(trace.steps.find((s) => s.kind === "activate")!.text).toContain("draws 1 card");
    const renamed = resolveDigimon({
      board: "A: BT2-070 | B: GEN-204",
      action: "A starts the turn",
      cards: 'BT2-070 "Not Tapirmon" digimon lv 3 2000 dp purple cost 3 :',
    });
    expect(renamed.trace.cards!["BT2-070"]).toBe("Not Tapirmon");
  });

  it("refuses too many cards or too much text", () => {
    const many = Array.from({ length: 21 }, (_, i) => TESTMON.replace("XX1-001", `XX1-${100 + i}`)).join(
      "\n",
    );
    expect(errorOf(() => parseInlineCards(many))).toContain("At most 20");
    expect(errorOf(() => parseInlineCards("x".repeat(7000)))).toContain("6000 characters");
    expect(() => resolveDigimon({ board: "A: GEN-203", action: "A plays XX1-009", cards: many })).toThrow(
      UserError,
    );
  });
});
