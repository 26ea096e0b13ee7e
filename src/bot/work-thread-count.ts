/**
 * How many work threads by default: one thread per core but one, which stays for the thread that
 * acknowledges Discord's requests; at least one. Each thread holds its own engine, renderer and
 * canvas (tens of MB once it has drawn), so a thread that only competes with the acknowledging
 * thread for a core costs memory and buys nothing.
 */
import { availableParallelism } from "node:os";

export function defaultWorkThreads(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}
