/**
 * PNGs drawn off the main thread by a small pool of worker threads, created on first use. A
 * picture asked for while threads are idle is split into horizontal slices, one per idle
 * thread, which paint and deflate their rows at the same time (reading the pixels back from the
 * canvas and deflating them scale with the area, and are most of a picture's cost); under load
 * each picture goes whole to the least busy thread. If the threads can't start or fail, the
 * picture is drawn in-process instead, so a reply is never lost to the pool. The queue is
 * short: under more load than the threads can draw, a reply goes without its picture
 * (PngBusyError) rather than holding memory for a backlog that only grows.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { PROJECT_ROOT } from "../paths.ts";
import type { Trace } from "../engine/trace.ts";
import { joinPng, type DeflatedRows } from "./png-encode.ts";
import { renderPng } from "./png.ts";
import type { PngJob, PngSliceResult } from "./png-worker.ts";

/** Pictures waiting at most; more means the threads are behind and the picture is skipped. */
export const MAX_QUEUED = 8;
/** Drawing threads: two on this 2-core machine, where a picture's slices then run side by side. */
export const PNG_THREADS = Math.max(1, Math.min(2, availableParallelism()));

export class PngBusyError extends Error {
  constructor() {
    super(`the PNG threads already have ${MAX_QUEUED} pictures to draw`);
    this.name = "PngBusyError";
  }
}

/** From source the worker boots through tsx; from the bundle (`npm run build`) it is plain JavaScript. */
const WORKER_FILE = import.meta.url.endsWith(".ts")
  ? new URL("./png-worker-boot.mjs", import.meta.url)
  : pathToFileURL(join(PROJECT_ROOT, "dist", "render", "png-worker.mjs"));

type SliceParts = NonNullable<PngSliceResult["parts"]>;
interface Slot {
  worker: Worker | null;
  /** Slice jobs sent and not yet answered. */
  busy: number;
  pending: Map<number, { resolve: (parts: SliceParts) => void; reject: (e: Error) => void }>;
}

const slots: Slot[] = Array.from({ length: PNG_THREADS }, () => ({
  worker: null,
  busy: 0,
  pending: new Map(),
}));
let broken = false;
/** A thread that dies is started again on a later picture, a few times at most. */
const MAX_RESTARTS = 3;
let restarts = 0;
let nextId = 1;
let pictures = 0;

function fail(slot: Slot, error: Error): void {
  restarts += 1;
  if (restarts > MAX_RESTARTS) broken = true;
  slot.worker = null;
  for (const p of slot.pending.values()) p.reject(error);
  slot.pending.clear();
  slot.busy = 0;
}

function start(slot: Slot): Worker | null {
  if (broken) return null;
  if (slot.worker) return slot.worker;
  let worker: Worker;
  try {
    // A small heap keeps the thread from holding on to memory it would only collect lazily.
    worker = new Worker(WORKER_FILE, {
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
    });
  } catch {
    broken = true;
    return null;
  }
  slot.worker = worker;
  worker.unref();
  worker.on("message", (m: PngSliceResult) => {
    const p = slot.pending.get(m.id);
    if (!p) return;
    slot.pending.delete(m.id);
    if (m.parts) p.resolve(m.parts);
    else p.reject(new Error(m.error ?? "the PNG thread failed"));
  });
  worker.on("error", (e) => {
    if (slot.worker === worker) fail(slot, e);
  });
  worker.on("exit", (code) => {
    if (slot.worker !== worker) return;
    if (code !== 0) fail(slot, new Error(`the PNG thread exited with code ${code}`));
    slot.worker = null;
  });
  return worker;
}

function send(slot: Slot, job: Omit<PngJob, "id">): Promise<SliceParts> {
  const worker = slot.worker!;
  const id = nextId++;
  slot.busy += 1;
  worker.ref();
  return new Promise<SliceParts>((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    worker.postMessage({ ...job, id } satisfies PngJob);
  }).finally(() => {
    slot.busy = Math.max(0, slot.busy - 1);
    if (slot.busy === 0) worker.unref();
  });
}

/** Joins the threads' slices, part by part, into PNG files. */
function assemble(answers: SliceParts[]): Buffer[] {
  return answers[0]!.map((part, p) => {
    const rows = answers.slice(0, part.slices).map((a) => a[p]!.rows as DeflatedRows);
    return joinPng(part.width, part.height, rows);
  });
}

/** Draws the trace's PNG parts on the pool's threads, or in-process when they are unavailable. */
export async function renderPngOffThread(
  trace: Trace,
  opts: { title: string; game: string },
): Promise<Buffer[]> {
  const ready = slots.filter((slot) => start(slot) !== null);
  if (ready.length === 0) return renderPng(trace, opts);
  if (pictures >= MAX_QUEUED) throw new PngBusyError();
  const idle = ready.filter((slot) => slot.busy === 0);
  const chosen = idle.length > 0 ? idle : [ready.reduce((a, b) => (b.busy < a.busy ? b : a))];
  pictures += 1;
  try {
    const answers = await Promise.all(
      chosen.map((slot, k) => send(slot, { trace, opts, slice: k, slices: chosen.length })),
    );
    return assemble(answers);
  } catch {
    return renderPng(trace, opts);
  } finally {
    pictures -= 1;
  }
}

/** Whether a drawing thread is running, or the pool gave up (then pictures are drawn in-process). */
export function pngPoolStatus(): { running: boolean; broken: boolean } {
  return { running: slots.some((s) => s.worker !== null), broken };
}

/** Stops the threads (tests and shutdown). */
export async function closePngPool(): Promise<void> {
  const workers = slots.map((s) => s.worker).filter((w): w is Worker => w !== null);
  for (const s of slots) {
    s.worker = null;
    for (const p of s.pending.values()) p.reject(new Error("the PNG threads were stopped"));
    s.pending.clear();
  }
  await Promise.all(workers.map((w) => w.terminate()));
}
