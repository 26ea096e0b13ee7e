/**
 * The traces the render benchmark measures: every library scenario under its source's
 * edition, then the synthetic fixtures of the render tests (a Japanese one, a 200-step one).
 */

import type { Trace } from "../src/engine/trace.ts";
import { loadScenarios, runScenario } from "../src/scenarios/library.ts";
import { fixtureTraces } from "../test/render/fixtures.ts";

export interface BenchTrace {
  id: string;
  title: string;
  trace: Trace;
  /** Game name for the PNG header; defaults to the trace's game label. */
  game?: string;
}

export function loadBenchTraces(): BenchTrace[] {
  const scenarios = loadScenarios().map((s) => ({ id: s.id, title: s.title, trace: runScenario(s) }));
  return [...scenarios, ...fixtureTraces().filter((f) => f.id !== "wiki-6")];
}
