/**
 * Looking up and searching a game's rule glossary: the exact section, sections that start
 * with what was typed, then titles, tags and glosses that contain every word typed.
 */
/** One rule section in the project's own words. */
export interface RuleGloss {
  /** Section as the game's rules number it: "15-4-3-3", "703.4c", "RP-4". */
  section: string;
  /** A few words naming the topic. */
  title: string;
  /** One or two sentences in the project's own words. */
  gloss: string;
  /** Lower-case keywords for autocomplete and search. */
  tags: readonly string[];
}

/** "Rule 703.4c." → "703.4c"; "rp-4" → "rp-4" (lower case, no spaces). */
export function normalizeSection(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^(rule|section|§)\s*/, "")
    .replace(/\s+/g, "")
    .replace(/\.$/, "");
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9.-]+/)
    .filter(Boolean);
}

export function glossaryLookup<G extends RuleGloss>(entries: readonly G[]) {
  const bySection = new Map(entries.map((g) => [g.section.toLowerCase(), g]));
  const sorted = [...entries].sort((a, b) => a.section.localeCompare(b.section, "en", { numeric: true }));
  return {
    glossFor(section: string): G | undefined {
      return bySection.get(normalizeSection(section));
    },
    searchRules(query: string, limit = entries.length): G[] {
      const q = normalizeSection(query);
      if (!q) return sorted.slice(0, limit);
      const want = words(query);
      const has = (text: string) => {
        const hay = ` ${words(text).join(" ")}`;
        return want.every((w) => hay.includes(` ${w}`));
      };
      return sorted
        .map((g) => {
          const s = g.section.toLowerCase();
          const score =
            s === q
              ? 100
              : s.startsWith(q)
                ? 80
                : has(`${g.title} ${g.tags.join(" ")}`)
                  ? 40
                  : has(g.gloss)
                    ? 20
                    : 0;
          return { g, score };
        })
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map((x) => x.g);
    },
  };
}
