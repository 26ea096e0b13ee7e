/** The Japanese rule summaries: one for every section the English glossaries have, and only those. */
import { describe, expect, it } from "vitest";
import { RULE_GLOSSARY } from "../../src/games/digimon/rules-glossary.ts";
import { GLOSSARY_GAMES, glossaryFor } from "../../src/games/rule-glossaries.ts";
import { JA_RULES_BY_GAME, jaGloss, jaRuleTitle } from "../../src/i18n/rule-glosses-ja.ts";
import { DIGIMON_RULES_JA } from "../../src/i18n/rules-ja.ts";

const KANA_OR_KANJI = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe.each(GLOSSARY_GAMES)("the Japanese rule summaries of %s", (game) => {
  const english = glossaryFor(game).entries;
  const japanese = JA_RULES_BY_GAME[game] ?? {};

  it("cover every section that has an English summary", () => {
    expect(english.length).toBeGreaterThan(0);
    const missing = english.map((g) => g.section).filter((s) => !japanese[s]);
    expect(missing).toEqual([]);
  });

  it("summarise no section the English glossary lacks", () => {
    const known = new Set(english.map((g) => g.section));
    expect(Object.keys(japanese).filter((s) => !known.has(s))).toEqual([]);
  });

  it("are Japanese, short, and differ from one another", () => {
    const glosses = new Set<string>();
    for (const [section, ja] of Object.entries(japanese)) {
      expect(ja.gloss, section).toMatch(KANA_OR_KANJI);
      expect(ja.gloss.length, section).toBeLessThan(200);
      expect(ja.title.length, section).toBeLessThan(40);
      expect(ja.title.trim(), section).not.toBe("");
      glosses.add(ja.gloss);
    }
    expect(glosses.size).toBe(Object.keys(japanese).length);
  });
});

describe("the Japanese Digimon rule summaries", () => {
  it("name a keyword section by the keyword the English card data prints", () => {
    for (const g of RULE_GLOSSARY.filter((x) => /^<[^>]+>$/.test(x.title)))
      expect(DIGIMON_RULES_JA[g.section]!.title, g.section).toBe(g.title);
  });

  it("are found by game and section", () => {
    expect(jaRuleTitle("digimon", "17-1-3-1-1")).toBe("DP0は消滅");
    expect(jaGloss("digimon", "99-9")).toBeUndefined();
    expect(jaRuleTitle("duel-masters", "703.4c")).toBe("パワー0以下");
    expect(jaRuleTitle("wixoss", "RP-1")).toBe("パワー0以下");
    expect(jaRuleTitle("chess", "1-1")).toBeUndefined();
  });
});
