/**
 * The shapes carried between the thread that acknowledges and the work threads.
 * Types only: the work threads, the jobs and the breakdown view all read them, so none of them has to
 * import another at run time for its shape.
 */
import type { ExploreInput } from "./explore-view.ts";
import type { MainRun, Pending, ViewState } from "./resolve-view.ts";
import type { OutMessage } from "./types.ts";

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

/** The first phase's result, kept by whoever runs the second: a view's run under its own edition. */
export type Phase1 = { kind: "view"; main: MainRun } | { kind: "explore" };

/** A job's two phases (work-jobs.ts), as they run in-process when there are no threads. */
export interface WorkPhases {
  resolvePhase(job: WorkJob): { resolved: Resolved; kept: Phase1 };
  finishPhase(job: WorkJob, kept: Phase1): Promise<Finished>;
}
