/**
 * `npm run soak -- [--seconds 60] [--fault-rate 0.3] [--replay-rate 0.1] [--concurrency 20]`:
 * the fault-injection run (test/bot/fault-injection/run.ts) for a bounded time (at most an
 * hour), printing memory as it goes, then replies lost, handled twice, follow-ups made twice and
 * replays let through. Exit code 1 when any of those is not 0. Figures, not a timed test.
 */
import { parseArgs } from "node:util";
import { describeReport, runFaultInjection } from "../test/bot/fault-injection/run.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    "fault-rate": { type: "string", default: "0.3" },
    "replay-rate": { type: "string", default: "0.1" },
    concurrency: { type: "string", default: "20" },
    seed: { type: "string", default: "1" },
  },
});

function number(name: string, v: string, min: number, max: number): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${name} takes a number from ${min} to ${max} (got "${v}").`);
    process.exit(2);
  }
  return n;
}

const seconds = number("seconds", values.seconds, 1, 3600);
console.log(`Soak: ${seconds} s of signed interactions against the Discord stand-in, with faults.`);
const report = await runFaultInjection({
  interactions: Number.MAX_SAFE_INTEGER,
  durationMs: seconds * 1000,
  faultRate: number("fault-rate", values["fault-rate"], 0, 0.9),
  replayRate: number("replay-rate", values["replay-rate"], 0, 1),
  concurrency: number("concurrency", values.concurrency, 1, 500),
  seed: number("seed", values.seed, 0, 2 ** 31),
  sampleEvery: 1000,
  onSample: (s) =>
    console.log(
      `  ${s.seconds} s: ${s.interactions} interactions, heap ${s.heapMiB} MiB, rss ${s.rssMiB} MiB`,
    ),
});
console.log(describeReport(report));
const bad =
  report.repliesLost +
  report.handledTwice +
  report.followUpsMadeTwice +
  (report.replaysSent - report.replaysRefused);
process.exitCode = bad === 0 ? 0 : 1;
