/**
 * Turns a parsed document into validated store records. Three kinds of document are read and
 * told apart by their shape: the official Q&A by card (`{"BT1-084": [{qno, question, answer,
 * date, related}]}`), the errata list (`{"EX4-072": {cardId, name, date, changes}}`) and the
 * restriction list (`{current: {...}, events: [...]}`), plus the store's own file. Each record
 * that fails the schema is skipped with its key and the reason.
 */
import type { z } from "zod";
import { type Skipped, ImportError } from "../cards/import.ts";
import { describeIssues } from "../cards/schema.ts";
import {
  type Erratum,
  type Restriction,
  type Ruling,
  type Section,
  erratumSchema,
  restrictionSchema,
  rulingSchema,
  rulingsFileSchema,
} from "./schema.ts";

export interface SectionImport<T> {
  section: Section;
  /** Records seen in the document. */
  total: number;
  records: T[];
  skipped: Skipped[];
  /** Keys seen more than once; the first is kept (a Q&A listed under several cards is merged). */
  duplicates: string[];
}

export type AnyImport = SectionImport<Ruling> | SectionImport<Erratum> | SectionImport<Restriction>;

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

function validate<T>(schema: z.ZodType<T>, key: string, raw: unknown, skipped: Skipped[]): T | undefined {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  skipped.push({ code: key, reason: describeIssues(parsed.error) });
  return undefined;
}

/** The Q&A by card: the same ruling listed under several cards becomes one record. */
function importQa(doc: Raw): SectionImport<Ruling> {
  const byQno = new Map<string, Ruling>();
  const skipped: Skipped[] = [];
  const duplicates: string[] = [];
  let total = 0;
  for (const [card, list] of Object.entries(doc)) {
    if (!Array.isArray(list)) {
      total += 1;
      skipped.push({ code: card, reason: "the card's entry is not a list of rulings" });
      continue;
    }
    list.forEach((raw, i) => {
      total += 1;
      const r = isObject(raw) ? raw : {};
      const key = str(r.qno) ?? `${card}#${i}`;
      const ruling = validate(
        rulingSchema,
        key,
        {
          qno: r.qno,
          cards: [card],
          question: r.question,
          answer: r.answer,
          date: r.date,
          related: strings(r.related),
        },
        skipped,
      );
      if (!ruling) return;
      const seen = byQno.get(ruling.qno);
      if (!seen) byQno.set(ruling.qno, ruling);
      else if (seen.question === ruling.question && seen.answer === ruling.answer) {
        if (!seen.cards.includes(card)) seen.cards.push(card);
      } else duplicates.push(ruling.qno);
    });
  }
  return { section: "rulings", total, records: [...byQno.values()], skipped, duplicates };
}

function importErrata(list: unknown[]): SectionImport<Erratum> {
  const records: Erratum[] = [];
  const skipped: Skipped[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  list.forEach((raw, i) => {
    const r = isObject(raw) ? raw : {};
    const key = str(r.cardId) ?? str(r.code) ?? `#${i}`;
    const e = validate(
      erratumSchema,
      key,
      {
        code: r.cardId ?? r.code,
        name: r.name,
        date: r.date,
        changes: r.changes,
        notes: str(r.notes),
      },
      skipped,
    );
    if (!e) return;
    if (seen.has(e.code)) duplicates.push(e.code);
    else {
      seen.add(e.code);
      records.push(e);
    }
  });
  return { section: "errata", total: list.length, records, skipped, duplicates };
}

function importRestrictions(current: unknown[]): SectionImport<Restriction> {
  const records: Restriction[] = [];
  const skipped: Skipped[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  current.forEach((raw, i) => {
    const r = isObject(raw) ? raw : {};
    const key = str(r.cardId) ?? str(r.code) ?? `#${i}`;
    const x = validate(
      restrictionSchema,
      key,
      {
        code: r.cardId ?? r.code,
        name: r.name,
        status: r.status,
        count: r.count,
        date: r.effectiveDate ?? r.date,
      },
      skipped,
    );
    if (!x) return;
    if (seen.has(x.code)) duplicates.push(x.code);
    else {
      seen.add(x.code);
      records.push(x);
    }
  });
  return { section: "restrictions", total: current.length, records, skipped, duplicates };
}

const values = (v: unknown): unknown[] => (Array.isArray(v) ? v : isObject(v) ? Object.values(v) : []);

/** Every section the document holds. Throws ImportError when it is none of the known kinds. */
export function importRulingsDocument(doc: unknown): AnyImport[] {
  const own = rulingsFileSchema.safeParse(doc);
  if (own.success) {
    const whole = <T>(section: Section, records: T[]): SectionImport<T> => ({
      section,
      total: records.length,
      records,
      skipped: [],
      duplicates: [],
    });
    return [
      whole("rulings", own.data.rulings),
      whole("errata", own.data.errata),
      whole("restrictions", own.data.restrictions),
    ].filter((s) => s.total > 0) as AnyImport[];
  }
  if (isObject(doc) && ("current" in doc || "events" in doc))
    return [importRestrictions(values(doc.current))];
  const entries = values(doc);
  if (entries.length === 0) throw new ImportError("the document holds no records");
  const sample = entries.slice(0, 50);
  const qa = sample.filter((v) => Array.isArray(v) && v.some((r) => isObject(r) && "qno" in r)).length;
  const errata = sample.filter((v) => isObject(v) && "changes" in v).length;
  if (qa > 0 && isObject(doc) && qa >= errata) return [importQa(doc)];
  if (errata > 0) return [importErrata(entries)];
  throw new ImportError(
    'unrecognized document: expected the official Q&A by card ({"BT1-084": [{qno, question, answer, date}]}), an errata list ({cardId, name, date, changes}) or a restriction list ({current, events})',
  );
}
