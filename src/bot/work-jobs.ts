/**
 * The work /resolve, /scenario and their buttons hand to the work threads, in two phases: `resolve`
 * (fast: enough to know whether the input is good, so a bad one is answered privately at once)
 * and `finish` (the text, the layout and the picture). The threads and the in-process
 * fallback run these same functions.
 */
import { gameById } from "../games/index.ts";
import { exploreMessage } from "./explore-view.ts";
import { type Logger, silentLogger } from "./log.ts";
import { breakdownPng, pendingOf, runView, viewFiles, viewMessage } from "./resolve-view.ts";
import type { OutFile } from "./types.ts";
import type { Finished, Phase1, Resolved, WorkJob, WorkPhases } from "./work-types.ts";

export function resolvePhase(job: WorkJob): { resolved: Resolved; kept: Phase1 } {
  if (job.kind === "view") {
    const run = runView(job.state);
    return { resolved: { pending: pendingOf(run) }, kept: { kind: "view", run } };
  }
  const { input } = job;
  // Resolve once so that bad input is refused before the long work.
  gameById(input.game).resolveText(input);
  return { resolved: {}, kept: { kind: "explore" } };
}

function collecting(warnings: string[]): Logger {
  return { ...silentLogger, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) };
}

export function finishPhase(job: WorkJob, kept: Phase1): Finished {
  const warnings: string[] = [];
  const log = collecting(warnings);
  if (job.kind === "explore")
    return { message: exploreMessage(job.input, { log }), picture: false, warnings };
  if (kept.kind !== "view") throw new Error("a view job finished without its run");
  const { state, viewId, png } = job;
  let files: OutFile[] = [];
  if (png) {
    try {
      files = viewFiles(breakdownPng(kept.run.trace, state));
    } catch (e) {
      warnings.push(`could not draw the PNG: ${(e as Error).message}`);
    }
  }
  const message = viewMessage(viewId, { ...state, pending: pendingOf(kept.run) }, kept.run, {
    png,
    files,
    ctx: { log },
  });
  return { message, picture: (message.files?.length ?? 0) > 0, warnings };
}

/** The phases, for the threads's in-process runs (configureWorkThreads({ phases })). */
export const workPhases: WorkPhases = { resolvePhase, finishPhase };
