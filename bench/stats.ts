/** Timing helpers for the benchmarks: they print figures, they never assert. */
export interface Timing {
  median: number;
  p99: number;
  runs: number;
}

export function time(runs: number, f: () => unknown): Timing {
  for (let i = 0; i < Math.min(5, runs); i++) f();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    samples.push(performance.now() - t0);
  }
  return summarize(samples, runs);
}

/** The same for work that finishes asynchronously (one run at a time). */
export async function timeAsync(runs: number, f: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(5, runs); i++) await f();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    samples.push(performance.now() - t0);
  }
  return summarize(samples, runs);
}

function summarize(samples: number[], runs: number): Timing {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { median: round(at(0.5)), p99: round(at(0.99)), runs };
}

export const round = (x: number, digits = 2) => Number(x.toFixed(digits));
