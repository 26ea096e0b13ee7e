/**
 * A command's output piped into `head` (or a pager that quits) stops being read early: that is the
 * reader's choice, not a failure, so the command ends quietly instead of printing a stack trace.
 */
import type { EventEmitter } from "node:events";

export function endQuietlyWhenOutputCloses(
  stream: EventEmitter = process.stdout,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code !== "EPIPE") throw e;
    exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });
}
