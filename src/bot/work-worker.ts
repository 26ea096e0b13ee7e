/**
 * A work thread (work-pool.ts): resolves, lays out and draws, so the thread answering Discord
 * never does. Every waiting job's first phase runs before any second phase, so a burst of
 * requests is acknowledged before the pictures are drawn; one unit of work per turn of the event
 * loop, so new jobs get in between (and the canvas's finalizers free pixel buffers as it goes).
 */
import { parentPort, workerData } from "node:worker_threads";
import { bundledRegistry } from "../games/digimon/registry.ts";
import { UserError } from "../games/user-error.ts";
import { registerFonts } from "../render/fonts.ts";
import { attachCardStore } from "./card-pool.ts";
import {
  type Finished,
  type Phase1,
  type Resolved,
  type WorkJob,
  finishPhase,
  resolvePhase,
} from "./work-jobs.ts";

export interface WorkerRequest {
  id: number;
  job: WorkJob;
}

export type WorkerReply =
  | { id: number; phase: 1; resolved?: Resolved; error?: { user: boolean; message: string } }
  | { id: number; phase: 2; finished?: Finished; error?: { user: boolean; message: string } };

const firstPhase: WorkerRequest[] = [];
const secondPhase: { id: number; job: WorkJob; kept: Phase1 }[] = [];
let scheduled = false;

function errorOf(e: unknown): { user: boolean; message: string } {
  return { user: e instanceof UserError, message: e instanceof Error ? e.message : String(e) };
}

function step(): void {
  scheduled = false;
  const first = firstPhase.shift();
  if (first) {
    try {
      const { resolved, kept } = resolvePhase(first.job);
      secondPhase.push({ id: first.id, job: first.job, kept });
      parentPort!.postMessage({ id: first.id, phase: 1, resolved } satisfies WorkerReply);
    } catch (e) {
      parentPort!.postMessage({ id: first.id, phase: 1, error: errorOf(e) } satisfies WorkerReply);
    }
  } else {
    const next = secondPhase.shift();
    if (next) {
      try {
        parentPort!.postMessage({
          id: next.id,
          phase: 2,
          finished: finishPhase(next.job, next.kept),
        } satisfies WorkerReply);
      } catch (e) {
        parentPort!.postMessage({ id: next.id, phase: 2, error: errorOf(e) } satisfies WorkerReply);
      }
    }
  }
  schedule();
}

function schedule(): void {
  if (scheduled || (firstPhase.length === 0 && secondPhase.length === 0)) return;
  scheduled = true;
  setImmediate(step);
}

const { dataDir } = (workerData ?? {}) as { dataDir?: string };
attachCardStore(bundledRegistry, dataDir);
registerFonts();

parentPort?.on("message", (request: WorkerRequest) => {
  firstPhase.push(request);
  schedule();
});
