/**
 * /rule and the glossary: every section the engine, the card definitions and the scenario
 * library cite has a gloss; glosses are the project's words; the official text only from
 * RULES_FILE.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RULE_GLOSSARY, glossFor, searchRules } from "../../src/games/digimon/rules-glossary.ts";
import { loadScenarios } from "../../src/scenarios/library.ts";
import { type Harness, makeHarness } from "../bot/harness.ts";
import { command, complete, textOf } from "./helpers.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");
let h: Harness | undefined;
afterEach(() => h?.cleanup());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Section numbers the Digimon ruleset and the engine write as strings. */
function citedInSource(): Set<string> {
  const cited = new Set<string>();
  for (const file of [
    ...sourceFiles(join(ROOT, "src/games/digimon")),
    ...sourceFiles(join(ROOT, "src/engine")),
  ]) {
    if (file.endsWith("rules-glossary.ts")) continue;
    for (const m of readFileSync(file, "utf8").matchAll(/["'`](\d{1,2}(?:-\d+){1,5})["'`]/g))
      cited.add(m[1]!);
  }
  return cited;
}

describe("the rules glossary", () => {
  it("has an entry for every section the engine cites in its source", () => {
    const missing = [...citedInSource()].filter((s) => !glossFor(s));
    expect(missing).toEqual([]);
  });

  it("has an entry for every section the Digimon scenarios list or their runs cite", () => {
    const missing = new Set<string>();
    for (const s of loadScenarios().filter((x) => x.game === "digimon")) {
      const sections = [
        ...s.rules,
        ...Object.values(s.expected).flatMap((r) => r.steps.map((st) => st.rule)),
      ];
      for (const sec of sections) if (sec && !glossFor(sec)) missing.add(sec);
    }
    expect([...missing]).toEqual([]);
  });

  it("is well formed: unique sections, short glosses, lower-case tags", () => {
    const sections = RULE_GLOSSARY.map((g) => g.section);
    expect(new Set(sections).size).toBe(sections.length);
    for (const g of RULE_GLOSSARY) {
      expect(g.section).toMatch(/^\d{1,2}(-\d+)*$/);
      expect(g.gloss.length).toBeLessThan(400);
      expect(g.title.length).toBeLessThan(80);
      for (const t of g.tags) expect(t).toBe(t.toLowerCase());
    }
  });

  const official = resolve(ROOT, "..", "shared", "data", "digimon-rules", "comprehensive.md");
  it.skipIf(!existsSync(official))("does not copy the official wording (no run of 7 words in common)", () => {
    const words = (t: string) =>
      t
        .toLowerCase()
        .replace(/[^a-z0-9\s]/g, " ")
        .split(/\s+/)
        .filter(Boolean);
    const text = ` ${words(readFileSync(official, "utf8")).join(" ")} `;
    for (const g of RULE_GLOSSARY) {
      const w = words(g.gloss);
      for (let i = 0; i + 7 <= w.length; i++)
        expect(text.includes(` ${w.slice(i, i + 7).join(" ")} `), g.section).toBe(false);
    }
  });

  it("finds sections by number and by keyword", () => {
    expect(glossFor("15.4.3.3")?.section).toBe("15-4-3-3");
    expect(searchRules("15-4-5")[0]?.section).toBe("15-4-5-2");
    const layer = searchRules("layer").map((g) => g.section);
    expect(layer).toContain("15-4-5-2");
    expect(layer).not.toContain("6-5-1");
    expect(searchRules("de-digivolve")[0]?.section).toBe("16-12");
  });
});

describe("/rule", () => {
  it("shows the gloss and the scenarios that show it, without official text", async () => {
    h = makeHarness();
    const r = await command(h.bot.router, "rule", { section: "15-4-3-3" });
    const text = textOf(r.message);
    expect(r.message.embeds![0]!.title).toBe("15-4-3-3 · Rule-check triggers join the same timing");
    expect(text).toContain("/scenario id:digimon/rules-processing-4");
    expect(text).not.toContain("Official text");
  });

  it("shows the official text from RULES_FILE when the operator set one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rules-"));
    try {
      const file = join(dir, "rules.md");
      writeFileSync(
        file,
        "15-4-5. Heading\n15-4-5-2. Stand-in wording of the\nsection for the test.\n15-4-5-3. Next one.\n",
      );
      h = makeHarness({ rulesFile: file });
      const r = await command(h.bot.router, "rule", { section: "15-4-5-2" });
      const field = r.message.embeds![0]!.fields!.find((f) => f.name.startsWith("Official text"))!;
      expect(field.value).toBe("15-4-5-2. Stand-in wording of the section for the test.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a keyword, and says so when nothing matches", async () => {
    h = makeHarness();
    expect(
      (await command(h.bot.router, "rule", { section: "de-digivolve" })).message.embeds![0]!.title,
    ).toMatch(/^16-12/);
    const none = await command(h.bot.router, "rule", { section: "quantum" });
    expect(none.message.flags).toBe(64);
  });

  it("autocompletes on numbers and keywords", async () => {
    h = makeHarness();
    const choices = await complete(h.bot.router, "rule", "section", { section: "15-4" });
    expect(choices.length).toBeGreaterThan(5);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(choices.every((c) => c.value.startsWith("15-4"))).toBe(true);
  });
});

describe("/rule for the other games", () => {
  it("explains a Duel Masters state-based action with its scenarios", async () => {
    h = makeHarness();
    const r = await command(h.bot.router, "rule", { game: "duel-masters", section: "703.4c" });
    const embed = r.message.embeds![0]!;
    expect(embed.title).toContain("703.4c");
    expect(embed.fields!.find((f) => f.name === "Shown in")!.value).toContain(
      "duel-masters/703-4c-power-zero",
    );
    expect(embed.footer!.text).toContain("Duel Masters");
  });

  it("finds WIXOSS sections by keyword in autocomplete", async () => {
    h = makeHarness();
    const choices = await complete(h.bot.router, "rule", "section", { game: "wixoss", section: "crush" });
    expect(choices.some((c) => c.value === "RP-4")).toBe(true);
  });
});
