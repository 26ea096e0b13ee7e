/**
 * The audit's board tests: one per drawn card, a board and action where the card's text matters
 * and checks on the trace that its real text implies, with the verdict on the compiled reading.
 * They resolve through the same entry as `cli resolve`, against a registry where every real card
 * is compiled from the pool (the project's hand-encoded definitions are left out, so the test is
 * of the compiler) beside the GEN- and SMK- plain cards.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { type CardText, compileCard, describeUnread } from "../../games/digimon/compiler/index.ts";
import { cardGaps } from "../../games/digimon/input/card-gaps.ts";
import { CardRegistry } from "../../games/digimon/input/registry.ts";
import { resolveDigimon } from "../../games/digimon/input/resolve-text.ts";
import { smokeBaseCards } from "../../games/digimon/input/smoke.ts";
import { genericCards } from "../../games/digimon/model/cards/generic.ts";
import { UserError } from "../../games/user-error.ts";
import { SCENARIO_DIR } from "../library.ts";
import { type RunResult, evaluateCheck } from "../qa/checks.ts";
import { qaCheck } from "../qa/schema.ts";

export const AUDIT_DIR = join(SCENARIO_DIR, "digimon", "card-audit");

const code = z.string().regex(/^[A-Z0-9]+-\d+$/, "a card code such as BT4-048");

export const auditCase = z
  .strictObject({
    card: code,
    board: z.string().min(1),
    action: z.string().min(1),
    choices: z.string().optional(),
    /** Made-up cards for the board, in the inline card notation (never real text). */
    cards: z.string().optional(),
    checks: z.array(qaCheck).min(1),
    /** The compiled reading as drawn: correct, or wrong (with why). */
    verdict: z.enum(["correct", "wrong"]),
    reason: z.string().min(10).optional(),
    /** A wrong reading fixed at its cause since the draw: its checks must now hold. */
    fixed: z.boolean().optional(),
  })
  .refine((c) => c.verdict === "correct" || c.reason, { message: "a wrong verdict needs its reason" });
export type AuditCase = z.infer<typeof auditCase>;

export const auditDraw = z.strictObject({
  command: z.string(),
  seed: z.number().int(),
  count: z.number().int(),
  /** The cards of the pool, and those counted as read completely and executable, at the draw. */
  pool: z.number().int(),
  eligible: z.number().int(),
  /** The commit of main the compiler was at when the draw was made. */
  main: z.string(),
  codes: z.array(code),
});
export type AuditDraw = z.infer<typeof auditDraw>;

export function loadDraw(dir = AUDIT_DIR): AuditDraw {
  return auditDraw.parse(JSON.parse(readFileSync(join(dir, "draw.json"), "utf8")));
}

export function loadCases(dir = AUDIT_DIR): AuditCase[] {
  return z.array(auditCase).parse(JSON.parse(readFileSync(join(dir, "cases.json"), "utf8")));
}

/** Every real card compiled from the pool; only the plain GEN- and SMK- cards are the project's. */
export function auditRegistry(pool: CardText[]): CardRegistry {
  const registry = new CardRegistry([...genericCards, ...smokeBaseCards()]);
  const records = new Map(pool.map((r) => [r.code, r]));
  registry.useFallback({
    codes: () => records.keys(),
    load: (c) => {
      const record = records.get(c);
      if (!record) return undefined;
      const compiled = compileCard(record);
      return { def: compiled.def, unread: describeUnread(compiled), gaps: cardGaps(compiled) };
    },
  });
  return registry;
}

/** The checks that fail on this case's resolution (empty when the card did what its text says). */
export function runAuditCase(c: AuditCase, registry: CardRegistry): string[] {
  let run: RunResult;
  try {
    const { trace } = resolveDigimon(
      { board: c.board, action: c.action, choices: c.choices ?? "", cards: c.cards ?? "" },
      registry,
    );
    run = { trace };
  } catch (e) {
    if (!(e instanceof UserError)) return [`the engine crashed: ${(e as Error).message}`];
    run = { refused: e.message };
  }
  return c.checks.map((k) => evaluateCheck(k, run)).filter((x): x is string => x !== null);
}

/** Wilson's 95% interval for k successes in n. */
export function wilson(k: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z95 = 1.959964;
  const p = k / n;
  const d = 1 + (z95 * z95) / n;
  const centre = p + (z95 * z95) / (2 * n);
  const spread = z95 * Math.sqrt((p * (1 - p)) / n + (z95 * z95) / (4 * n * n));
  return { low: (centre - spread) / d, high: (centre + spread) / d };
}
