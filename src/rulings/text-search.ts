/**
 * Word search over short documents: an inverted index from folded word to the documents that
 * hold it, with a weight per field. A query is capped in length and in words, and each word
 * reaches at most a fixed number of vocabulary entries by prefix, so a lookup touches a bounded
 * part of the index whatever the input.
 */

export const QUERY_MAX_CHARS = 200;
export const QUERY_MAX_WORDS = 8;
/** Longer "words" are noise (no ruling holds one) and are dropped from a query. */
export const WORD_MAX_CHARS = 40;
const PREFIX_FANOUT = 40;
const FALLBACK_CANDIDATES = 4000;

const STOP = new Set(
  "a an the of to is are was be been in on at by for and or as it its i my me do does did can this that".split(
    " ",
  ),
);

/**
 * A light stemmer, so that a question's "deleted" finds "delete" and "deletes": plural,
 * -ing and -ed endings and a final e come off (`digivolving`, `digivolved`, `digivolve` →
 * `digivolv`). Index and query go through the same steps, so only consistency matters.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  )
    .filter((w) => !STOP.has(w))
    .map(stem);
}

export interface Scored {
  doc: number;
  score: number;
  /** How many query words the document holds. */
  matched: number;
}

export class WordIndex {
  private readonly postings = new Map<string, Map<number, number>>();
  private vocabulary: string[] = [];

  constructor(fields: readonly { weight: number; text: (doc: number) => string }[], size: number) {
    for (let doc = 0; doc < size; doc++)
      for (const f of fields)
        for (const w of new Set(words(f.text(doc)))) {
          let list = this.postings.get(w);
          if (!list) this.postings.set(w, (list = new Map()));
          list.set(doc, (list.get(doc) ?? 0) + f.weight);
        }
    this.vocabulary = [...this.postings.keys()].sort();
  }

  /** Vocabulary entries equal to `w` or, for words of 3+ letters, starting with it (bounded). */
  private expand(w: string): string[] {
    if (w.length < 3) return this.postings.has(w) ? [w] : [];
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid]! < w) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.vocabulary.length && out.length < PREFIX_FANOUT; i++) {
      if (!this.vocabulary[i]!.startsWith(w)) break;
      out.push(this.vocabulary[i]!);
    }
    return out;
  }

  /**
   * Documents holding every query word (by prefix), best first; when none holds them all, those
   * holding most of them. The rarest word is walked and the others are looked up, so the work is
   * bounded by the rarest word's documents (or by `keep`, the documents allowed, when smaller).
   */
  search(query: readonly string[], keep?: ReadonlySet<number>): Scored[] {
    const terms = [...new Set(query)].slice(0, QUERY_MAX_WORDS).map((t) => {
      const lists = this.expand(t).map((v) => ({ exact: v === t, list: this.postings.get(v)! }));
      return { lists, size: lists.reduce((n, l) => n + l.list.size, 0) };
    });
    if (terms.length === 0) return [];
    const weightOf = (term: (typeof terms)[number], doc: number) => {
      let best = 0;
      for (const l of term.lists) {
        const w = l.list.get(doc);
        if (w !== undefined) best = Math.max(best, l.exact ? w * 2 : w);
      }
      return best;
    };
    const score = (candidates: Iterable<number>, need: number): Scored[] => {
      const out: Scored[] = [];
      for (const doc of candidates) {
        if (keep && !keep.has(doc)) continue;
        let total = 0;
        let matched = 0;
        for (const t of terms) {
          const w = weightOf(t, doc);
          if (w > 0) {
            total += w;
            matched += 1;
          }
        }
        if (matched >= need) out.push({ doc, score: total, matched });
      }
      return out.sort((a, b) => b.matched - a.matched || b.score - a.score);
    };
    const sorted = [...terms].sort((a, b) => a.size - b.size);
    const rarest = sorted[0]!;
    if (rarest.size > 0) {
      const fromRarest =
        keep && keep.size < rarest.size ? keep : new Set(rarest.lists.flatMap((l) => [...l.list.keys()]));
      const full = score(fromRarest, terms.length);
      if (full.length) return full;
    }
    if (terms.length < 2) return [];
    // Nothing holds every word: the documents holding most of them still help. Only the rarer
    // half of the words are walked for candidates, each at most FALLBACK_CANDIDATES documents.
    const candidates = new Set<number>();
    for (const t of sorted.slice(0, Math.ceil(terms.length / 2)))
      for (const l of t.lists)
        for (const doc of l.list.keys()) {
          if (candidates.size >= FALLBACK_CANDIDATES) break;
          candidates.add(doc);
        }
    return score(keep && keep.size < candidates.size ? keep : candidates, Math.ceil(terms.length / 2));
  }
}
