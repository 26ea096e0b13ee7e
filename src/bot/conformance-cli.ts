/**
 * The official Q&A conformance suite from the command line:
 *   npm run conformance [-- --json] [--cards-file F] [--only Q1234,Q5678] [--verbose]
 *   npm run conformance -- record [Q1234 ... | --all] [--cards-file F]   (writes each file's status)
 *   npm run conformance -- draw [--seed N] [--count N] [--qa-file F]    (a random draw of rulings)
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { config } from "dotenv";
import { UserError } from "../games/user-error.ts";
import { sharedDataDir } from "../paths.ts";
import { drawRulings } from "../scenarios/qa/draw.ts";
import {
  type ConformanceReport,
  loadQaScenarios,
  recordStatus,
  runQaScenario,
  setOf,
  summarize,
} from "../scenarios/qa/run.ts";
import { type Args, flag, has, parseArgs, rejectUnknown } from "./cli/args.ts";
import { attachConformancePool } from "./conformance-pool.ts";
import { endQuietlyWhenOutputCloses } from "../cli-output.ts";

const USAGE = `Usage:
  npm run conformance [-- --json] [--cards-file F] [--only Q1234,Q5678] [--verbose]
  npm run conformance -- record <Q1234 ...>|--all [--cards-file F]
  npm run conformance -- draw [--seed N] [--count N] [--qa-file F]
The cards come from --cards-file, else the card store (DATA_DIR, default ./data), else
../shared/data/digimon/cards.json.`;

type Print = (line: string) => void;

export function runConformanceCli(
  argv: string[],
  print: Print = console.log,
  printErr: Print = console.error,
): number {
  try {
    const args = parseArgs(argv, new Set(["json", "all", "help", "verbose"]));
    const [sub, ...rest] = args.positional;
    if (has(args, "help")) {
      print(USAGE);
      return 0;
    }
    if (sub === "draw") return draw(args, print);
    if (sub === "record") return record(args, rest, print);
    if (sub !== undefined) throw new UserError(`Unknown command "${sub}".\n${USAGE}`);
    return report(args, print);
  } catch (e) {
    if (e instanceof UserError) {
      printErr(e.message);
      return 2;
    }
    printErr(`Internal error: ${(e as Error).message}`);
    return 1;
  }
}

function report(args: Args, print: Print): number {
  rejectUnknown(args, ["json", "cards-file", "only", "verbose"]);
  const pool = attachConformancePool(flag(args, "cards-file"));
  const only = flag(args, "only")
    ?.split(/[,\s]+/)
    .filter(Boolean)
    .map((q) => q.toUpperCase());
  const loaded = loadQaScenarios().filter((l) => !only || only.includes(l.scenario.qno));
  const scenarios = loaded.map((l) => l.scenario);
  const results = scenarios.map(runQaScenario);
  const summary = summarize(scenarios, results);
  if (has(args, "json")) {
    print(JSON.stringify(summary, null, 2));
  } else {
    for (const line of describe(
      summary,
      scenarios.map((s) => setOf(s.source.card)),
      pool,
    ))
      print(line);
  }
  const regressions = loaded.filter(
    (l, i) => l.scenario.recorded === "agreed" && results[i]!.status !== "agreed",
  );
  if (regressions.length > 0 && !has(args, "json"))
    print(
      `Regressions (recorded as agreed, no longer agreed): ${regressions.map((l) => l.scenario.qno).join(", ")}`,
    );
  return regressions.length > 0 ? 1 : 0;
}

function percent(a: number, b: number): string {
  return b === 0 ? "0%" : `${((100 * a) / b).toFixed(1)}%`;
}

export function describe(r: ConformanceReport, sets: string[], pool: string): string[] {
  const distinctSets = [...new Set(sets)].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const lines = [
    `Official Q&A conformance (${pool})`,
    `Agreed: ${r.agreed}/${r.total} (${percent(r.agreed, r.total)}); failing ${r.failing}, not expressible ${r.not_expressible}`,
    `Sets: ${distinctSets.length} (${distinctSets.join(", ")})`,
    `Categories: ${Object.keys(r.categories).length}`,
  ];
  const width = Math.max(...Object.keys(r.categories).map((c) => c.length), 8);
  for (const [name, row] of Object.entries(r.categories))
    lines.push(
      `  ${name.padEnd(width)}  ${String(row.agreed).padStart(3)}/${String(row.total).padEnd(3)} ${percent(row.agreed, row.total)}`,
    );
  const open = r.cases.filter((c) => c.status !== "agreed");
  if (open.length > 0) {
    lines.push("Not agreed:");
    for (const c of open) lines.push(`  ${c.qno} ${c.status}: ${c.reason}`);
  }
  return lines;
}

function record(args: Args, qnos: string[], print: Print): number {
  rejectUnknown(args, ["all", "cards-file"]);
  if (!has(args, "all") && qnos.length === 0)
    throw new UserError("Name the rulings to record (Q1234 ...) or give --all.");
  attachConformancePool(flag(args, "cards-file"));
  const wanted = new Set(qnos.map((q) => q.toUpperCase()));
  const loaded = loadQaScenarios().filter((l) => has(args, "all") || wanted.has(l.scenario.qno));
  const missing = [...wanted].filter((q) => !loaded.some((l) => l.scenario.qno === q));
  if (missing.length > 0)
    throw new UserError(`No scenario for ${missing.join(", ")} in scenarios/digimon/qa/.`);
  for (const l of loaded) {
    const result = runQaScenario(l.scenario);
    if (l.scenario.recorded !== result.status) recordStatus(l.file, result.status);
    print(`${l.scenario.qno}: ${result.status}${result.reason ? ` (${result.reason})` : ""}`);
  }
  return 0;
}

function draw(args: Args, print: Print): number {
  rejectUnknown(args, ["seed", "count", "qa-file"]);
  const file = flag(args, "qa-file") ?? join(sharedDataDir(), "digimon", "qa.json");
  if (!existsSync(file)) throw new UserError(`No Q&A file at ${file}: give one with --qa-file.`);
  const seed = Number(flag(args, "seed") ?? "15");
  const count = Number(flag(args, "count") ?? "40");
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1)
    throw new UserError("--seed and --count take whole numbers (count at least 1).");
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new UserError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  for (const d of drawRulings(doc, seed, count)) print(`${d.qno} ${d.cards.join(",")} ${d.date}`);
  return 0;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop()!)) {
  config({ quiet: true });
  endQuietlyWhenOutputCloses();
  process.exitCode = runConformanceCli(process.argv.slice(2));
}
