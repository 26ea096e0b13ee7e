/**
 * Turns a parsed JSON document in any supported format into validated card records: the
 * format is detected, each record is mapped and checked by the schema, and every record that
 * fails is skipped with its code and the reason.
 */
import { communityCode, fromCommunity, isCommunityRecord } from "./community.ts";
import { fromNormalized, isNormalizedRecord, normalizedCode } from "./normalized.ts";
import { type CardRecord, cardRecordSchema, describeIssues, storeFileSchema } from "./schema.ts";

export type CardFormat = "normalized" | "community" | "store";

export interface Skipped {
  /** The record's code, or `#<index>` when it has none. */
  code: string;
  reason: string;
}

export interface ImportResult {
  format: CardFormat;
  /** Records seen in the document. */
  total: number;
  cards: CardRecord[];
  skipped: Skipped[];
  /** Codes seen more than once; the first record is kept. */
  duplicates: string[];
}

export class ImportError extends Error {}

/** A card pool is a few thousand records (Digimon: about 4,500); far more means a wrong file. */
export const MAX_RECORDS = 50_000;

interface Adapter {
  format: CardFormat;
  code: (r: unknown) => string | undefined;
  map: (r: Record<string, unknown>) => unknown;
}

const ADAPTERS: Record<Exclude<CardFormat, "store">, Adapter> = {
  normalized: { format: "normalized", code: normalizedCode, map: fromNormalized },
  community: { format: "community", code: communityCode, map: fromCommunity },
};

function detect(records: unknown[]): Adapter {
  const sample = records.filter((r) => typeof r === "object" && r !== null).slice(0, 50);
  const normalized = sample.filter(isNormalizedRecord).length;
  const community = sample.filter(isCommunityRecord).length;
  if (normalized === 0 && community === 0)
    throw new ImportError(
      "unrecognized card format: expected records with cardId/nameEn (normalized) or cardNumber/cardType (community)",
    );
  return normalized >= community ? ADAPTERS.normalized : ADAPTERS.community;
}

function fromStore(doc: unknown): ImportResult | null {
  const parsed = storeFileSchema.safeParse(doc);
  if (!parsed.success) return null;
  const cards = parsed.data.cards;
  return { format: "store", total: cards.length, cards, skipped: [], duplicates: [] };
}

/** Maps and validates every record of a parsed document. Throws ImportError when the document itself is unusable. */
export function importDocument(doc: unknown, maxRecords = MAX_RECORDS): ImportResult {
  let records: unknown[];
  if (Array.isArray(doc)) records = doc;
  else if (typeof doc === "object" && doc !== null && Array.isArray((doc as { cards?: unknown }).cards)) {
    const own = fromStore(doc);
    if (own && own.total > maxRecords)
      throw new ImportError(
        `the document holds ${own.total} records, more than the ${maxRecords} a card pool may have`,
      );
    if (own) return own;
    records = (doc as { cards: unknown[] }).cards;
  } else throw new ImportError("the document is not a list of cards (nor an object with a `cards` list)");
  if (records.length === 0) throw new ImportError("the document holds no card records");
  if (records.length > maxRecords)
    throw new ImportError(
      `the document holds ${records.length} records, more than the ${maxRecords} a card pool may have`,
    );
  const adapter = detect(records);
  const cards: CardRecord[] = [];
  const skipped: Skipped[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  records.forEach((raw, i) => {
    const code = adapter.code(raw) ?? `#${i}`;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      skipped.push({ code, reason: "the record is not an object" });
      return;
    }
    const parsed = cardRecordSchema.safeParse(adapter.map(raw as Record<string, unknown>));
    if (!parsed.success) {
      skipped.push({ code, reason: describeIssues(parsed.error) });
      return;
    }
    if (seen.has(parsed.data.code)) {
      duplicates.push(parsed.data.code);
      return;
    }
    seen.add(parsed.data.code);
    cards.push(parsed.data);
  });
  return { format: adapter.format, total: records.length, cards, skipped, duplicates };
}

/** Parses JSON text, saying where it breaks (a truncated download ends in "Unexpected end"). */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new ImportError(`${what} is not valid JSON (${(e as Error).message})`);
  }
}
