/**
 * PNGs drawn off the main thread: one worker (on this 2-core machine the other core answers
 * interactions), created on first use. If the worker can't start or fails, the picture is
 * drawn in-process instead, so a reply is never lost to the pool. The queue is short: under
 * more load than the worker can draw, a reply goes without its picture (PngBusyError) rather
 * than holding memory for a backlog that only grows.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { PROJECT_ROOT } from "../paths.ts";
import type { Trace } from "../engine/trace.ts";
import { renderPng } from "./png.ts";
import type { PngJob } from "./png-worker.ts";

/** Pictures waiting at most; more means the worker is behind and the picture is skipped. */
export const MAX_QUEUED = 8;

export class PngBusyError extends Error {
  constructor() {
    super(`the PNG worker already has ${MAX_QUEUED} pictures to draw`);
    this.name = "PngBusyError";
  }
}

/** From source the worker boots through tsx; from the bundle (`npm run build`) it is plain JavaScript. */
const WORKER_FILE = import.meta.url.endsWith(".ts")
  ? new URL("./png-worker-boot.mjs", import.meta.url)
  : pathToFileURL(join(PROJECT_ROOT, "dist", "render", "png-worker.mjs"));

type Pending = { resolve: (parts: Buffer[]) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
let broken = false;
/** A worker that dies is started again on the next picture, a few times at most. */
const MAX_RESTARTS = 3;
let restarts = 0;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  restarts += 1;
  if (restarts > MAX_RESTARTS) broken = true;
  worker = null;
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function getWorker(): Worker | null {
  if (broken) return null;
  if (worker) return worker;
  try {
    // A small heap keeps the worker from holding on to memory it would only collect lazily.
    worker = new Worker(WORKER_FILE, {
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
    });
  } catch {
    broken = true;
    return null;
  }
  worker.unref();
  worker.on("message", (m: { id: number; parts?: Uint8Array[]; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.parts) p.resolve(m.parts.map((u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength)));
    else p.reject(new Error(m.error ?? "the PNG worker failed"));
  });
  worker.on("error", (e) => failAll(e));
  worker.on("exit", (code) => {
    if (code !== 0) failAll(new Error(`the PNG worker exited with code ${code}`));
    worker = null;
  });
  return worker;
}

/** Draws the trace's PNG parts in the worker, or in-process when the worker is unavailable. */
export async function renderPngOffThread(
  trace: Trace,
  opts: { title: string; game: string },
): Promise<Buffer[]> {
  const w = getWorker();
  if (!w) return renderPng(trace, opts);
  if (pending.size >= MAX_QUEUED) throw new PngBusyError();
  const id = nextId++;
  const job: PngJob = { id, trace, opts };
  try {
    return await new Promise<Buffer[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.ref();
      w.postMessage(job);
    }).finally(() => {
      if (pending.size === 0) w.unref();
    });
  } catch {
    return renderPng(trace, opts);
  }
}

/** Whether the worker is running, or gave up (then pictures are drawn in-process). */
export function pngPoolStatus(): { running: boolean; broken: boolean } {
  return { running: worker !== null, broken };
}

/** Stops the worker (tests and shutdown). */
export async function closePngPool(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
