/** How much of a card pool the compiler reads and the engine runs. */
import { type CardText, compileCard } from "../card.ts";

export interface CoverageReport {
  total: number;
  /** Cards whose every text parses completely. */
  parsed: number;
  /** Cards whose parsed abilities the engine all runs (whatever could not be read). */
  executable: number;
  /** Cards that parse completely and run: the figure the target is about. */
  parsedAndExecutable: number;
  /** The most frequent unread fragments, numbers replaced by N. */
  topUnread: { fragment: string; count: number }[];
  /** The most frequent reasons an ability does not run. */
  topNotExecutable: { reason: string; count: number }[];
  /** Cards with no text at all (they parse and run trivially). */
  vanilla: number;
}

/** Groups fragments that differ only in numbers and bracketed names. */
export function fragmentKey(fragment: string): string {
  return fragment
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\[[^\]]*\]/g, "[X]")
    .replace(/\d+/g, "N");
}

function top<T extends string>(counts: Map<T, number>, n: number) {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

export function coverage(cards: CardText[], topN = 30): CoverageReport {
  let parsed = 0;
  let executable = 0;
  let both = 0;
  let vanilla = 0;
  const fragments = new Map<string, number>();
  const reasons = new Map<string, number>();
  for (const card of cards) {
    if (!card.effect.trim() && !card.inherited.trim() && !card.security.trim()) vanilla++;
    const out = compileCard(card);
    const ok = out.unread.length === 0;
    if (ok) parsed++;
    if (out.executable) executable++;
    if (ok && out.executable) both++;
    for (const u of out.unread) {
      const key = fragmentKey(u.fragment);
      fragments.set(key, (fragments.get(key) ?? 0) + 1);
    }
    for (const r of out.notExecutable) {
      const key = r.replace(/^[^:]*: /, "");
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
  }
  return {
    total: cards.length,
    parsed,
    executable,
    parsedAndExecutable: both,
    vanilla,
    topUnread: top(fragments, topN).map(([fragment, count]) => ({ fragment, count })),
    topNotExecutable: top(reasons, topN).map(([reason, count]) => ({ reason, count })),
  };
}
