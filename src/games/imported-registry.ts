/**
 * Card lookup for a game whose real cards are imported from the shared data on first need: the
 * project's generic cards first, then the imported ones. Codes match ignoring case and leading
 * zeros of numbers (DM-1-1 is DM-01-001), so a board's upper-cased WXDI-P01-001 finds
 * WXDi-P01-001; a variant printing's code finds the card it prints.
 */
import { closestCodes } from "./card-codes.ts";

export interface CardImport<D> {
  cards: D[];
  /** Variant printing code → the code of the card it prints. */
  variants?: Map<string, string>;
}

function key(code: string): string {
  return code.toUpperCase().replace(/-0*(\d)/g, "-$1");
}

export class ImportedRegistry<D extends { code: string }, I extends CardImport<D>> {
  private readonly byKey = new Map<string, D>();
  private imported: I | null | undefined;

  constructor(
    private readonly generic: D[],
    private readonly importer: () => I | null,
    /** Where real cards are read from, for messages. */
    readonly dataLocation: () => string,
  ) {
    // The first card with a code wins: an overlay lists the inline cards first.
    for (const c of generic) if (!this.byKey.has(key(c.code))) this.byKey.set(key(c.code), c);
  }

  private realCards(): I | null {
    if (this.imported === undefined) {
      this.imported = this.importer();
      for (const c of this.imported?.cards ?? [])
        if (!this.byKey.has(key(c.code))) this.byKey.set(key(c.code), c);
      for (const [variant, base] of this.imported?.variants ?? []) {
        const def = this.byKey.get(key(base));
        if (def && !this.byKey.has(key(variant))) this.byKey.set(key(variant), { ...def, code: variant });
      }
    }
    return this.imported;
  }

  get(code: string): D | undefined {
    const k = key(code);
    return this.byKey.get(k) ?? (this.realCards(), this.byKey.get(k));
  }

  /** This registry with the given cards first (cards written inline win over known codes). */
  overlay(defs: D[]): ImportedRegistry<D, I> {
    return new ImportedRegistry([...defs, ...this.generic], () => this.realCards(), this.dataLocation);
  }

  /** Whether the real card data was found (it is read on first need). */
  hasRealCards(): boolean {
    return this.realCards() !== null;
  }

  closest(code: string, n = 3): string[] {
    this.realCards();
    return closestCodes(
      code,
      [...this.byKey.values()].map((c) => c.code),
      n,
    );
  }
}
