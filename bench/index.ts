/**
 * `npm run bench`: every figure the project measures, printed (or as one JSON object with
 * `--json`). Figures, not timed tests: nothing here passes or fails.
 */
import { cpus, totalmem } from "node:os";
import { benchResolve } from "./resolve.ts";

const json = process.argv.includes("--json");
const figures: Record<string, unknown> = {
  machine: `${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
};

const r = benchResolve();
const allE2e = r.rows.map((x) => x.e2e);
figures.resolve_e2e_median_ms = Math.max(...allE2e.map((t) => t.median));
figures.resolve_e2e_p99_ms = Math.max(...allE2e.map((t) => t.p99));
figures.engine_median_ms = Math.max(...r.rows.map((x) => x.engine.median));
figures.resolutions_per_second = r.resolutionsPerSecond;
figures.large_board = {
  steps: r.large.steps,
  max_pending: r.large.pending,
  e2e: r.large.e2e,
  engine: r.large.engine,
};
figures.scenarios = Object.fromEntries(
  r.rows.map((x) => [x.id, { steps: x.steps, e2e: x.e2e, engine: x.engine }]),
);

if (json) console.log(JSON.stringify(figures));
else {
  console.log(`Machine: ${figures.machine}`);
  console.log("\n/resolve end to end (board parse, resolve, text, PNG) and the engine alone, per scenario:");
  console.log(`${"scenario".padEnd(30)} steps  e2e med/p99 ms     engine med/p99 ms`);
  for (const x of r.rows)
    console.log(
      `${x.id.padEnd(30)} ${String(x.steps).padEnd(6)} ${`${x.e2e.median} / ${x.e2e.p99}`.padEnd(18)} ${x.engine.median} / ${x.engine.p99}`,
    );
  console.log(
    `\nLarge board (two full battle areas, ${r.large.pending} effects pending at once, ${r.large.steps} steps): e2e ${r.large.e2e.median} / ${r.large.e2e.p99} ms, engine ${r.large.engine.median} / ${r.large.engine.p99} ms`,
  );
  console.log(`Resolutions per second (median scenario, engine alone): ${r.resolutionsPerSecond}`);
  console.log(
    `\nSlowest scenario medians: e2e ${figures.resolve_e2e_median_ms} ms (p99 ${figures.resolve_e2e_p99_ms} ms), engine ${figures.engine_median_ms} ms`,
  );
}
