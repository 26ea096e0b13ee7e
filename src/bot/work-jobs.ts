/**
 * The work /resolve, /scenario and their buttons hand to the work threads, in two phases: `resolve`
 * (fast: the board under its own edition, enough to know whether the input is good, so a bad one
 * is answered privately at once) and `finish` (the other editions' comparison, the explorer's
 * replays, the text, the layout and the picture). The threads and the in-process fallback run
 * these same functions.
 */
import { gameById } from "../games/index.ts";
import { exploreMessage } from "./explore-view.ts";
import { type Logger, silentLogger } from "./log.ts";
import {
  breakdownPngAsync,
  completeRun,
  pendingOf,
  runMain,
  viewFiles,
  viewMessage,
} from "./resolve-view.ts";
import type { OutFile } from "./types.ts";
import type { Finished, Phase1, Resolved, WorkJob, WorkPhases } from "./work-types.ts";

export function resolvePhase(job: WorkJob): { resolved: Resolved; kept: Phase1 } {
  if (job.kind === "view") {
    const main = runMain(job.state);
    return { resolved: { pending: pendingOf(main) }, kept: { kind: "view", main } };
  }
  const { input } = job;
  // Resolve once so that bad input is refused before the long work.
  gameById(input.game).resolveText(input);
  return { resolved: {}, kept: { kind: "explore" } };
}

function collecting(warnings: string[]): Logger {
  return { ...silentLogger, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) };
}

const couldNotDraw = (e: unknown) => `could not draw the PNG: ${(e as Error).message}`;

export async function finishPhase(job: WorkJob, kept: Phase1): Promise<Finished> {
  const warnings: string[] = [];
  const log = collecting(warnings);
  if (job.kind === "explore")
    return { message: exploreMessage(job.input, { log }), picture: false, warnings };
  if (kept.kind !== "view") throw new Error("a view job finished without its run");
  const { state, viewId, png } = job;
  // The picture needs only the main run: it is drawn first, and deflated on libuv's thread pool
  // while the comparison and the replays run here.
  let picture: Promise<Buffer[]> | null = null;
  if (png) {
    try {
      picture = breakdownPngAsync(kept.main.trace, state);
      picture.catch(() => {});
    } catch (e) {
      warnings.push(couldNotDraw(e));
    }
  }
  const run = completeRun(state, kept.main);
  let files: OutFile[] = [];
  if (picture) {
    try {
      files = viewFiles(await picture);
    } catch (e) {
      warnings.push(couldNotDraw(e));
    }
  }
  const message = viewMessage(viewId, { ...state, pending: pendingOf(run) }, run, {
    png,
    files,
    ctx: { log },
  });
  return { message, picture: (message.files?.length ?? 0) > 0, warnings };
}

/** The phases, for the threads's in-process runs (configureWorkThreads({ phases })). */
export const workPhases: WorkPhases = { resolvePhase, finishPhase };
