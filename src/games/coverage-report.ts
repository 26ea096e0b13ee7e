/**
 * How much of a card pool a game's compiler reads and its engine runs: the one report every
 * game gives (`npm run coverage:cards`). Each game says what one card came to; the counting and
 * the most frequent leftovers are the same for all. Imports nothing, so any compiler may use it.
 */
export interface CoverageReport {
  total: number;
  /** Cards whose every text parses completely. */
  parsed: number;
  /** Cards whose parsed abilities the engine all runs (whatever could not be read). */
  executable: number;
  /** Cards that parse completely and run: the figure the target is about. */
  parsedAndExecutable: number;
  /** Cards with no text at all (they parse and run trivially). */
  vanilla: number;
  /** The most frequent unread fragments, as each game groups them (numbers replaced by N). */
  topUnread: { fragment: string; count: number }[];
  /** The most frequent reasons an ability does not run. */
  topNotExecutable: { reason: string; count: number }[];
}

/** What one card came to. */
export interface CardCoverage {
  vanilla: boolean;
  /** The fragments it left unread, already grouped by the game (one count each). */
  unread: string[];
  /** Why some of its abilities do not run, as "ability: reason" or the reason alone. */
  notExecutable: string[];
  /** Whether the engine runs all it read; by default, when there is no reason it does not. */
  executable?: boolean;
}

function top(counts: Map<string, number>, n: number): [string, number][] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

function tally(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

export function coverageReport(cards: Iterable<CardCoverage>, topN = 30): CoverageReport {
  let total = 0;
  let parsed = 0;
  let executable = 0;
  let both = 0;
  let vanilla = 0;
  const fragments = new Map<string, number>();
  const reasons = new Map<string, number>();
  for (const card of cards) {
    total++;
    if (card.vanilla) vanilla++;
    const ok = card.unread.length === 0;
    const runs = card.executable ?? card.notExecutable.length === 0;
    if (ok) parsed++;
    if (runs) executable++;
    if (ok && runs) both++;
    for (const u of card.unread) tally(fragments, u);
    for (const r of card.notExecutable) tally(reasons, r.replace(/^[^:]*: /, ""));
  }
  return {
    total,
    parsed,
    executable,
    parsedAndExecutable: both,
    vanilla,
    topUnread: top(fragments, topN).map(([fragment, count]) => ({ fragment, count })),
    topNotExecutable: top(reasons, topN).map(([reason, count]) => ({ reason, count })),
  };
}
