/** A worker thread that draws PNGs, so the thread answering Discord is never busy drawing. */
import { parentPort } from "node:worker_threads";
import type { Trace } from "../engine/trace.ts";
import { registerFonts } from "./fonts.ts";
import { layoutTrace } from "./layout.ts";
import type { DeflatedRows } from "./png-encode.ts";
import { encodePartSlice, sliceCuts } from "./png.ts";

/** Slice `slice` of `slices` of every part of a trace's picture. */
export interface PngJob {
  id: number;
  trace: Trace;
  opts: { title: string; game: string };
  slice: number;
  slices: number;
}

/** Per part: its size and this job's slice, or null where the part has fewer slices. */
export interface PngSliceResult {
  id: number;
  parts?: { width: number; height: number; slices: number; rows: DeflatedRows | null }[];
  error?: string;
}

/*
 * One picture per turn of the event loop. A message port hands over every queued message in
 * one go, and the canvas frees a picture's pixel buffers only in finalizers that run on a later
 * turn of the loop; drawing a burst of queued jobs back to back held hundreds of megabytes
 * until the burst ended (measured: 200 pictures, 8 at a time, peaked at 600 MB to 1 GB, against
 * under 300 MB drawing one per turn).
 */
const queue: PngJob[] = [];
let scheduled = false;

function draw(job: PngJob): PngSliceResult {
  registerFonts();
  const parts = layoutTrace(job.trace, job.opts).parts.map((part) => {
    const slices = sliceCuts(part, job.slices).length;
    const rows = job.slice < slices ? encodePartSlice(part, job.slice, job.slices) : null;
    return { width: part.width, height: part.height, slices, rows };
  });
  return { id: job.id, parts };
}

function drawNext(): void {
  scheduled = false;
  const job = queue.shift();
  if (!job) return;
  try {
    parentPort!.postMessage(draw(job));
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: (e as Error).message } satisfies PngSliceResult);
  }
  schedule();
}

function schedule(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  setImmediate(drawNext);
}

parentPort?.on("message", (job: PngJob) => {
  queue.push(job);
  schedule();
});
