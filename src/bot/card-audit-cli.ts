/**
 * The compiler's precision audit from the command line (see README, "The precision audit"):
 *   npm run audit:cards -- draw --seed N --count N [--file F] [--write]   (codes drawn from the cards counted as read)
 *   npm run audit:cards -- snapshot [--update] [--file F]                 (compiled forms against their snapshots)
 *   npm run audit:cards -- [run] [--file F] [--json]                      (the board tests and the verdicts)
 * The pool comes from --file, by default ../shared/data/digimon/cards.json; nothing of it is stored
 * but card codes and the compiled forms, without their words.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { importDocument, parseJson } from "../cards/import.ts";
import type { CardText } from "../games/digimon/compiler/index.ts";
import { UserError } from "../games/user-error.ts";
import {
  AUDIT_DIR,
  auditRegistry,
  loadCases,
  loadDraw,
  runAuditCase,
  wilson,
} from "../scenarios/card-audit/cases.ts";
import { drawAudit } from "../scenarios/card-audit/draw.ts";
import { snapshotText } from "../scenarios/card-audit/snapshot.ts";
import { type Args, flag, has, parseArgs, rejectUnknown } from "./cli/args.ts";
import { sharedCardsFile } from "./conformance-pool.ts";
import { endQuietlyWhenOutputCloses } from "../cli-output.ts";

const USAGE = `Usage:
  npm run audit:cards -- draw --seed N --count N [--file F] [--write]
  npm run audit:cards -- snapshot [--update] [--file F]
  npm run audit:cards -- [run] [--file F] [--json]
The pool is --file, by default ${"../shared/data/digimon/cards.json"}.`;

type Print = (line: string) => void;

function loadPool(args: Args): CardText[] {
  const file = flag(args, "file") ?? sharedCardsFile();
  if (!existsSync(file)) throw new UserError(`No cards file at ${file}: give one with --file.`);
  try {
    return importDocument(parseJson(readFileSync(file, "utf8"), file)).cards;
  } catch (e) {
    throw new UserError(`The cards file ${file} can't be used: ${(e as Error).message}.`);
  }
}

function writeAtomic(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

function headCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function draw(args: Args, print: Print): number {
  rejectUnknown(args, ["seed", "count", "file", "write"]);
  const seed = Number(flag(args, "seed") ?? "17");
  const count = Number(flag(args, "count") ?? "300");
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1)
    throw new UserError("--seed and --count take whole numbers (count at least 1).");
  const pool = loadPool(args);
  const { eligible, codes } = drawAudit(pool, seed, count);
  print(
    `${eligible} of ${pool.length} cards are counted as read completely and executable; drawn ${codes.length}:`,
  );
  print(codes.join(" "));
  if (has(args, "write")) {
    const record = {
      command: `npm run audit:cards -- draw --seed ${seed} --count ${count}`,
      seed,
      count,
      pool: pool.length,
      eligible,
      main: headCommit(),
      codes,
    };
    writeAtomic(join(AUDIT_DIR, "draw.json"), `${JSON.stringify(record, null, 2)}\n`);
    print(`Recorded in ${join(AUDIT_DIR, "draw.json")}.`);
  }
  return 0;
}

function snapshot(args: Args, print: Print): number {
  rejectUnknown(args, ["file", "update"]);
  const pool = new Map(loadPool(args).map((c) => [c.code, c]));
  const { codes } = loadDraw();
  let changed = 0;
  const missing: string[] = [];
  for (const code of codes) {
    const card = pool.get(code);
    if (!card) {
      missing.push(code);
      continue;
    }
    const path = join(AUDIT_DIR, "snapshots", `${code}.json`);
    const now = snapshotText(card);
    const stored = existsSync(path) ? readFileSync(path, "utf8") : null;
    if (stored === now) continue;
    changed++;
    if (has(args, "update")) {
      writeAtomic(path, now);
      print(`${stored === null ? "written" : "updated"}: ${code}`);
    } else print(`${stored === null ? "no snapshot" : "differs"}: ${code}`);
  }
  if (missing.length) print(`Not in this pool: ${missing.join(", ")}`);
  print(
    `${codes.length - changed - missing.length} of ${codes.length} compiled forms match their snapshots` +
      (changed
        ? has(args, "update")
          ? `; ${changed} written.`
          : `; ${changed} differ (--update to accept).`
        : "."),
  );
  return changed && !has(args, "update") ? 1 : 0;
}

function run(args: Args, print: Print): number {
  rejectUnknown(args, ["file", "json"]);
  const registry = auditRegistry(loadPool(args));
  const cases = loadCases();
  const results = cases.map((c) => ({ c, failures: runAuditCase(c, registry) }));
  const correct = cases.filter((c) => c.verdict === "correct").length;
  const fixed = cases.filter((c) => c.verdict === "wrong" && c.fixed).length;
  const now = correct + fixed;
  const n = cases.length;
  const ci = (k: number) => wilson(k, n);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  // A case holds when a correct (or fixed) reading passes its checks and a known wrong one still fails them.
  const broken = results.filter(({ c, failures }) =>
    c.verdict === "correct" || c.fixed ? failures.length > 0 : failures.length === 0,
  );
  const summary = {
    judged: n,
    correct_as_drawn: correct,
    correct_now: now,
    precision_as_drawn: correct / Math.max(1, n),
    precision_now: now / Math.max(1, n),
    interval_as_drawn: ci(correct),
    interval_now: ci(now),
    wrong: cases
      .filter((c) => c.verdict === "wrong")
      .map((c) => ({ card: c.card, reason: c.reason, fixed: !!c.fixed })),
    broken: broken.map(({ c, failures }) => ({ card: c.card, failures })),
  };
  if (has(args, "json")) print(JSON.stringify(summary));
  else {
    print(`${n} drawn cards judged.`);
    print(
      `As drawn: ${correct} read correctly (${pct(summary.precision_as_drawn)}, 95% interval ${pct(summary.interval_as_drawn.low)}-${pct(summary.interval_as_drawn.high)}).`,
    );
    print(
      `Now: ${now} (${pct(summary.precision_now)}, 95% interval ${pct(summary.interval_now.low)}-${pct(summary.interval_now.high)}), ${fixed} fixed since the draw.`,
    );
    for (const w of summary.wrong) print(`  wrong${w.fixed ? " (fixed)" : ""}: ${w.card}: ${w.reason}`);
    for (const b of summary.broken)
      print(`BROKEN ${b.card}: ${b.failures.join("; ") || "a known wrong reading now passes"}`);
  }
  return broken.length ? 1 : 0;
}

export function runCardAuditCli(
  argv: string[],
  print: Print = console.log,
  printErr: Print = console.error,
): number {
  try {
    const args = parseArgs(argv, new Set(["json", "update", "write", "help"]));
    const [sub, ...rest] = args.positional;
    if (has(args, "help")) {
      print(USAGE);
      return 0;
    }
    if (rest.length) throw new UserError(`Unexpected words: ${rest.join(" ")}.\n${USAGE}`);
    if (sub === "draw") return draw(args, print);
    if (sub === "snapshot") return snapshot(args, print);
    if (sub === undefined || sub === "run") return run(args, print);
    throw new UserError(`Unknown command "${sub}".\n${USAGE}`);
  } catch (e) {
    if (e instanceof UserError) {
      printErr(e.message);
      return 2;
    }
    throw e;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop()!)) {
  endQuietlyWhenOutputCloses();
  process.exitCode = runCardAuditCli(process.argv.slice(2));
}
