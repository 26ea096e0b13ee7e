/**
 * The work threads: resolution, layout and drawing run on worker threads (one per core but one,
 * see work-thread-count.ts), so the thread that acknowledges Discord's requests (the HTTP
 * endpoint's, or the gateway's) never resolves or draws. Each job runs in two phases
 * (work-jobs.ts): a thread answers waiting jobs' first phase (is the input good?) before it draws,
 * so acknowledgements do not queue behind pictures. The queue is bounded: past MAX_OUTSTANDING jobs, `submitWork` answers
 * null and the caller replies "busy, try again in a moment" instead of holding memory for a
 * backlog that only grows. If the threads cannot start or keep failing, the jobs run in-process,
 * so a reply is never lost to them; WORK_THREADS=0 asks for that (the tests run so). This module
 * imports no job code: the in-process phases are handed in (configureWorkThreads({ phases })) and
 * the shapes it carries are types (work-types.ts).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, Worker } from "node:worker_threads";
import type { CardRecord } from "../cards/schema.ts";
import { poolWords } from "../games/digimon/compiler/bracket-traits.ts";
import { UserError } from "../games/user-error.ts";
import { PROJECT_ROOT } from "../paths.ts";
import type { OutMessage } from "./types.ts";
import type { Finished, Phase1, Resolved, WorkJob, WorkPhases } from "./work-types.ts";
import type { WorkerReply, WorkerRequest, WorkerSetup } from "./work-worker.ts";
import { defaultWorkThreads } from "./work-thread-count.ts";

/** Jobs a thread may hold (waiting or running) before the threads say they are busy. */
export const JOBS_PER_THREAD = 200;
/** How long a command waits for the first phase before it acknowledges anyway (deferred). */
export const ACK_WAIT_MS = 250;
/** Jobs a thread holds past which commands acknowledge at once, without waiting for the first phase. */
const WAIT_BELOW = 4;

export const BUSY_TEXT =
  "I'm busy with a lot of rulings right now: try again in a moment. (Nothing was lost; your request was not started.)";

export interface WorkTicket {
  /** The first phase: what it found, or the input's UserError. */
  resolved: Promise<Resolved>;
  /** The second phase's result (text, layout, picture). */
  finish(): Promise<Finished>;
}

/** From source the worker boots through tsx; from the bundle (`npm run build`) it is plain JavaScript. */
const WORKER_FILE = import.meta.url.endsWith(".ts")
  ? new URL("./work-worker-boot.mjs", import.meta.url)
  : pathToFileURL(join(PROJECT_ROOT, "dist", "bot", "work-worker.mjs"));

interface Waiting {
  resolved: { resolve: (r: Resolved) => void; reject: (e: Error) => void };
  finished: { resolve: (f: Finished) => void; reject: (e: Error) => void };
}

interface Slot {
  worker: Worker | null;
  jobs: Map<number, Waiting>;
}

function threadsFromEnv(): number {
  const raw = process.env.WORK_THREADS;
  const n = raw === undefined || raw.trim() === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : defaultWorkThreads();
}

let threads = threadsFromEnv();
let slots: Slot[] = [];
/** The card store's records: the threads ask for one when a board first names it. */
let records: ReadonlyMap<string, CardRecord> | null = null;
let broken = false;
let restarts = 0;
const MAX_RESTARTS = 3;
let nextId = 1;
/** The jobs' phases for in-process runs, handed in by the composition (app.ts) so this module imports no view code. */
let phases: WorkPhases | null = null;

/**
 * How many threads (0 runs every job in-process), and the card store's records, which stay on
 * this thread: a work thread asks for a record the first time a board names its card, rather
 * than holding a copy of the whole pool.
 */
export function configureWorkThreads(opts: {
  threads?: number;
  records?: ReadonlyMap<string, CardRecord> | null;
  phases?: WorkPhases;
}): void {
  if (opts.records !== undefined) records = opts.records;
  if (opts.phases) phases = opts.phases;
  if (opts.threads !== undefined && opts.threads !== threads) {
    void closeWorkThreads();
    threads = Math.max(0, Math.floor(opts.threads));
    broken = false;
    restarts = 0;
  }
}

export function maxOutstanding(): number {
  return Math.max(1, threads) * JOBS_PER_THREAD;
}

function outstanding(): number {
  return slots.reduce((n, s) => n + s.jobs.size, 0);
}

function fail(slot: Slot, error: Error): void {
  restarts += 1;
  if (restarts > MAX_RESTARTS) broken = true;
  slot.worker = null;
  for (const w of slot.jobs.values()) {
    w.resolved.reject(error);
    w.finished.reject(error);
  }
  slot.jobs.clear();
}

/** Buffers cross threads as plain Uint8Arrays; attachments must be Buffers again. */
function revive(message: OutMessage): OutMessage {
  if (!message.files) return message;
  return {
    ...message,
    files: message.files.map((f) => ({
      ...f,
      data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
    })),
  };
}

function errorOf(e: { user: boolean; message: string }): Error {
  return e.user ? new UserError(e.message) : new Error(e.message);
}

