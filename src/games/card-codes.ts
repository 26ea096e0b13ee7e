/** Helpers every game's card registry shares: "did you mean" suggestions for unknown codes. */

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** Card codes are short: a longer query is cut to this before comparing (bounded time). */
const MAX_CODE_CHARS = 24;

/** The n known codes closest to a mistyped one, nearest first, ties in code order. */
export function closestCodes(code: string, known: Iterable<string>, n = 3): string[] {
  const upper = code.slice(0, MAX_CODE_CHARS).toUpperCase();
  return [...known]
    .map((c) => ({ c, d: editDistance(upper, c.toUpperCase()) }))
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, n)
    .map((x) => x.c);
}
