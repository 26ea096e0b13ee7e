/**
 * A work thread (work-threads.ts): resolves, lays out and draws, so the thread answering Discord
 * never does. Waiting jobs' first phases run before second phases, so a burst of requests is
 * acknowledged before the pictures are drawn, but at most LOOKAHEAD resolved jobs wait for their
 * drawing: each holds its traces, and a burst resolved all ahead would hold a hundred of them
 * (the threads acknowledge a backlog at once anyway, without waiting for the first phase). One
 * unit of work per turn of the event loop, so new jobs get in between.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { type MessagePort, parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import type { CardRecord } from "../cards/schema.ts";
import { bundledRegistry } from "../games/digimon/input/registry.ts";
import { UserError } from "../games/user-error.ts";
import { registerFonts } from "../render/fonts.ts";
import { compiledRecord } from "./card-pool.ts";
import { finishPhase, resolvePhase } from "./work-jobs.ts";
import type { Finished, Phase1, Resolved, WorkJob } from "./work-types.ts";

/** What a thread starts with: the store's codes, and a port to ask for one card's record. */
export interface WorkerSetup {
  codes: string[] | null;
  /** The store's card names and traits (compiler/bracket-traits.ts), as the in-process pool reads them. */
  pool: { names: string[]; traits: string[] } | null;
  cardPort: MessagePort;
  /** Set to 1 by the main thread once the record is on the port. */
  signal: Int32Array;
}

export interface WorkerRequest {
  id: number;
  job: WorkJob;
}

export type WorkerReply =
  | { id: number; phase: 1; resolved?: Resolved; error?: { user: boolean; message: string } }
  | { id: number; phase: 2; finished?: Finished; error?: { user: boolean; message: string } };

/** Resolved jobs a thread keeps waiting for their second phase before it draws one of them. */
const LOOKAHEAD = 4;

const firstPhase: WorkerRequest[] = [];
const secondPhase: { id: number; job: WorkJob; kept: Phase1 }[] = [];
let scheduled = false;

function errorOf(e: unknown): { user: boolean; message: string } {
  return { user: e instanceof UserError, message: e instanceof Error ? e.message : String(e) };
}

/** Whether a second phase is under way (it awaits its picture's deflating on libuv's pool). */
let finishing = false;

function step(): void {
  scheduled = false;
  const first = secondPhase.length < LOOKAHEAD ? firstPhase.shift() : undefined;
  if (first) {
    try {
      const { resolved, kept } = resolvePhase(first.job);
      secondPhase.push({ id: first.id, job: first.job, kept });
      parentPort!.postMessage({ id: first.id, phase: 1, resolved } satisfies WorkerReply);
    } catch (e) {
      parentPort!.postMessage({ id: first.id, phase: 1, error: errorOf(e) } satisfies WorkerReply);
    }
  } else if (!finishing) {
    const next = secondPhase.shift();
    if (next) {
      // One second phase at a time; first phases (acknowledgements) still run while it waits.
      finishing = true;
      const id = next.id;
      const reply = (m: WorkerReply): void => {
        try {
          parentPort!.postMessage(m);
        } catch (e) {
          parentPort!.postMessage({ id, phase: 2, error: errorOf(e) } satisfies WorkerReply);
        }
      };
      finishPhase(next.job, next.kept)
        .then(
          (finished) => reply({ id, phase: 2, finished }),
          (e: unknown) => reply({ id, phase: 2, error: errorOf(e) }),
        )
        .finally(() => {
          finishing = false;
          schedule();
        });
    }
  }
  schedule();
}

function schedule(): void {
  const canResolve = firstPhase.length > 0 && secondPhase.length < LOOKAHEAD;
  const canFinish = !finishing && secondPhase.length > 0;
  if (scheduled || !(canResolve || canFinish)) return;
  scheduled = true;
  setImmediate(step);
}

/**
 * A card's record from the main thread, synchronously (the registry's loader is synchronous):
 * ask on the port, sleep until the answer is there, take it off the port.
 */
function fetchRecord(setup: WorkerSetup, code: string): CardRecord | undefined {
  Atomics.store(setup.signal, 0, 0);
  setup.cardPort.postMessage(code);
  if (Atomics.wait(setup.signal, 0, 0, 10_000) === "timed-out")
    throw new Error(`the card store did not answer for ${code}`);
  const reply = receiveMessageOnPort(setup.cardPort) as { message: CardRecord | null } | undefined;
  return reply?.message ?? undefined;
}

/**
 * This thread yields the CPU to the thread that acknowledges Discord's requests: on Linux a
 * thread has its own nice value, set through its thread id (/proc/thread-self names it). Where
 * that is not possible the thread keeps the process's priority.
 */
function lowerThisThreadsPriority(): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed: keep the priority
  }
}

lowerThisThreadsPriority();
const setup = workerData as WorkerSetup | null;
if (setup?.codes) {
  const codes = setup.codes;
  const pool = setup.pool
    ? { names: new Set(setup.pool.names), traits: new Set(setup.pool.traits) }
    : undefined;
  bundledRegistry.useFallback({
    codes: () => codes,
    load: (code) => {
      const record = fetchRecord(setup, code);
      return record ? compiledRecord(record, pool) : undefined;
    },
  });
}
registerFonts();

parentPort?.on("message", (request: WorkerRequest) => {
  firstPhase.push(request);
  schedule();
});
