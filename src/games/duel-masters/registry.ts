/**
 * Duel Masters card lookup: the project's generic cards first, then the real cards imported
 * from the shared data when it is there (read on first use). Codes match ignoring case and
 * leading zeros of numbers (DM-1-1 is DM-01-001).
 */
import { type DmCardDef, genericDmCards } from "./cards.ts";
import { type DmImport, dmDataPath, loadDuelMastersData } from "./importer.ts";
import { closestCodes } from "../card-codes.ts";

function key(code: string): string {
  return code.toUpperCase().replace(/-0*(\d)/g, "-$1");
}

export class DmRegistry {
  private readonly byKey = new Map<string, DmCardDef>();
  private imported: DmImport | null | undefined;

  constructor(
    private readonly generic: DmCardDef[] = genericDmCards,
    private readonly importer: () => DmImport | null = () => loadDuelMastersData(),
  ) {
    for (const c of generic) this.byKey.set(key(c.code), c);
  }

  private realCards(): DmImport | null {
    if (this.imported === undefined) {
      this.imported = this.importer();
      for (const c of this.imported?.cards ?? [])
        if (!this.byKey.has(key(c.code))) this.byKey.set(key(c.code), c);
    }
    return this.imported;
  }

  get(code: string): DmCardDef | undefined {
    const k = key(code);
    return this.byKey.get(k) ?? (this.realCards(), this.byKey.get(k));
  }

  /** This registry with the given cards first (cards written inline win over known codes). */
  overlay(defs: DmCardDef[]): DmRegistry {
    return new DmRegistry([...defs, ...this.generic], () => this.realCards());
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

  /** Where real cards are read from, for messages. */
  dataPath(): string {
    return dmDataPath();
  }
}

export const dmRegistry = new DmRegistry();
