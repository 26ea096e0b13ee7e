/** A small backtracking cursor over one sentence, for the card-text grammar. */

export class Cursor {
  constructor(
    readonly s: string,
    public i = 0,
  ) {}

  private skipSpaces(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }

  /** Matches a pattern (as source text; case-insensitive) at the cursor, skipping spaces first. */
  re(source: string): RegExpExecArray | null {
    this.skipSpaces();
    const r = sticky(source);
    r.lastIndex = this.i;
    const m = r.exec(this.s);
    if (m) this.i = r.lastIndex;
    return m;
  }

  /** Like re, but returns whether it matched. */
  is(source: string): boolean {
    return this.re(source) !== null;
  }

  /** Looks ahead without moving. */
  peek(source: string): boolean {
    const at = this.i;
    const ok = this.re(source) !== null;
    this.i = at;
    return ok;
  }

  /** Runs a rule; on failure (null) puts the cursor back. */
  try<T>(rule: () => T | null | undefined): T | null {
    const at = this.i;
    const v = rule();
    if (v === null || v === undefined) {
      this.i = at;
      return null;
    }
    return v;
  }

  /** True when only spaces and a final period (or comma) are left. */
  atEnd(): boolean {
    return /^[\s.,]*$/.test(this.s.slice(this.i));
  }

  rest(): string {
    return this.s.slice(this.i);
  }
}

const cache = new Map<string, RegExp>();

function sticky(source: string): RegExp {
  let r = cache.get(source);
  if (!r) {
    // A word pattern must end at a word boundary: "Digimon" must not match "Digimons".
    const tail = /(?:^|[^\\])[A-Za-z0-9)]$/.test(source) ? "(?![A-Za-z0-9])" : "";
    r = new RegExp(`(?:${source})${tail}`, "iy");
    cache.set(source, r);
  }
  return r;
}

/** `1`, `one`, `a`, `an` → 1; `2`/`two` → 2; ... */
export const NUMBER = "(\\d+|one|two|three|four|five|a|an)";

export function toNumber(word: string): number {
  const w = word.toLowerCase();
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
  return words[w] ?? Number(w);
}
