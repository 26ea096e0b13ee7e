/**
 * Choices that change the answer: when a reply took the documented default for a choice, the
 * explorer tries the other answers within a small budget and reports the choice points whose
 * options lead to different final states, with those other outcomes.
 */
import { type RecordedRun, explore } from "./explorer.ts";
import type { FinalState, Trace } from "./trace.ts";
import type { Chooser } from "./types.ts";

/** Replays a resolution: at most this many, so a reply stays quick. */
export const ALTERNATIVES_BUDGET = 32;

export interface Alternative {
  player: string;
  prompt: string;
  /** The options of that choice point, each with the outcomes (indices into `outcomes`) it leads to. */
  options: { label: string; outcomes: number[] }[];
}

export interface Alternatives {
  /** The choice points that matter. */
  choices: Alternative[];
  /** The distinct final states; `answer` is the reply's. */
  outcomes: { final: FinalState; example: string[] }[];
  answer: number;
  /** False when the budget ran out first: there may be more. */
  exhaustive: boolean;
}

const key = (f: FinalState) => JSON.stringify([f.areas, f.memory, f.outcome ?? null]);

/** Whether the reply let the default decide any choice. */
export function usedDefaults(trace: Trace): boolean {
  return trace.steps.some((s) => (s.choices ?? []).some((c) => c.by !== "script"));
}

/**
 * Null when no default was used or every explored answer ends the same. `answers`, when given,
 * are the requests the fallback chooser answered while `trace` was made and its picks: the
 * explorer then need not replay that resolution.
 */
export function findAlternatives(
  run: (fallback: Chooser) => Trace,
  trace: Trace,
  nodeBudget = ALTERNATIVES_BUDGET,
  answers?: RecordedRun["answers"],
): Alternatives | null {
  if (!usedDefaults(trace)) return null;
  let report;
  try {
    report = explore(run, { nodeBudget, ...(answers ? { first: { trace, answers } } : {}) });
  } catch {
    // Another answer the rules refuse (or that runs past its budget) is not an outcome to offer.
    return null;
  }
  if (report.outcomes.length < 2) return null;
  const answer = report.outcomes.findIndex((o) => o.key === key(trace.final));
  return {
    choices: report.choicePoints
      .filter((p) => p.matters)
      .map((p) => ({ player: p.player, prompt: p.prompt, options: p.options })),
    outcomes: report.outcomes.map((o) => ({ final: o.final, example: o.example })),
    answer,
    exhaustive: report.complete,
  };
}
