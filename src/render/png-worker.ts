/** A worker thread that draws PNGs, so the thread answering Discord is never busy drawing. */
import { parentPort } from "node:worker_threads";
import type { Trace } from "../engine/trace.ts";
import { renderPng } from "./png.ts";

export interface PngJob {
  id: number;
  trace: Trace;
  opts: { title: string; game: string };
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

function drawNext(): void {
  scheduled = false;
  const job = queue.shift();
  if (!job) return;
  try {
    const parts = renderPng(job.trace, job.opts);
    parentPort!.postMessage({ id: job.id, parts });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: (e as Error).message });
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
