/**
 * An official Q&A ruling as a conformance scenario (scenarios/digimon/qa/<qno>.json): the board,
 * action and choices that put the ruling's question to the engine, and checks on the trace that a
 * wrong engine would fail. The question and answer are the project's paraphrase; the official
 * text is never stored in the repository.
 */
import { z } from "zod";

/** The mechanic categories a ruling exercises (the list of issue #15, grown as rulings need). */
export const QA_CATEGORIES = [
  "order and timing",
  "rules processing",
  "failure to activate",
  "DP",
  "security checks",
  "blocking",
  "costs and reductions",
  "digivolution requirements",
  "DNA and other digivolutions",
  "once per turn",
  "persistent effects",
  "immediate would effects",
  "tokens",
  "face-up security",
  "linking",
  "immunities",
  "inherited effects",
  "keywords",
  "effects from hand or trash",
  "durations across turns",
  "targets and choices",
  "deletion",
  "attacks",
  "card moves",
  "playing cards",
  "option cards",
  "tamers",
  "memory",
  "conditions and counts",
  "names and traits",
] as const;

export const QA_STATUSES = ["agreed", "failing", "not-expressible"] as const;
export type QaStatus = (typeof QA_STATUSES)[number];

const player = z.string().regex(/^[A-Z]$/, "a player is one letter");
const code = z.string().regex(/^[A-Z0-9]+-\d+$/, "a card code such as BT4-048");

/** One thing the trace must show. Each key names its kind; see checks.ts for their meaning. */
export const qaCheck = z.union([
  z.strictObject({ activations: z.array(z.string().regex(/^((fail|interrupt) )?[A-Z0-9]+-\d+$/)) }),
  z.strictObject({ activates: code }),
  z.strictObject({ does_not_activate: code }),
  z.strictObject({ fails: code }),
  z.strictObject({
    area: z.strictObject({
      player,
      area: z.string(),
      is: z.array(z.string()).optional(),
      has: z.array(z.string()).optional(),
      lacks: z.array(z.string()).optional(),
      count: z.number().int().min(0).optional(),
    }),
  }),
  z.strictObject({ memory: z.strictObject({ player, value: z.number().int().min(0).max(10) }) }),
  z.strictObject({ outcome: z.string().nullable() }),
  z.strictObject({ says: z.string().min(3) }),
  z.strictObject({ never_says: z.string().min(3) }),
  z.strictObject({ in_order: z.array(z.string().min(3)).min(2) }),
  z.strictObject({ refused: z.string().min(3) }),
]);
export type QaCheck = z.infer<typeof qaCheck>;

export const qaScenarioSchema = z
  .strictObject({
    qno: z.string().regex(/^Q\d+$/, "a Q&A number such as Q1253"),
    source: z.strictObject({
      qno: z.string().regex(/^Q\d+$/),
      card: code,
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2024-05-31"),
    }),
    /** The question and the answer in the project's own words. */
    question: z.string().min(15),
    answer: z.string().min(10),
    categories: z.array(z.enum(QA_CATEGORIES)).min(1),
    edition: z.string().default("cr-4.2"),
    board: z.string().default(""),
    action: z.string().default(""),
    choices: z.string().default(""),
    cards: z.string().default(""),
    checks: z.array(qaCheck).default([]),
    /**
     * Why the compiler's unread part of the ruling's own card does not bear on the ruling (another
     * ability of the card), so that a disagreement counts as failing rather than not expressible.
     */
    unread_elsewhere: z.string().min(10).optional(),
    /** How the board puts the ruling's point, when it is not obvious. */
    note: z.string().optional(),
    /** A ruling the notation cannot even state: why. It is counted as not expressible. */
    expect: z.strictObject({ status: z.literal("not-expressible"), reason: z.string().min(10) }).optional(),
    /** The status last seen, written only by `npm run conformance -- record`. */
    recorded: z.enum(QA_STATUSES).optional(),
  })
  .refine((s) => s.qno === s.source.qno, { message: "qno and source.qno differ" })
  .refine((s) => s.expect !== undefined || (s.board !== "" && s.action !== "" && s.checks.length > 0), {
    message: "a scenario needs a board, an action and at least one check (or expect: not-expressible)",
  });

export type QaScenario = z.infer<typeof qaScenarioSchema>;
