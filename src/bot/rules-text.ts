/**
 * The official rules text, read only from a local copy the operator names in RULES_FILE (the
 * project ships glosses in its own words, never Bandai's text). The file is the Comprehensive
 * Rules as text: each section starts a line with its number and a dot ("15-4-3-3. When ...").
 */
import { readFileSync } from "node:fs";

export interface RulesText {
  /** The section's text with its sub-sections, whitespace collapsed, at most `max` characters. */
  section(id: string, max?: number): string | undefined;
}

const HEAD = /^(\d+(?:-\d+)*)\.\s/;

export function parseRulesText(text: string): RulesText {
  const lines = text.split(/\r?\n/);
  const starts = new Map<string, number>();
  lines.forEach((line, i) => {
    const m = HEAD.exec(line);
    if (m && !starts.has(m[1]!)) starts.set(m[1]!, i);
  });
  return {
    section(id, max = 1800) {
      const start = starts.get(id);
      if (start === undefined) return undefined;
      const out: string[] = [];
      for (let i = start; i < lines.length; i++) {
        const m = HEAD.exec(lines[i]!);
        if (i > start && m && m[1] !== id && !m[1]!.startsWith(`${id}-`)) break;
        if (i > start && /^(Update History|#)/.test(lines[i]!.trim())) break;
        out.push(m && i > start ? `\n${lines[i]}` : lines[i]!);
      }
      const joined = out
        .join(" ")
        .replace(/[ \t]+/g, " ")
        .replace(/ ?\n ?/g, "\n")
        .trim();
      return joined.length > max ? `${joined.slice(0, max - 1).trimEnd()}…` : joined;
    },
  };
}

export function loadRulesText(path: string | undefined): RulesText | null {
  if (!path) return null;
  return parseRulesText(readFileSync(path, "utf8"));
}
