/**
 * The official Q&A, errata and restriction records the rulings store keeps, whatever document
 * they were imported from. The texts are the publisher's: they are loaded at run time by
 * `npm run rulings -- import|sync` into DATA_DIR and never shipped with the project.
 */
import { z } from "zod";
import { CODE_PATTERN } from "../cards/schema.ts";

const code = z.string().regex(CODE_PATTERN, "not a card code like BT4-048");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "not a date like 2024-03-28");

export const rulingSchema = z.object({
  /** The official number, `Q942`. */
  qno: z.string().regex(/^Q\d{1,6}$/, "not a Q&A number like Q942"),
  /** The cards whose official Q&A page lists it. */
  cards: z.array(code).min(1, "listed under no card"),
  question: z.string().trim().min(1, "empty question"),
  answer: z.string().trim().min(1, "empty answer"),
  date: isoDate,
  /** Other cards the ruling names. */
  related: z.array(code),
});

export const erratumSchema = z.object({
  code,
  name: z.string().trim().min(1, "empty name"),
  date: isoDate,
  changes: z.array(z.object({ before: z.string(), after: z.string() })).min(1, "no change"),
  notes: z.string().optional(),
});

export const RESTRICTION_STATUSES = ["restricted", "banned", "banned_pair"] as const;

export const restrictionSchema = z.object({
  code,
  name: z.string().trim().min(1, "empty name"),
  status: z.enum(RESTRICTION_STATUSES),
  /** Copies allowed in a deck (0 when banned). */
  count: z.number().int().min(0).max(60),
  /** The date it took effect. */
  date: isoDate,
});

export type Ruling = z.infer<typeof rulingSchema>;
export type Erratum = z.infer<typeof erratumSchema>;
export type Restriction = z.infer<typeof restrictionSchema>;

/** The three sections of the store; each is imported, guarded and replaced on its own. */
export const SECTIONS = ["rulings", "errata", "restrictions"] as const;
export type Section = (typeof SECTIONS)[number];

export const sectionMetaSchema = z.object({ source: z.string(), savedAt: z.string() });

export const rulingsFileSchema = z.object({
  version: z.literal(1),
  rulings: z.array(rulingSchema),
  errata: z.array(erratumSchema),
  restrictions: z.array(restrictionSchema),
  /** Where each section came from and when. */
  meta: z.partialRecord(z.enum(SECTIONS), sectionMetaSchema),
});

export type RulingsFile = z.infer<typeof rulingsFileSchema>;

export const EMPTY_FILE: RulingsFile = { version: 1, rulings: [], errata: [], restrictions: [], meta: {} };
