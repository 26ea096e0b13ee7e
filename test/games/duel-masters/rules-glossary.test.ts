import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RULE_GLOSSARY, glossFor, searchRules } from "../../../src/games/duel-masters/rules-glossary.ts";
import { loadScenarios } from "../../../src/scenarios/library.ts";

const DIR = join(import.meta.dirname, "../../../src/games/duel-masters");

describe("the Duel Masters rules glossary", () => {
  it("has an entry for every section the ruleset cites", () => {
    const cited = new Set<string>();
    for (const f of readdirSync(DIR).filter((n) => n.endsWith(".ts") && n !== "rules-glossary.ts"))
      for (const m of readFileSync(join(DIR, f), "utf8").matchAll(/\((\d{3}(?:\.\d[a-l]?)?)[),;]/g))
        cited.add(m[1]!);
    for (const m of readFileSync(join(DIR, "ruleset.ts"), "utf8").matchAll(/"(\d{3}(?:\.\d[a-z]?)?)"/g))
      cited.add(m[1]!);
    expect(cited.size).toBeGreaterThan(10);
    expect([...cited].filter((s) => !glossFor(s))).toEqual([]);
  });

  it("has an entry for every section the scenarios list or their runs cite", () => {
    const missing = new Set<string>();
    for (const s of loadScenarios().filter((x) => x.game === "duel-masters"))
      for (const sec of [
        ...s.rules,
        ...Object.values(s.expected).flatMap((r) => r.steps.map((st) => st.rule)),
      ])
        if (sec && !glossFor(sec)) missing.add(sec);
    expect([...missing]).toEqual([]);
  });

  it("covers 703.4a to 703.4l, each shown by at least one scenario", () => {
    const scenarios = loadScenarios().filter((x) => x.game === "duel-masters");
    for (const letter of "abcdefghijkl") {
      const section = `703.4${letter}`;
      expect(glossFor(section), section).toBeDefined();
      expect(
        scenarios.some((s) => s.rules.includes(section)),
        `a scenario for ${section}`,
      ).toBe(true);
    }
  });

  it("is well formed and searchable", () => {
    const sections = RULE_GLOSSARY.map((g) => g.section);
    expect(new Set(sections).size).toBe(sections.length);
    for (const g of RULE_GLOSSARY) {
      expect(g.gloss.length).toBeLessThan(400);
      for (const t of g.tags) expect(t).toBe(t.toLowerCase());
    }
    expect(glossFor("rule 703.4C")?.section).toBe("703.4c");
    expect(searchRules("703.4")[0]?.section).toBe("703.4a");
    expect(searchRules("castle shield trigger").map((g) => g.section)).toContain("703.4k");
  });
});
