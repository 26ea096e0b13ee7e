/**
 * Render benchmark: for each input trace, the median and p99 time to render its text pages and
 * its PNG, the PNG bytes, and as a floor the time zlib's deflateSync at level 1 takes on the
 * same raw RGBA pixels. Figures only; nothing here asserts a speed.
 *
 *   npx tsx bench/render.ts           # table
 *   npx tsx bench/render.ts --json    # one JSON document
 *   npx tsx bench/render.ts --runs 50 # samples per figure (default 40; long traces get fewer)
 */

import { deflateSync } from "node:zlib";
import { setAllocatorOptions } from "../src/bot/allocator-options.ts";

// As the bot's entry does: the canvas allocator's options before anything loads the canvas.
setAllocatorOptions();
const { registerFonts } = await import("../src/render/fonts.ts");
const { gameLabel } = await import("../src/render/labels.ts");
const { layoutTrace } = await import("../src/render/layout.ts");
const { paintPart, renderPng } = await import("../src/render/png.ts");
const { renderTextPages } = await import("../src/render/text.ts");
const { loadBenchTraces } = await import("./render-inputs.ts");

interface Figures {
  id: string;
  steps: number;
  runs: number;
  textPages: number;
  textMedianMs: number;
  textP99Ms: number;
  pngParts: number;
  pngWidth: number;
  pngHeights: number[];
  pngBytes: number;
  pngMedianMs: number;
  pngP99Ms: number;
  /** The same picture asked again: answered by the cache. */
  pngCachedMedianMs: number;
  /** PNG colour type of the first part: 3 indexed, 6 RGBA. */
  pngColorType: number;
  /** deflateSync(level 1) of the raw RGBA pixels of all parts: the cost of any PNG at all. */
  deflateFloorMedianMs: number;
  deflateFloorBytes: number;
}

/**
 * Yields to the event loop before each sample, as a work thread does between jobs: the canvas
 * frees the pixel buffers it hands out in finalizers that run between turns, so a loop that never
 * yields measures a heap that only grows.
 */
async function time(runs: number, fn: () => void): Promise<{ median: number; p99: number }> {
  const turn = () => new Promise((r) => setImmediate(r));
  for (let i = 0; i < Math.min(5, runs); i++) {
    await turn();
    fn();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await turn();
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number): number =>
    samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? NaN;
  return { median: at(0.5), p99: at(0.99) };
}

const round = (n: number): number => Math.round(n * 100) / 100;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const runsArg = args.indexOf("--runs");
  const baseRuns = runsArg >= 0 ? Number(args[runsArg + 1]) : 40;
  // Start-up costs, once per process: font registration and the first (cold) render.
  let t0 = performance.now();
  registerFonts();
  const registerMs = round(performance.now() - t0);
  const inputs = loadBenchTraces();
  const first = inputs[0];
  t0 = performance.now();
  if (first !== undefined)
    renderPng(first.trace, { title: first.title, game: first.game ?? first.trace.game }, { noCache: true });
  const firstRenderMs = round(performance.now() - t0);

  const results: Figures[] = [];
  for (const input of inputs) {
    const opts = { title: input.title, game: input.game ?? gameLabel(input.trace.game) };
    const runs = Math.max(5, Math.round(baseRuns / Math.max(1, input.trace.steps.length / 25)));
    let pages: string[] = [];
    const text = await time(runs, () => {
      pages = renderTextPages(input.trace, { title: input.title });
    });
    let pngs: Buffer[] = [];
    // First renders: the picture cache is skipped (what it saves is timed below).
    const png = await time(runs, () => {
      pngs = renderPng(input.trace, opts, { noCache: true });
    });
    renderPng(input.trace, opts);
    const cached = await time(runs, () => renderPng(input.trace, opts));
    const layout = layoutTrace(input.trace, opts);
    const raws = layout.parts.map((p) => paintPart(p).data());
    let floorBytes = 0;
    const floor = await time(runs, () => {
      floorBytes = raws.reduce((n, raw) => n + deflateSync(raw, { level: 1 }).length, 0);
    });
    results.push({
      id: input.id,
      steps: input.trace.steps.length,
      runs,
      textPages: pages.length,
      textMedianMs: round(text.median),
      textP99Ms: round(text.p99),
      pngParts: pngs.length,
      pngWidth: layout.width,
      pngHeights: layout.parts.map((p) => p.height),
      pngBytes: pngs.reduce((n, b) => n + b.length, 0),
      pngMedianMs: round(png.median),
      pngP99Ms: round(png.p99),
      pngCachedMedianMs: Math.round(cached.median * 1000) / 1000,
      pngColorType: pngs[0]?.[25] ?? 0,
      deflateFloorMedianMs: round(floor.median),
      deflateFloorBytes: floorBytes,
    });
  }

  if (json) {
    console.log(JSON.stringify({ node: process.version, registerMs, firstRenderMs, results }, null, 2));
    return;
  }
  const header = [
    "trace",
    "steps",
    "text med/p99 ms",
    "pages",
    "png med/p99 ms",
    "parts",
    "px",
    "png KiB",
    "cached ms",
    "floor ms",
    "floor KiB",
  ];
  const rows = results.map((r) => [
    r.id,
    String(r.steps),
    `${r.textMedianMs} / ${r.textP99Ms}`,
    String(r.textPages),
    `${r.pngMedianMs} / ${r.pngP99Ms}`,
    String(r.pngParts),
    `${r.pngWidth}x${Math.max(...r.pngHeights)}`,
    `${(r.pngBytes / 1024).toFixed(0)}${r.pngColorType === 3 ? " (indexed)" : ""}`,
    String(r.pngCachedMedianMs),
    String(r.deflateFloorMedianMs),
    (r.deflateFloorBytes / 1024).toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
  console.log(
    `start-up: registerFonts ${registerMs} ms, first PNG render ${firstRenderMs} ms (${first?.id ?? "none"})`,
  );
}

await main();
