/**
 * Alternate digivolution conditions: the requirement lines that let a card digivolve from
 * Digimon its printed conditions don't name, in the short hand of the card frame.
 *
 *   [Digivolve] Lv.4 w/[Garurumon] in name: Cost 3
 *   [Digivolve] [Gummymon]/[Terriermon]: Cost 0
 *   [Digivolve] Lv.4 w/[Growlmon] in name or w/[Hero] trait: Cost 3
 *   Digivolve: 2 from Lv.3 w/[Chessmon] in name          (older printing, no line end)
 *
 * Each condition becomes a card filter on the card on the field; `end` says where the line's
 * reading stopped, so that what an old printing glues after it stays for the rest of the text.
 */
import type { CardFilter, Color, Cond } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { condition } from "./conditions.ts";

export interface AlternateCondition {
  filter: CardFilter;
  cost: number;
  /** The condition as printed ("Lv.4 w/[Garurumon] in name"). */
  label: string;
  /** "While you have [X], [Y]": only while this holds. */
  while?: Cond;
  /** Offset in the line just past what was read. */
  end: number;
}

const COLOR = "red|blue|yellow|green|black|purple|white";
const NAME = "\\[[^\\]]+\\]";
const TERM = `(?:${NAME}|<[^>]+>)`;
/** `[A]/[B]`, `[A] or [B]`, `[A], [B] or [C]`. */
const TERMS = `${TERM}(?:\\s*(?:/|,\\s*or|,|or)\\s*${TERM})*`;

const colorOf = (w: string) => (w[0]!.toUpperCase() + w.slice(1).toLowerCase()) as Color;
const colorsIn = (s: string) => [...s.matchAll(new RegExp(COLOR, "gi"))].map((m) => colorOf(m[0]));
const termsIn = (s: string) => [...s.matchAll(/\[([^\]]+)\]|(<[^>]+>)/g)].map((m) => (m[1] ?? m[2]!).trim());

/** One "w/..." clause: what the card has in its name, text or traits, or a colour. */
function withClause(c: Cursor): CardFilter | null {
  return c.try(() => {
    if (!c.re("w/\\s*")) return null;
    let m: RegExpExecArray | null;
    if ((m = c.re(`(${TERMS}) in (?:its )?names?`))) return { nameIncludes: termsIn(m[1]!) };
    if ((m = c.re(`(${TERMS}) (?:in (?:its )?)?text`))) return { textIncludes: termsIn(m[1]!) };
    if ((m = c.re(`(${TERMS}) in (?:any )?traits?`))) return { traitIncludes: termsIn(m[1]!) };
    if ((m = c.re(`(${TERMS}) traits?(?! cards)`))) return { traits: termsIn(m[1]!) };
    // "w/[Ouryumon] digivolution card", "w/[Mercurymon] in digivolution cards", "w/ [Shademon] under".
    if ((m = c.re(`(${NAME}) (?:in (?:its )?)?(?:digivolution cards?|under\\b(?! it))`)))
      return { sourcesHave: { nameIs: termsIn(m[1]!) } };
    if ((m = c.re(`(${COLOR})\\b`))) return { colors: [colorOf(m[1]!)] };
    // "Lv.5 w/[A]/[B]: Cost 3" with no "trait" or "in name": names as printed (2-3-1-2, 4-24-1);
    // with the pool known, names no card bears but that are traits read as traits (bracket-traits.ts).
    if ((m = c.re(`(${NAME}(?:\\s*/\\s*${NAME})*)(?=\\s*:\\s*Cost)`))) return { nameIs: termsIn(m[1]!) };
    return null;
  });
}

/** "w/[X] in name or w/[Y] trait": clauses of which one must hold; "and [Y] trait" adds to the last. */
export function withClauses(c: Cursor): CardFilter | null {
  const first = withClause(c);
  if (!first) return null;
  const alternatives = [first];
  for (;;) {
    const more = c.try(() => (c.re("or\\s+") ? withClause(c) : null));
    if (more) {
      alternatives.push(more);
      continue;
    }
    const both = c.try((): CardFilter | null => {
      let m = c.re(`and (${TERMS}) traits?`);
      if (m) return { traits: termsIn(m[1]!) };
      m = c.re("and play cost (\\d+) or (less|more)");
      if (!m) return null;
      return m[2]!.toLowerCase() === "less" ? { maxPlayCost: Number(m[1]) } : { minPlayCost: Number(m[1]) };
    });
    if (both) {
      Object.assign(alternatives[alternatives.length - 1]!, both);
      continue;
    }
    break;
  }
  return alternatives.length === 1 ? first : { anyOf: alternatives };
}

