/**
 * The rulings store's API for the bot and the conformance suite:
 *
 *   const rulings = RulingIndex.fromDataDir(dataDir)   // or new RulingIndex(file)
 *   rulings.byCard("BT1-084")                           // the card's official Q&A, by number
 *   rulings.search("security digimon", { card, page })  // by words, paged
 *   rulings.erratum(code), rulings.restriction(code), rulings.counts()
 */
import { type Erratum, EMPTY_FILE, type Restriction, type Ruling, type RulingsFile } from "./schema.ts";
import { loadRulings } from "./store.ts";
import { QUERY_MAX_CHARS, QUERY_MAX_WORDS, WORD_MAX_CHARS, WordIndex, words } from "./text-search.ts";

export interface SearchOptions {
  /** Only rulings about this card (listed under it or naming it). */
  card?: string;
  /** 0-based. */
  page?: number;
  pageSize?: number;
}

export interface RulingPage {
  /** Rulings found in all. */
  total: number;
  page: number;
  pages: number;
  results: Ruling[];
  /** The words searched for, after folding; card codes in the query become the card filter. */
  words: string[];
  card?: string;
}

const CODE_IN_TEXT = /\b([A-Za-z]{1,4}\d{0,3})-(\d{1,4})\b/g;

/** `bt1-84` and `BT1-084` → `BT1-84`: one key per code whatever its zero padding. */
export function codeKey(code: string): string {
  const m = /^\s*([A-Za-z]{1,4}\d{0,3})-0*(\d{1,4})\s*$/.exec(code);
  return m ? `${m[1]!.toUpperCase()}-${m[2]}` : code.trim().toUpperCase();
}

const qnoNumber = (r: Ruling) => Number(r.qno.slice(1));

export class RulingIndex {
  private readonly byKey = new Map<string, Ruling[]>();
  private readonly aboutKey = new Map<string, Set<number>>();
  private readonly errataByKey = new Map<string, Erratum>();
  private readonly restrictionByKey = new Map<string, Restriction>();
  private readonly words: WordIndex;
  readonly rulings: readonly Ruling[];

  constructor(readonly file: RulingsFile = EMPTY_FILE) {
    this.rulings = file.rulings;
    file.rulings.forEach((r, i) => {
      for (const c of r.cards) {
        const k = codeKey(c);
        const list = this.byKey.get(k) ?? [];
        list.push(r);
        this.byKey.set(k, list);
      }
      for (const c of [...r.cards, ...r.related]) {
        const k = codeKey(c);
        const set = this.aboutKey.get(k) ?? new Set();
        set.add(i);
        this.aboutKey.set(k, set);
      }
    });
    for (const list of this.byKey.values()) list.sort((a, b) => qnoNumber(a) - qnoNumber(b));
    for (const e of file.errata) this.errataByKey.set(codeKey(e.code), e);
    for (const x of file.restrictions) this.restrictionByKey.set(codeKey(x.code), x);
    this.words = new WordIndex(
      [
        { weight: 2, text: (i) => file.rulings[i]!.question },
        { weight: 1, text: (i) => file.rulings[i]!.answer },
      ],
      file.rulings.length,
    );
  }

  /** The store under DATA_DIR, its last good copy, or an empty index (with why in `status`). */
  static fromDataDir(dataDir: string): { index: RulingIndex; status: ReturnType<typeof loadRulings> } {
    const status = loadRulings(dataDir);
    return { index: new RulingIndex(status.kind === "store" ? status.file : EMPTY_FILE), status };
  }

  get empty(): boolean {
    return this.rulings.length === 0 && this.file.errata.length === 0 && this.file.restrictions.length === 0;
  }

  /** The official Q&A listed under the card, by number. */
  byCard(code: string): Ruling[] {
    return this.byKey.get(codeKey(code)) ?? [];
  }

  erratum(code: string): Erratum | undefined {
    return this.errataByKey.get(codeKey(code));
  }

  restriction(code: string): Restriction | undefined {
    return this.restrictionByKey.get(codeKey(code));
  }

  counts(): { rulings: number; cards: number; errata: number; restrictions: number } {
    return {
      rulings: this.rulings.length,
      cards: this.byKey.size,
      errata: this.file.errata.length,
      restrictions: this.file.restrictions.length,
    };
  }

  /**
   * Rulings by words (and card), best first, one page of them. With only a card, its Q&A in
   * number order. The query is capped at QUERY_MAX_CHARS characters and QUERY_MAX_WORDS words.
   */
  search(query: string, opts: SearchOptions = {}): RulingPage {
    const pageSize = Math.max(1, Math.min(25, opts.pageSize ?? 5));
    let text = query.slice(0, QUERY_MAX_CHARS);
    let shown = opts.card?.trim() ? opts.card.trim().toUpperCase() : undefined;
    text = text.replace(CODE_IN_TEXT, (m) => {
      shown ??= m.toUpperCase();
      return " ";
    });
    const card = shown ? codeKey(shown) : undefined;
    const terms = [...new Set(words(text))]
      .filter((w) => w.length <= WORD_MAX_CHARS)
      .slice(0, QUERY_MAX_WORDS);
    let found: Ruling[];
    if (terms.length === 0) found = card ? this.byCard(card) : [];
    else {
      const about = card ? (this.aboutKey.get(card) ?? new Set<number>()) : null;
      found = this.words.search(terms, about ?? undefined).map((h) => this.rulings[h.doc]!);
    }
    const pages = Math.max(1, Math.ceil(found.length / pageSize));
    const page = Math.max(0, Math.min(pages - 1, Math.floor(opts.page ?? 0)));
    return {
      total: found.length,
      page,
      pages,
      results: found.slice(page * pageSize, (page + 1) * pageSize),
      words: terms,
      ...(shown ? { card: shown } : {}),
    };
  }
}

export { qaPageUrl } from "./links.ts";
export type { Erratum, Restriction, Ruling } from "./schema.ts";
