/**
 * Card-text compiler coverage for any game:
 *   npm run coverage:cards -- --file ../shared/data/digimon/cards.json [--json] [--top 30]       (Digimon, as before)
 *   npm run coverage:cards -- --game duel-masters --file ../shared/data/duelmasters/DuelMastersCards.json [--json]
 *   npm run coverage:cards -- --game wixoss [--dir ../shared/data/wixoss] [--json]
 * Without --game the arguments go to the Digimon report unchanged. Every report has the same
 * keys: total, parsed, executable, parsedAndExecutable, vanilla, topUnread, topNotExecutable.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { CoverageReport } from "./coverage-report.ts";
import { COVERAGE_USAGE, runCoverage } from "./digimon/compiler/coverage-cli.ts";
import { dmCoverage } from "./duel-masters/compiler/coverage.ts";
import { dmDataPath } from "./duel-masters/importer.ts";
import { wxCoverage } from "./wixoss/compiler/coverage.ts";
import { wixossDataDir } from "./wixoss/importer.ts";
import { endQuietlyWhenOutputCloses } from "../cli-output.ts";

const GAMES = ["digimon", "duel-masters", "wixoss"];
const pct = (n: number, total: number) => `${((100 * n) / Math.max(1, total)).toFixed(1)}%`;

function print(r: CoverageReport, json: boolean, out: (s: string) => void): void {
  if (json) {
    out(JSON.stringify(r));
    return;
  }
  out(`${r.total} cards (${r.vanilla} without any text)`);
  out(`parsed completely:            ${r.parsed} (${pct(r.parsed, r.total)})`);
  out(`parsed abilities all run:     ${r.executable} (${pct(r.executable, r.total)})`);
  out(`parsed completely and run:    ${r.parsedAndExecutable} (${pct(r.parsedAndExecutable, r.total)})`);
  out(`\nMost frequent unread fragments (numbers as N):`);
  for (const u of r.topUnread) out(`${String(u.count).padStart(6)}  ${u.fragment}`);
  out(`\nMost frequent reasons a parsed ability does not run:`);
  for (const u of r.topNotExecutable) out(`${String(u.count).padStart(6)}  ${u.reason}`);
}

export function runGameCoverage(argv: string[], out: (s: string) => void = console.log): number {
  const gameAt = argv.indexOf("--game");
  if (gameAt < 0) return runCoverage(argv, out);
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        game: { type: "string" },
        file: { type: "string" },
        dir: { type: "string" },
        json: { type: "boolean", default: false },
        top: { type: "string", default: "30" },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (e) {
    out(`${(e as Error).message}\n${COVERAGE_USAGE}`);
    return 2;
  }
  if (values.help) {
    out(COVERAGE_USAGE);
    return 0;
  }
  const game = (values.game ?? "").toLowerCase();
  if (!GAMES.includes(game)) {
    out(`Unknown game "${values.game}". Games: ${GAMES.join(", ")}.`);
    return 2;
  }
  const top = Number(values.top) || 30;
  if (game === "digimon")
    return runCoverage(
      argv.filter((_, i) => i !== gameAt && i !== gameAt + 1),
      out,
    );
  try {
    if (game === "duel-masters") {
      const file = values.file ?? dmDataPath();
      print(dmCoverage(JSON.parse(readFileSync(file, "utf8")), top), values.json, out);
      return 0;
    }
    const dir = values.dir ?? (values.file ? null : wixossDataDir());
    const files = dir
      ? readdirSync(dir)
          .filter((n) => /^CardData_.*\.csv$/i.test(n))
          .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }))
      : [{ name: values.file!, text: readFileSync(values.file!, "utf8") }];
    if (files.length === 0) {
      out(`No CardData_*.csv file in ${dir}.`);
      return 1;
    }
    print(wxCoverage(files, top), values.json, out);
    return 0;
  } catch (e) {
    out(`Cannot read the ${game} card data: ${(e as Error).message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  endQuietlyWhenOutputCloses();
  process.exitCode = runGameCoverage(process.argv.slice(2));
}
