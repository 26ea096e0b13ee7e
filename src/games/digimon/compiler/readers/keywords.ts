/**
 * Keyword effects by name, and how far the engine carries each one. A keyword line such as
 * `<Security Attack +1>` becomes a keyword ability; `<Draw 1>` inside an effect becomes ops.
 */
import { type Keyword, type KeywordRecord, type KeywordSupport, KEYWORDS } from "../../model/index.ts";

const ALL = Object.entries(KEYWORDS) as [Keyword, KeywordRecord][];

/** Every printed form of every keyword (model/keywords.ts), tried in order. */
const NAMES: [RegExp, Keyword][] = ALL.flatMap(([k, r]) => r.printed.map((re): [RegExp, Keyword] => [re, k]));

/** Reminder sentences that stand for their keyword when the keyword itself was lost (model/keywords.ts). */
const REMINDER_ONLY: [RegExp, Keyword][] = ALL.flatMap(([k, r]) =>
  (r.reminders ?? []).map((m): [RegExp, Keyword] => [
    new RegExp(`^${m.sentence.source}\\.?$`, m.sentence.flags),
    k,
  ]),
);

export function keywordFromReminder(text: string): Keyword | null {
  const t = text.trim();
  return REMINDER_ONLY.find(([re]) => re.test(t))?.[1] ?? null;
}

export interface KeywordText {
  keyword: Keyword;
  value?: number;
  param?: string;
}

/** `Security Attack +1` → {securityAttack, 1}; `Decoy (Black)` → {decoy, param "Black"}. */
export function keywordFromText(inner: string): KeywordText | null {
  const t = inner.trim();
  for (const [re, keyword] of NAMES) {
    const m = re.exec(t);
    if (!m) continue;
    const arg = m[1];
    if (arg === undefined) return { keyword };
    return /^[+-]?\d+$/.test(arg) ? { keyword, value: Number(arg) } : { keyword, param: arg };
  }
  return null;
}

/** How far the engine carries each keyword (model/keywords.ts has the meaning of each value). */
export const KEYWORD_SUPPORT = Object.fromEntries(ALL.map(([k, r]) => [k, r.support])) as Record<
  Keyword,
  KeywordSupport
>;