/** The pool's names and traits, which a thread needs to read "[X]" brackets as the in-process path does. */
function poolLists(known: ReadonlyMap<string, CardRecord>): { names: string[]; traits: string[] } {
  const words = poolWords(known.values());
  return { names: [...words.names], traits: [...words.traits] };
}

function start(slot: Slot): Worker | null {
  if (broken) return null;
  if (slot.worker) return slot.worker;
  let worker: Worker;
  const cards = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const known = records;
  cards.port1.on("message", (code: string) => {
    cards.port1.postMessage(known?.get(code) ?? null);
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
  cards.port1.unref();
  try {
    worker = new Worker(WORKER_FILE, {
      workerData: {
        codes: known ? [...known.keys()] : null,
        pool: known ? poolLists(known) : null,
        cardPort: cards.port2,
        signal,
      } satisfies WorkerSetup,
      transferList: [cards.port2],
      // A small heap keeps a thread from holding on to memory it would only collect lazily.
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 },
    });
  } catch {
    broken = true;
    return null;
  }
  slot.worker = worker;
  worker.unref();
  worker.on("message", (m: WorkerReply) => {
    const w = slot.jobs.get(m.id);
    if (!w) return;
    if (m.phase === 1) {
      if (m.error) {
        const e = errorOf(m.error);
        slot.jobs.delete(m.id);
        w.resolved.reject(e);
        w.finished.reject(e);
      } else w.resolved.resolve(m.resolved ?? {});
      return;
    }
    slot.jobs.delete(m.id);
    if (slot.jobs.size === 0) worker.unref();
    if (m.error) w.finished.reject(errorOf(m.error));
    else w.finished.resolve({ ...m.finished!, message: revive(m.finished!.message) });
  });
  worker.on("error", (e) => {
    if (slot.worker === worker) fail(slot, e);
  });
  worker.on("exit", (code) => {
    cards.port1.close();
    if (slot.worker !== worker) return;
    if (code !== 0) fail(slot, new Error(`a work thread exited with code ${code}`));
    slot.worker = null;
  });
  return worker;
}

function inProcess(job: WorkJob): WorkTicket {
  let kept: Phase1 | undefined;
  const resolved = new Promise<Resolved>((resolve) => {
    if (!phases)
      throw new Error("the work threads were given no phases to run in-process (configureWorkThreads)");
    const r = phases.resolvePhase(job);
    kept = r.kept;
    resolve(r.resolved);
  });
  return {
    resolved,
    finish: async () => {
      await resolved;
      return phases!.finishPhase(job, kept!);
    },
  };
}

/** Hands a job to the threads; null when they are full (reply "busy"). */
export function submitWork(job: WorkJob): WorkTicket | null {
  if (threads === 0 || broken) return inProcess(job);
  if (slots.length !== threads)
    slots = Array.from({ length: threads }, () => ({ worker: null, jobs: new Map() }));
  const ready = slots.filter((s) => start(s) !== null);
  if (ready.length === 0) return inProcess(job);
  if (outstanding() >= maxOutstanding()) return null;
  const slot = ready.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  const id = nextId++;
  let waiting!: Waiting;
  const resolved = new Promise<Resolved>((resolve, reject) => {
    waiting = { resolved: { resolve, reject }, finished: { resolve: () => {}, reject: () => {} } };
  });
  const finished = new Promise<Finished>((resolve, reject) => {
    waiting.finished = { resolve, reject };
  });
  // Both are awaited later or not at all (a refused input never finishes): no unhandled rejections.
  resolved.catch(() => {});
  finished.catch(() => {});
  slot.jobs.set(id, waiting);
  slot.worker!.ref();
  slot.worker!.postMessage({ id, job } satisfies WorkerRequest);
  return { resolved, finish: () => finished };
}

/**
 * How long to wait for a job's first phase before acknowledging: ACK_WAIT_MS while the threads
 * keep up, nothing when they already hold a backlog (then a bad input is said in the edit).
 */
export function ackWait(): number {
  return outstanding() > Math.max(1, threads) * WAIT_BELOW ? 0 : ACK_WAIT_MS;
}

/** Waits for `p` at most `ms`; `late` when it has not settled by then. */
export async function within<T>(p: Promise<T>, ms: number): Promise<T | "late"> {
  if (ms <= 0) return "late";
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ms);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** For /health: threads running, jobs held, and whether the threads were given up (jobs then run in-process). */
export function workThreadsStatus(): { threads: number; running: number; jobs: number; broken: boolean } {
  return { threads, running: slots.filter((s) => s.worker !== null).length, jobs: outstanding(), broken };
}

/** Stops the threads (tests and shutdown); jobs still held fail. */
export async function closeWorkThreads(): Promise<void> {
  const workers = slots.map((s) => s.worker).filter((w): w is Worker => w !== null);
  for (const s of slots) {
    s.worker = null;
    for (const w of s.jobs.values()) {
      const e = new Error("the work threads were stopped");
      w.resolved.reject(e);
      w.finished.reject(e);
    }
    s.jobs.clear();
  }
  slots = [];
  await Promise.all(workers.map((w) => w.terminate()));
}
