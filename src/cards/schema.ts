/**
 * The project's stored card record: what the card store keeps for each card, whatever format
 * it was imported from. Raw texts are kept as printed; the card-text compiler reads them.
 */
import { z } from "zod";

export const COLORS = ["Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"] as const;
export const CATEGORIES = ["Digimon", "Digi-Egg", "Tamer", "Option"] as const;

/** `BT4-048`, `ST3-07`, `P-001`, `EX12-017`, `LM-011`, `RB1-034`. */
export const CODE_PATTERN = /^[A-Z]{1,4}\d{0,3}-\d{1,4}$/;

const color = z.enum(COLORS);
const smallInt = (max: number) => z.number().int().min(0).max(max);

/**
 * A digivolution condition: from a level (or, on a few cards, from a form such as "Stnd."),
 * of a colour or of any colour ("All"), for a cost.
 */
export const digivolveRequirementSchema = z
  .object({
    level: smallInt(7).optional(),
    form: z.string().min(1).optional(),
    color: z.union([color, z.literal("All")]),
    cost: smallInt(20),
  })
  .refine((r) => r.level !== undefined || r.form !== undefined, "needs a level or a form");

export const PRINTING_PATTERN = /^[A-Z]{1,4}\d{0,3}-\d{1,4}(_P\d{1,3})?(-J)?$/;

export const printingSchema = z.object({
  id: z.string().regex(PRINTING_PATTERN, "not a printing id like BT1-084_P1"),
  /** "Alternative Art", "Foil - Stamped", ... as the source says. */
  kind: z.string().max(100).optional(),
  /** The product it came in. */
  note: z.string().max(200).optional(),
});

export type Printing = z.infer<typeof printingSchema>;

export const cardRecordSchema = z
  .object({
    code: z.string().regex(CODE_PATTERN, "not a card code like BT4-048"),
    name: z.string().trim().min(1, "empty name"),
    category: z.enum(CATEGORIES),
    colors: z.array(color).min(1, "no colour").max(4),
    level: smallInt(7).optional(),
    dp: smallInt(100_000).optional(),
    playCost: smallInt(30).optional(),
    digivolve: z.array(digivolveRequirementSchema),
    traits: z.array(z.string().min(1)),
    forms: z.array(z.string().min(1)),
    attributes: z.array(z.string().min(1)),
    rarity: z.string().optional(),
    /** Main text, requirement lines ([Digivolve], DNA, DigiXros, ...) first as printed. */
    effect: z.string(),
    /** Inherited effect (the text under the line). */
    inherited: z.string(),
    /** Security effect. */
    security: z.string(),
    /** The Option side of a Digimon/Option dual card. */
    optionEffect: z.string().optional(),
    /** A DUAL card's Option name and the colours of its Option side (4-6-6, 4-22). */
    optionName: z.string().trim().min(1).optional(),
    optionColors: z.array(color).min(1).max(4).optional(),
    linkRequirement: z.string().optional(),
    /** The DP a link card adds to the Digimon it is linked to (2-3-11-4-5). */
    linkDp: z.number().int().optional(),
    linkEffect: z.string().optional(),
    /** The Japanese name, when the source has it. */
    nameJa: z.string().trim().min(1).optional(),
    /** Printings besides the first: alternate arts and Japanese-only ones (`BT1-084_P1`, `..._P1-J`). */
    printings: z.array(printingSchema).optional(),
  })
  .superRefine((c, ctx) => {
    if (
      (c.category === "Digimon" || c.category === "Tamer" || c.category === "Option") &&
      c.playCost === undefined
    )
      ctx.addIssue({ code: "custom", path: ["playCost"], message: `a ${c.category} card needs a play cost` });
  });

export type CardRecord = z.infer<typeof cardRecordSchema>;
export type CardColor = (typeof COLORS)[number];
export type CardCategory = (typeof CATEGORIES)[number];

/** One line per problem: `colors.0: Invalid option ...`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message))
    .join("; ");
}

/** The file the store writes: the records and where they came from. */
export const storeFileSchema = z.object({
  version: z.literal(1),
  source: z.string(),
  format: z.string(),
  savedAt: z.string(),
  cards: z.array(cardRecordSchema),
});

export type StoreFile = z.infer<typeof storeFileSchema>;
