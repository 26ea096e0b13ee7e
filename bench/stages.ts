/**
 * Where a /resolve's time goes, stage by stage, for each library scenario: the job a work thread
 * runs, taken apart and run in this one thread. CPU time (process.cpuUsage) rather than the clock,
 * so other load on a shared machine inflates the figures less; medians of `--runs` (default 40).
 * Every run draws its picture anew (no cache). Figures, not timed tests.
 *
 *   resolve   the board resolved under its own edition (the work thread's first phase)
 *   extras    the other editions' comparison and the explorer's replays (second phase)
 *   layout    the diagram laid out (text measured)
 *   paint     the drawing calls (the canvas records them)
 *   raster    the canvas rasterising them (its first pixel read)
 *   read      the pixels read back, a band of rows at a time
 *   palette   the indexed-colour pass (png-encode.ts)
 *   deflate   the indexes deflated and the PNG put together
 *   message   the reply's embeds and components
 *
 * `path` is the work thread's share: the total less whichever is smaller of the deflating and
 * the extras, since the thread runs the extras while libuv's pool deflates (work-jobs.ts).
 *
 *   npm run bench:stages [-- --json] [-- --runs 80] [-- <scenario id part>]
 */
import { setAllocatorOptions } from "../src/bot/allocator-options.ts";

// As the bot's entry does: the canvas allocator's options before anything loads the canvas.
setAllocatorOptions();
const { completeRun, pendingOf, runMain, viewMessage } = await import("../src/bot/resolve-view.ts");
const { silentLogger } = await import("../src/bot/log.ts");
const { breakdownWords } = await import("../src/i18n/breakdown.ts");
const { gameById } = await import("../src/games/index.ts");
const { layoutTrace } = await import("../src/render/layout.ts");
const { paintPart } = await import("../src/render/png.ts");
const { encodeIndexedPng, encodeRgbaPng, toIndexedRows } = await import("../src/render/png-encode.ts");
const { registerFonts } = await import("../src/render/fonts.ts");
const { loadScenarios } = await import("../src/scenarios/library.ts");
const { round } = await import("./stats.ts");

const STAGES = [
  "resolve",
  "extras",
  "layout",
  "paint",
  "raster",
  "read",
  "palette",
  "deflate",
  "message",
] as const;
type Stage = (typeof STAGES)[number];

const args = process.argv.slice(2);
const json = args.includes("--json");
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 40;
const only = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--runs");

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]): number => round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0);

registerFonts();
let drawn = 0;
const rows: { id: string; size: string; stages: Record<Stage, number>; total: number; path: number }[] = [];
for (const s of loadScenarios().filter((x) => x.game === "digimon" && (!only || x.id.includes(only)))) {
  const samples = Object.fromEntries(STAGES.map((k) => [k, [] as number[]])) as Record<Stage, number[]>;
  let size = "";
  for (let k = 0; k < runs; k++) {
    const state = {
      owner: "1",
      game: s.game,
      board: s.board,
      action: s.action,
      choices: s.choices ?? "",
      cards: s.cards ?? "",
      edition: s.edition ?? "cr-4.2",
      page: 0,
      // A title of its own: a new picture every run.
      title: `${s.title} (${++drawn})`,
      ephemeral: false,
    };
    let t = cpuMs();
    const main = runMain(state);
    samples.resolve.push(cpuMs() - t);
    t = cpuMs();
    const run = completeRun(state, main);
    samples.extras.push(cpuMs() - t);
    const words = breakdownWords(undefined);
    t = cpuMs();
    const parts = layoutTrace(run.trace, {
      title: state.title,
      game: gameById(s.game).title,
      words: words.png,
    }).parts;
    samples.layout.push(cpuMs() - t);
    const spent = { paint: 0, raster: 0, read: 0, palette: 0, deflate: 0 };
    for (const part of parts) {
      t = cpuMs();
      const ctx = paintPart(part).getContext("2d");
      spent.paint += cpuMs() - t;
      t = cpuMs();
      ctx.getImageData(0, 0, 1, 1);
      spent.raster += cpuMs() - t;
      let read = 0;
      t = cpuMs();
      const indexed = toIndexedRows(part.width, part.height, (y, n) => {
        const r0 = cpuMs();
        const d = ctx.getImageData(0, y, part.width, n).data;
        read += cpuMs() - r0;
        return new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
      });
      spent.palette += cpuMs() - t - read;
      spent.read += read;
      t = cpuMs();
      if (indexed) encodeIndexedPng(indexed, part.width, part.height);
      else {
        const d = ctx.getImageData(0, 0, part.width, part.height).data;
        encodeRgbaPng(new Uint8Array(d.buffer, d.byteOffset, d.byteLength), part.width, part.height);
      }
      spent.deflate += cpuMs() - t;
      size = parts.map((p) => `${p.width}x${p.height}`).join("+");
    }
    for (const [stage, ms] of Object.entries(spent)) samples[stage as Stage].push(ms);
    t = cpuMs();
    viewMessage("benchstages", { ...state, pending: pendingOf(run) }, run, {
      png: false,
      files: [],
      ctx: { log: silentLogger },
    });
    samples.message.push(cpuMs() - t);
    // As a work thread does between jobs: the canvas frees its pixels in finalizers between turns.
    await new Promise((r) => setImmediate(r));
  }
  const stages = Object.fromEntries(STAGES.map((k) => [k, median(samples[k])])) as Record<Stage, number>;
  const total = round(STAGES.reduce((n, k) => n + stages[k], 0));
  rows.push({ id: s.id, size, stages, total, path: round(total - Math.min(stages.deflate, stages.extras)) });
}

if (json) console.log(JSON.stringify({ runs, unit: "cpu_ms_median", rows }));
else {
  console.log(`CPU ms per stage, medians of ${runs} (one thread, first renders):`);
  console.log(
    `${"scenario".padEnd(30)} ${"picture".padEnd(9)} ${STAGES.map((k) => k.padStart(8)).join("")}    total     path`,
  );
  for (const r of rows)
    console.log(
      `${r.id.padEnd(30)} ${r.size.padEnd(9)} ${STAGES.map((k) => r.stages[k].toFixed(2).padStart(8)).join("")} ${r.total.toFixed(2).padStart(8)} ${r.path.toFixed(2).padStart(8)}`,
    );
}
