/** The Japanese rule summaries: one for every section the English glossary has, and only those. */
import { describe, expect, it } from "vitest";
import { RULE_GLOSSARY } from "../../src/games/digimon/rules-glossary.ts";
import { jaGloss, jaRuleTitle } from "../../src/i18n/rule-glosses-ja.ts";
import { DIGIMON_RULES_JA } from "../../src/i18n/rules-ja.ts";

const KANA_OR_KANJI = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe("the Japanese Digimon rule summaries", () => {
  it("cover every section that has an English summary", () => {
    const missing = RULE_GLOSSARY.map((g) => g.section).filter((s) => !DIGIMON_RULES_JA[s]);
    expect(missing).toEqual([]);
  });

  it("summarise no section the English glossary lacks", () => {
    const known = new Set(RULE_GLOSSARY.map((g) => g.section));
    expect(Object.keys(DIGIMON_RULES_JA).filter((s) => !known.has(s))).toEqual([]);
  });

  it("are Japanese, short, and differ from one another", () => {
    const glosses = new Set<string>();
    for (const [section, ja] of Object.entries(DIGIMON_RULES_JA)) {
      expect(ja.gloss, section).toMatch(KANA_OR_KANJI);
      expect(ja.gloss.length, section).toBeLessThan(200);
      expect(ja.title.length, section).toBeLessThan(40);
      expect(ja.title.trim(), section).not.toBe("");
      glosses.add(ja.gloss);
    }
    // 7-1-2-3, 8-1-2-6 and 9-1-8 are the same rule for three actions, and share most words only.
    expect(glosses.size).toBe(Object.keys(DIGIMON_RULES_JA).length);
  });

  it("name a keyword section by the keyword the English card data prints", () => {
    for (const g of RULE_GLOSSARY.filter((x) => /^<[^>]+>$/.test(x.title)))
      expect(DIGIMON_RULES_JA[g.section]!.title, g.section).toBe(g.title);
  });

  it("are found by game and section; other games have none yet", () => {
    expect(jaRuleTitle("digimon", "17-1-3-1-1")).toBe("DP0は消滅");
    expect(jaGloss("digimon", "99-9")).toBeUndefined();
    expect(jaRuleTitle("duel-masters", "703.4c")).toBeUndefined();
  });
});