/** One alternative: "Black Lv.2 w/[X Antibody] trait", "[Gummymon]/[Terriermon]", "Play cost 12 [Ceresmon]". */
function alternative(c: Cursor): CardFilter | null {
  return c.try(() => {
    const f: CardFilter = {};
    let m: RegExpExecArray | null;
    if ((m = c.re("play cost (\\d+)(?: or (less|more|higher|lower))?"))) {
      const n = Number(m[1]);
      if (m[2] !== "less" && m[2] !== "lower") f.minPlayCost = n;
      if (m[2] !== "more" && m[2] !== "higher") f.maxPlayCost = n;
    }
    if ((m = c.re(`non-(${COLOR})`))) f.notColors = [colorOf(m[1]!)];
    else if ((m = c.re(`(?:${COLOR})(?:\\s*(?:/|,\\s*or|,|or)\\s*(?:${COLOR}))*(?=\\s+Lv\\.)`)))
      f.colors = colorsIn(m[0]);
    if ((m = c.re("Lv\\.\\s*(\\d+)(?: or (higher|lower))?"))) {
      const n = Number(m[1]);
      if (!m[2]) f.level = n;
      else if (m[2].toLowerCase() === "higher") f.minLevel = n;
      else f.maxLevel = n;
    }
    if ((m = c.re("(\\d)-colou?r"))) f.minColors = f.maxColors = Number(m[1]);
    if ((m = c.re(`(?:if )?name contains (${TERMS})`))) f.nameIncludes = termsIn(m[1]!);
    // A name may be glued to what follows it in older printings ("[Omnimon]When ..."), hence the "\\s*" end.
    else if ((m = c.re(`(${NAME}(?:\\s*/\\s*${NAME})*)(?!\\s*in\\b)\\s*`))) f.nameIs = termsIn(m[1]!);
    else if ((m = c.re(`(${NAME}) in name`))) f.nameIncludes = termsIn(m[1]!);
    const w = withClauses(c);
    if (w) Object.assign(f, w);
    // "w/o [X Antibody] trait": without that trait.
    if ((m = c.re(`w/o (${TERMS}) traits?`))) f.notTraits = termsIn(m[1]!);
    // "[Takuya Kanbara] w/2 or more [Hybrid] trait cards under (it)", "w/5 [Hybrid] trait cards under it".
    if ((m = c.re(`w/\\s*(\\d+)(?: or more)? (${TERMS}) traits? cards under(?: it)?`)))
      f.sourcesCount = { filter: { traits: termsIn(m[2]!) }, atLeast: Number(m[1]) };
    return Object.keys(f).length ? f : null;
  });
}

/** Alternatives joined by "/" or "or": any of them meets the requirement. */
function alternatives(c: Cursor): CardFilter | null {
  const first = alternative(c);
  if (!first) return null;
  const all = [first];
  for (;;) {
    // "w/[Chronomon] in text/[Giant Slayer]": is the name after the slash a trait or a name? Not read.
    if (all[all.length - 1]!.nameIs === undefined && c.peek("/\\s*\\[") && /w\//.test(c.s.slice(0, c.i)))
      return null;
    const next = c.try(() => (c.re("/|or ") ? alternative(c) : null));
    if (!next) break;
    all.push(next);
  }
  return all.length === 1 ? first : { anyOf: all };
}

/** "While you have [X], " before the condition, or " while you have 2 or fewer security cards" after it. */
function whileClause(c: Cursor, leading: boolean): Cond | null {
  return c.try(() => {
    if (!c.re("while\\s+")) return null;
    const named = c.re(`you have (${NAME}(?:\\s*(?:/|or)\\s*${NAME})*)(?=,)`);
    const cond: Cond | null = named
      ? { is: "field", side: "you", filter: { nameIs: termsIn(named[1]!) } }
      : condition(c);
    if (!cond) return null;
    if (leading) c.re(",");
    return cond;
  });
}

function labelOf(line: string, start: number, end: number): string {
  return line.slice(start, end).replace(/\s+/g, " ").trim();
}

/**
 * Reads an alternate digivolution condition at the start of a requirement line; null when the
 * line is not one or says more than the condition grammar reads.
 */
export function readAlternateCondition(line: string): AlternateCondition | null {
  const c = new Cursor(line);
  if (c.re("\\[Digivolve\\]\\s*")) {
    const at = c.i;
    const before = whileClause(c, true);
    const filter = alternatives(c);
    const after = before ? null : whileClause(c, false);
    const until = c.i;
    const cost = filter ? c.re("\\s*:\\s*Cost (\\d+)\\s*") : null;
    if (!filter || !cost) return null;
    const holds = before ?? after;
    return {
      filter,
      cost: Number(cost[1]),
      label: labelOf(line, at, until),
      end: c.i,
      ...(holds ? { while: holds } : {}),
    };
  }
  const old = c.re("Digivolve: (\\d+) (?:from |if )?");
  if (!old) return null;
  const at = c.i;
  // "Digivolve: 0 from Koromon [On Play] ...": a record that lost the name's brackets; one word, then the next ability.
  const bare = c.try(() => c.re("([A-Z][A-Za-z0-9-]*)(?=\\s*(?:\\[|$))"));
  const filter: CardFilter | null = bare ? { nameIs: [bare[1]!] } : alternatives(c);
  if (!filter) return null;
  const end = c.i;
  // The condition must end where something else starts, not in the middle of a word or a phrase.
  const rest = line.slice(end);
  if (!/^(?:\s*$|\s*[[<(]|\s*[A-Z]|\s+\S)/.test(rest) || /^\s*(?:w\/|in\b|or\b|by\b|\/)/i.test(rest))
    return null;
  return { filter, cost: Number(old[1]), label: labelOf(line, at, end), end };
}
