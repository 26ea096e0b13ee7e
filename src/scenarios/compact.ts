/** The part of a trace a golden compares: kinds, actors, cards, rules, layers and the final state. */
import type { Trace } from "../engine/trace.ts";
import type { ExpectedRun } from "./schema.ts";

export function compactTrace(trace: Trace): ExpectedRun {
  return {
    steps: trace.steps.map((s) => ({
      kind: s.kind,
      player: s.player,
      card: s.card,
      rule: s.rule,
      layers: s.layers.map((l) => l.map((e) => `${e.player} ${e.card} ${e.status}`)),
    })),
    final: {
      areas: trace.final.areas,
      memory: trace.final.memory,
      ...(trace.final.outcome ? { outcome: trace.final.outcome } : {}),
    },
  };
}

/** The first difference between an expected and an actual run, in words; null when equal. */
export function firstDifference(expected: ExpectedRun, actual: ExpectedRun): string | null {
  const n = Math.max(expected.steps.length, actual.steps.length);
  for (let i = 0; i < n; i++) {
    const e = expected.steps[i];
    const a = actual.steps[i];
    if (!e || !a)
      return `step ${i + 1}: expected ${e ? JSON.stringify(e) : "no step"}, got ${a ? JSON.stringify(a) : "no step"}`;
    if (JSON.stringify(e) !== JSON.stringify(a))
      return `step ${i + 1}: expected ${JSON.stringify(e)}, got ${JSON.stringify(a)}`;
  }
  if (JSON.stringify(expected.final) !== JSON.stringify(actual.final))
    return `final state: expected ${JSON.stringify(expected.final)}, got ${JSON.stringify(actual.final)}`;
  return null;
}
