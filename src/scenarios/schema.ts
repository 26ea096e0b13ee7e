/** The scenario library's data format, validated with zod. One JSON file per scenario. */
import { z } from "zod";

/** A step as the golden test compares it: what happened, not how it is worded. */
export const expectedStep = z.object({
  kind: z.enum(["action", "trigger", "rules-processing", "activate", "fail", "interrupt", "choice", "end"]),
  player: z.string().nullable(),
  card: z.string().nullable(),
  rule: z.string().nullable(),
  /** Pending layers after the step, newest first; each effect as "A BT2-070 pending". */
  layers: z.array(z.array(z.string())),
});

export const expectedRun = z.object({
  steps: z.array(expectedStep),
  final: z.object({
    areas: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
    memory: z.object({ player: z.string(), value: z.number() }).nullable(),
    outcome: z.string().optional(),
  }),
});

export const scenarioSchema = z.object({
  id: z.string().regex(/^[a-z-]+\/[a-z0-9-]+$/, "ids look like game/name"),
  game: z.enum(["digimon", "duel-masters", "wixoss"]),
  title: z.string().min(3).max(100),
  source: z.object({ page: z.string(), example: z.number().int().positive().optional() }),
  board: z.string().min(1),
  action: z.string().min(1),
  choices: z.string().default(""),
  /** Cards written inline for this scenario (cards no database has), one per line. */
  cards: z.string().default(""),
  /** The edition the source follows; the golden runs the scenario under it and under every other. */
  edition: z.string(),
  /** What happens and why, in the project's own words. */
  narrative: z.string().min(20),
  /** Where the editions differ, in words (or that they do not). */
  editions: z.string().min(10),
  /** Rule sections the scenario shows, for /rule. */
  rules: z.array(z.string()).default([]),
  expected: z.record(z.string(), expectedRun),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ExpectedRun = z.infer<typeof expectedRun>;
export type ExpectedStep = z.infer<typeof expectedStep>;
