import { describe, expect, it } from "vitest";
import { RULE_GLOSSARY, glossFor, searchRules } from "../../../src/games/wixoss/rules-glossary.ts";
import { loadScenarios } from "../../../src/scenarios/library.ts";

const scenarios = loadScenarios().filter((x) => x.game === "wixoss");

describe("the WIXOSS rules glossary and library", () => {
  it("has an entry for every section the scenarios list or their runs cite", () => {
    const missing = new Set<string>();
    for (const s of scenarios)
      for (const sec of [
        ...s.rules,
        ...Object.values(s.expected).flatMap((r) => r.steps.map((st) => st.rule)),
      ])
        if (sec && !glossFor(sec)) missing.add(sec);
    expect([...missing]).toEqual([]);
  });

  it("shows every kind of rule processing and every additional ruling in a scenario", () => {
    const wanted = [
      ...Array.from({ length: 9 }, (_, i) => `RP-${i + 1}`),
      "RP-A1",
      "RP-A2",
      "RP-A3",
      "RP-A4",
    ];
    for (const section of wanted) {
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
    for (const g of RULE_GLOSSARY) for (const t of g.tags) expect(t).toBe(t.toLowerCase());
    expect(glossFor("rp-5")?.title).toBe("Refresh");
    expect(searchRules("puppet").map((g) => g.section)).toEqual(["RP-A2", "RP-A3"]);
  });
});
