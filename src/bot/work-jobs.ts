/**
 * The work /resolve, /scenario and their buttons hand to the work pool, in two phases: `resolve`
 * (fast: enough to know whether the input is good, so a bad one is answered privately at once)
 * and `finish` (the text, the layout and the picture). The pool's threads and the in-process
 * fallback run these same functions.
 */
import { gameById } from "../games/index.ts";
import { renderPng } from "../render/png.ts";
import { type ExploreInput, exploreMessage } from "./explore-view.ts";
import { type Logger, silentLogger } from "./log.ts";
import {
  type Pending,
  type ViewRun,
  type ViewState,
  pendingOf,
  runView,
  viewFiles,
  viewMessage,
} from "./resolve-view.ts";
import type { OutFile, OutMessage } from "./types.ts";

export type WorkJob =
  /** A breakdown message: `png` false for a page turn, which keeps the picture it has. */
  | { kind: "view"; viewId: string; state: ViewState; png: boolean }
  /** "All outcomes": the explorer's report. */
  | { kind: "explore"; input: ExploreInput };

/** What the first phase tells the acknowledging thread. */
export interface Resolved {
  /** The first choice left to the default (view jobs). */
  pending?: Pending;
}

export interface Finished {
  message: OutMessage;
  /** Whether the message carries its picture (view jobs with png). */
  picture: boolean;
  /** Warnings for the log (a picture that could not be drawn). */
  warnings: string[];
}

/** The first phase's result, kept by whoever runs the second. */
export type Phase1 = { kind: "view"; run: ViewRun } | { kind: "explore" };

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
      files = viewFiles(renderPng(kept.run.trace, { title: state.title, game: gameById(state.game).title }));
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
