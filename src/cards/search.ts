/**
 * Card lookup and autocomplete over the whole pool. The index is built once: normalized codes
 * (so `BT4-048`, `bt4-48` and `BT4048` find the same card), and per distinct name a folded
 * key, its words and its trigrams. A query touches only precomputed keys; typo tolerance
 * ranks trigram candidates by a bounded edit distance.
 */

export interface Searchable {
  code: string;
  name: string;
}

export type MatchKind = "code" | "codePrefix" | "name" | "namePrefix" | "wordPrefix" | "substring" | "fuzzy";

export interface SearchHit<T> {
  card: T;
  score: number;
  match: MatchKind;
}

interface NameEntry<T> {
  key: string;
  compact: string;
  words: string[];
  cards: T[];
}

/** Lower case, accents and punctuation removed, runs of spaces collapsed. */
export function foldName(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** `bt4-48` → `BT4|48`; null when the text does not look like a code with a dash. */
function splitCode(code: string): { prefix: string; num: number } | null {
  const m = /^([A-Z]+\d*)-(\d+)$/.exec(code);
  return m ? { prefix: m[1]!, num: Number(m[2]) } : null;
}

function compactCode(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

function trigrams(compact: string): string[] {
  const padded = `^${compact}$`;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance, giving up (returning max + 1) once it exceeds max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0]!.length <= n) rows = rows.map(() => new Int32Array(n * 2 + 1));
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

const FUZZY_CANDIDATES = 40;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First position whose key is not below `key`, in a list sorted by key. */
function lowerBound<E>(list: readonly E[], key: string, keyOf: (e: E) => string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keyOf(list[mid]!) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Natural order: set letters, set number, card number (`BT2-001` before `BT10-001`). */
function codeOrder(a: string, b: string): number {
  const x = /^([A-Z]*)(\d*)-(\d+)$/.exec(a);
  const y = /^([A-Z]*)(\d*)-(\d+)$/.exec(b);
  if (x && y) {
    if (x[1] !== y[1]) return x[1]! < y[1]! ? -1 : 1;
    const d = Number(x[2] || 0) - Number(y[2] || 0) || Number(x[3]) - Number(y[3]);
    if (d !== 0) return d;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Queries are cut to this many characters: longer than any card name or code, short enough that
 * a pasted page of text is answered in milliseconds (trigrams and edit distances grow with it).
 */
export const MAX_QUERY_CHARS = 100;

export class CardIndex<T extends Searchable> {
  private readonly byCodeKey = new Map<string, T>();
  /** Compact codes (`BT4048`) sorted, for prefix queries. */
  private readonly compactCodes: { compact: string; card: T }[] = [];
  /** Set part (`BT4`) → its cards with their printed number (`048`), in order. */
  private readonly bySet = new Map<string, { num: string; card: T }[]>();
  private readonly names: NameEntry<T>[] = [];
  private readonly byTrigram = new Map<string, number[]>();
  private readonly byCompact = new Map<string, number>();
  /** Name ids sorted by their compact key, for prefix ranges. */
  private readonly sortedNames: number[] = [];
  /** Every word of every name, sorted, for word-prefix ranges. */
  private readonly sortedWords: { word: string; id: number }[] = [];
  private readonly scratch: Int32Array;
  private readonly touched: number[] = [];

  constructor(cards: readonly T[]) {
    const nameMap = new Map<string, NameEntry<T>>();
    const sorted = [...cards].sort((a, b) => codeOrder(a.code, b.code));
    for (const card of sorted) {
      const split = splitCode(card.code.toUpperCase());
      if (split) {
        this.byCodeKey.set(`${split.prefix}|${split.num}`, card);
        const list = this.bySet.get(split.prefix) ?? [];
        list.push({ num: card.code.slice(split.prefix.length + 1), card });
        this.bySet.set(split.prefix, list);
      }
      this.byCodeKey.set(card.code.toUpperCase(), card);
      this.compactCodes.push({ compact: compactCode(card.code), card });
      const key = foldName(card.name);
      let entry = nameMap.get(key);
      if (!entry) {
        entry = { key, compact: key.replace(/ /g, ""), words: key.split(" "), cards: [] };
        nameMap.set(key, entry);
        this.names.push(entry);
      }
      entry.cards.push(card);
    }
    this.compactCodes.sort((a, b) => (a.compact < b.compact ? -1 : a.compact > b.compact ? 1 : 0));
    this.names.forEach((entry, id) => {
      if (!this.byCompact.has(entry.compact)) this.byCompact.set(entry.compact, id);
      this.sortedNames.push(id);
      for (const word of new Set(entry.words)) this.sortedWords.push({ word, id });
      for (const t of trigrams(entry.compact)) {
        const list = this.byTrigram.get(t);
        if (list) list.push(id);
        else this.byTrigram.set(t, [id]);
      }
    });
    this.sortedNames.sort((a, b) => cmp(this.names[a]!.compact, this.names[b]!.compact));
    this.sortedWords.sort((a, b) => cmp(a.word, b.word));
    this.scratch = new Int32Array(this.names.length);
  }

  get size(): number {
    return this.compactCodes.length;
  }

  /** The card with this code, in any usual spelling: `BT4-048`, `bt4-48`, `BT4048`, `st3 07`. */
  byCode(query: string): T | undefined {
    const q = query
      .trim()
      .toUpperCase()
      .replace(/[\s_]+/g, "-");
    const direct = this.byCodeKey.get(q);
    if (direct) return direct;
    const split = splitCode(q.replace(/-+/g, "-"));
    if (split) return this.byCodeKey.get(`${split.prefix}|${split.num}`);
    // No dash: try every place the set part may end (`BT4048` → BT4|48, `P001` → P|1).
    const m = /^([A-Z]+)(\d+)$/.exec(compactCode(q));
    if (!m) return undefined;
    const [, letters, digits] = m as unknown as [string, string, string];
    // Card numbers are printed with 3 digits (2 in starter decks), so those splits come first.
    const splits = Array.from({ length: digits.length }, (_, k) => k).sort((a, b) => {
      const rank = (k: number) => [3, 2].indexOf(digits.length - k) >>> 0;
      return rank(a) - rank(b) || a - b;
    });
    for (const k of splits) {
      const hit = this.byCodeKey.get(`${letters}${digits.slice(0, k)}|${Number(digits.slice(k))}`);
      if (hit) return hit;
    }
    return undefined;
  }

  private codePrefix(query: string, limit: number): T[] {
    const dashed = /^([A-Z]+\d*)[-\s_]+(\d*)$/.exec(query.toUpperCase());
    if (dashed) {
      // `BT4-04` → BT4-040..049; `bt4-4` → BT4-004, BT4-040..049, ...
      const [, set, num] = dashed as unknown as [string, string, string];
      const bare = num.replace(/^0+/, "");
      return (this.bySet.get(set) ?? [])
        .filter((e) => e.num.startsWith(num) || (bare !== "" && e.num.replace(/^0+/, "").startsWith(bare)))
        .slice(0, limit)
        .map((e) => e.card);
    }
    const compact = compactCode(query);
    const list = this.compactCodes;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.compact < compact) lo = mid + 1;
      else hi = mid;
    }
    const out: T[] = [];
    for (let i = lo; i < list.length && out.length < limit && list[i]!.compact.startsWith(compact); i++)
      out.push(list[i]!.card);
    return out.sort((a, b) => codeOrder(a.code, b.code));
  }

  /** Best matches first: exact code, code prefix, exact name, name prefix, word prefix, substring, typo. */
  search(query: string, limit = 25): SearchHit<T>[] {
    const hits: SearchHit<T>[] = [];
    const seen = new Set<T>();
    const push = (card: T, score: number, match: MatchKind) => {
      if (!seen.has(card)) {
        seen.add(card);
        hits.push({ card, score, match });
      }
    };
    const raw = query.slice(0, MAX_QUERY_CHARS).trim();
    if (raw === "") {
      for (const { card } of this.compactCodes.slice(0, limit)) push(card, 0, "codePrefix");
      return hits;
    }
    const exact = this.byCode(raw);
    if (exact) push(exact, 1000, "code");
    const cq = compactCode(raw);
    if (/^[A-Z]+\d/.test(cq) && cq.length >= 2)
      for (const card of this.codePrefix(raw, limit)) push(card, 900, "codePrefix");
    const key = foldName(raw);
    if (key !== "") this.nameHits(key, limit, push);
    hits.sort((a, b) => b.score - a.score || codeOrder(a.card.code, b.card.code));
    return hits.slice(0, limit);
  }

  private nameHits(
    key: string,
    limit: number,
    push: (card: T, score: number, match: MatchKind) => void,
  ): void {
    const compact = key.replace(/ /g, "");
    const found = new Set<number>();
    const add = (id: number, score: number, match: MatchKind) => {
      if (found.has(id)) return;
      found.add(id);
      const entry = this.names[id]!;
      for (const card of entry.cards) push(card, score - entry.compact.length / 100, match);
    };
    const exact = this.byCompact.get(compact);
    if (exact !== undefined) add(exact, 800, "name");
    let budget = limit;
    for (const id of this.namePrefix(compact)) {
      add(id, 700, "namePrefix");
      if ((budget -= this.names[id]!.cards.length) <= 0) return;
    }
    for (const id of this.wordPrefix(key.split(" "))) {
      add(id, 600, "wordPrefix");
      if ((budget -= this.names[id]!.cards.length) <= 0) return;
    }
    if (compact.length >= 3)
      for (const id of this.substring(compact)) {
        add(id, 500, "substring");
        if ((budget -= this.names[id]!.cards.length) <= 0) return;
      }
    if (compact.length >= 3) this.fuzzy(compact, (id, score) => add(id, score, "fuzzy"));
  }

  /** Names starting with the query, shortest first (a contiguous range of the sorted keys). */
  private namePrefix(compact: string): number[] {
    const ids = lowerBound(this.sortedNames, compact, (id) => this.names[id]!.compact);
    const out: number[] = [];
    for (let i = ids; i < this.sortedNames.length; i++) {
      const id = this.sortedNames[i]!;
      if (!this.names[id]!.compact.startsWith(compact)) break;
      out.push(id);
    }
    return out.sort((a, b) => this.names[a]!.compact.length - this.names[b]!.compact.length);
  }

  /** Names having, for every query word, a word that starts with it. */
  private wordPrefix(words: string[]): number[] {
    let result: Set<number> | null = null;
    for (const w of words) {
      const ids = new Set<number>();
      for (let i = lowerBound(this.sortedWords, w, (e) => e.word); i < this.sortedWords.length; i++) {
        const e = this.sortedWords[i]!;
        if (!e.word.startsWith(w)) break;
        if (!result || result.has(e.id)) ids.add(e.id);
      }
      result = ids;
      if (ids.size === 0) break;
    }
    return [...(result ?? [])].sort((a, b) => this.names[a]!.compact.length - this.names[b]!.compact.length);
  }

  /** Names containing the query: those holding all its trigrams, then checked. */
  private substring(compact: string): number[] {
    const lists: number[][] = [];
    for (let i = 0; i + 3 <= compact.length; i++) {
      const list = this.byTrigram.get(compact.slice(i, i + 3));
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    return lists[0]!
      .filter((id) => this.names[id]!.compact.includes(compact))
      .sort((a, b) => this.names[a]!.compact.length - this.names[b]!.compact.length);
  }

  /** Names within a small edit distance, among the names sharing the most trigrams with the query. */
  private fuzzy(compact: string, add: (id: number, score: number) => void): void {
    const grams = trigrams(compact);
    const counts = this.scratch;
    for (const g of grams) {
      const list = this.byTrigram.get(g);
      if (!list) continue;
      for (const id of list) {
        if (counts[id] === 0) this.touched.push(id);
        counts[id]! += 1;
      }
    }
    const maxEdits = compact.length <= 4 ? 1 : compact.length <= 8 ? 2 : 3;
    const need = Math.max(1, grams.length - 3 * maxEdits);
    const candidates = this.touched.filter((id) => counts[id]! >= need);
    candidates.sort((a, b) => counts[b]! - counts[a]!);
    for (const id of this.touched) counts[id] = 0;
    this.touched.length = 0;
    for (const id of candidates.slice(0, FUZZY_CANDIDATES)) {
      const entry = this.names[id]!;
      // Compare with the name, and with its start of the same length (a typo while typing).
      const whole = boundedDistance(compact, entry.compact, maxEdits);
      const head =
        entry.compact.length > compact.length
          ? boundedDistance(compact, entry.compact.slice(0, compact.length), maxEdits) + 0.5
          : maxEdits + 1;
      const d = Math.min(whole, head);
      if (d <= maxEdits) add(id, 400 - 50 * d);
    }
  }

  /** Discord autocomplete: up to `limit` choices, best first. */
  autocomplete(query: string, limit = 25): { code: string; name: string }[] {
    return this.search(query, limit).map(({ card }) => ({ code: card.code, name: card.name }));
  }

  /** One card for a query: by code when it is one, else the best name match. */
  lookup(query: string): T | undefined {
    return this.byCode(query.slice(0, MAX_QUERY_CHARS)) ?? this.search(query, 1)[0]?.card;
  }
}
