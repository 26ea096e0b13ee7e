/** Card definitions by code, with spelling variants resolved and near misses suggested. */
import type { CardDef } from "../model/index.ts";
import { type CardGap, unreadGaps } from "./card-gaps.ts";
import { bundledCards } from "../model/cards/index.ts";
import { closestCodes } from "../../card-codes.ts";

/** `BT4-48` → `BT4-048`, `st3-7` → `ST3-07`: pads the number to the set's usual width. */
export function canonicalCode(code: string, known: ReadonlySet<string>): string {
  const upper = code.toUpperCase();
  if (known.has(upper)) return upper;
  const m = /^(.*-)(\d+)$/.exec(upper);
  if (!m) return upper;
  for (const width of [2, 3]) {
    const padded = `${m[1]}${m[2]!.padStart(width, "0")}`;
    if (known.has(padded)) return padded;
  }
  return upper;
}

/** More cards, loaded on first use (the local card store, compiled from its text). */
export interface CardFallback {
  codes(): Iterable<string>;
  load(code: string): { def: CardDef; unread: string[]; gaps?: CardGap[] } | undefined;
}

/** Cards loaded from a fallback that a registry keeps, least recently used leaving first. */
export const LOADED_CARDS_KEPT = 512;

interface Loaded {
  def: CardDef;
  unread: string[];
  gaps: CardGap[];
}

export class CardRegistry {
  private readonly byCode = new Map<string, CardDef>();
  private readonly codes = new Set<string>();
  private readonly unreadBy = new Map<string, string[]>();
  private readonly gapsBy = new Map<string, CardGap[]>();
  /**
   * Cards the fallback loaded (compiled from the store's text), at most `keep`: every work
   * thread has its own registry, and a whole store compiled would be tens of MB in each.
   */
  private readonly loaded = new Map<string, Loaded>();
  private fallback: CardFallback | null = null;

  constructor(
    cards: CardDef[] = bundledCards,
    private readonly keep = LOADED_CARDS_KEPT,
  ) {
    for (const c of cards) this.add(c);
  }

  add(card: CardDef): void {
    this.byCode.set(card.code, card);
    this.codes.add(card.code);
  }

  /** A registry for one request: these cards first (written inline by the user), then this one. */
  overlay(cards: { def: CardDef; unread: string[] }[]): CardRegistry {
    const child = new CardRegistry(cards.map((c) => c.def));
    for (const c of cards)
      if (c.unread.length > 0) {
        child.unreadBy.set(c.def.code, c.unread);
        child.gapsBy.set(c.def.code, unreadGaps(c.unread));
      }
    child.useFallback({
      codes: () => this.codes,
      load: (code) => {
        const def = this.get(code);
        return def ? { def, unread: this.unreadOf(code), gaps: this.gapsOf(code) } : undefined;
      },
    });
    return child;
  }

  /** Cards the registry's own definitions lack come from here; the own definitions win. */
  useFallback(fallback: CardFallback): void {
    this.fallback = fallback;
    for (const code of fallback.codes()) this.codes.add(code);
  }

  get size(): number {
    return this.codes.size;
  }

  /** Fragments of a card's text the compiler could not read (empty for hand-written cards). */
  unreadOf(code: string): string[] {
    return this.unreadBy.get(code) ?? this.loaded.get(code)?.unread ?? [];
  }

  /** What of a card's text the engine could not read or does not run (empty for hand-written cards). */
  gapsOf(code: string): CardGap[] {
    return this.gapsBy.get(code) ?? this.loaded.get(code)?.gaps ?? [];
  }

  /** The cards defined, and those loaded and still kept (not the whole fallback pool). */
  all(): CardDef[] {
    return [...this.byCode.values(), ...[...this.loaded.values()].map((l) => l.def)];
  }

  get(code: string): CardDef | undefined {
    const canonical = canonicalCode(code, this.codes);
    const own = this.byCode.get(canonical);
    if (own || !this.fallback) return own;
    const kept = this.loaded.get(canonical);
    if (kept) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      this.loaded.delete(canonical);
      this.loaded.set(canonical, kept);
      return kept.def;
    }
    const loaded = this.fallback.load(canonical);
    if (!loaded) return undefined;
    this.loaded.set(canonical, {
      def: loaded.def,
      unread: loaded.unread,
      gaps: loaded.gaps ?? unreadGaps(loaded.unread),
    });
    while (this.loaded.size > this.keep) {
      const oldest = this.loaded.keys().next().value;
      if (oldest === undefined) break;
      this.loaded.delete(oldest);
    }
    return loaded.def;
  }

  /** How many cards loaded from the fallback are kept now (at most the registry's bound). */
  get loadedKept(): number {
    return this.loaded.size;
  }

  /** The closest known codes, for "unknown card" messages. */
  closest(code: string, n = 3): string[] {
    return closestCodes(code, this.codes, n);
  }
}

export const bundledRegistry = new CardRegistry();
