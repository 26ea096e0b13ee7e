/**
 * WIXOSS card lookup: the project's generic cards first, then the real cards imported from
 * the shared data when it is there (read on first use). Codes match ignoring case, so the
 * board's upper-cased WXDI-P01-001 finds WXDi-P01-001; a variant printing's code finds the
 * card it prints.
 */
import { type WxCardDef, genericWxCards } from "./cards.ts";
import { type WxImport, loadWixossData, wixossDataDir } from "./importer.ts";
import { closestCodes } from "../card-codes.ts";

function key(code: string): string {
  return code.toUpperCase().replace(/-0*(\d)/g, "-$1");
}

export class WxRegistry {
  private readonly byKey = new Map<string, WxCardDef>();
  private imported: WxImport | null | undefined;

  constructor(
    private readonly generic: WxCardDef[] = genericWxCards,
    private readonly importer: () => WxImport | null = () => loadWixossData(),
  ) {
    for (const c of generic) this.byKey.set(key(c.code), c);
  }

  private realCards(): WxImport | null {
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

  get(code: string): WxCardDef | undefined {
    const k = key(code);
    return this.byKey.get(k) ?? (this.realCards(), this.byKey.get(k));
  }

  /** This registry with the given cards first (cards written inline win over known codes). */
  overlay(defs: WxCardDef[]): WxRegistry {
    return new WxRegistry([...defs, ...this.generic], () => this.realCards());
  }

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

  dataDir(): string {
    return wixossDataDir();
  }
}

export const wxRegistry = new WxRegistry();
