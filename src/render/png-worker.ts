/** A worker thread that draws PNGs, so the thread answering Discord is never busy drawing. */
import { parentPort } from "node:worker_threads";
import type { Trace } from "../engine/trace.ts";
import { renderPng } from "./png.ts";

export interface PngJob {
  id: number;
  trace: Trace;
  opts: { title: string; game: string };
}

parentPort?.on("message", (job: PngJob) => {
  try {
    const parts = renderPng(job.trace, job.opts);
    parentPort!.postMessage({ id: job.id, parts });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: (e as Error).message });
  }
});
