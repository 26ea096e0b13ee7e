/**
 * The traces the render benchmark measures. For now the synthetic fixtures of the render tests;
 * replace `loadBenchTraces` to feed real scenario traces (same `{ id, title, trace }` shape).
 */

import type { Trace } from "../src/engine/trace.ts";
import { fixtureTraces } from "../test/render/fixtures.ts";

export interface BenchTrace {
  id: string;
  title: string;
  trace: Trace;
  /** Game name for the PNG header; defaults to the trace's game label. */
  game?: string;
}

export function loadBenchTraces(): BenchTrace[] {
  return fixtureTraces();
}
