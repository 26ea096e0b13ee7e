/**
 * Coverage of the card-text compiler over a card file (either import format):
 *   npm run coverage:cards -- --file ../shared/data/digimon/cards.json [--json] [--top 30]
 * Prints the number of cards, the share whose every text parses, the share whose parsed
 * abilities the engine runs, and the most frequent unread fragments.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
// An entry point, not a library: it borrows the card store's importer to read either format.
import { importDocument } from "../../../cards/import.ts";
import { coverage } from "./reports/coverage.ts";

const pct = (n: number, total: number) => `${((100 * n) / Math.max(1, total)).toFixed(1)}%`;

export const COVERAGE_USAGE = `Usage:
  npm run coverage:cards -- [--file ../shared/data/digimon/cards.json] [--json] [--top 30]
  npm run coverage:cards -- --game duel-masters [--file F] [--json] [--top 30]
  npm run coverage:cards -- --game wixoss [--dir D | --file F] [--json] [--top 30]`;

export function runCoverage(argv: string[], print: (s: string) => void = console.log): number {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        file: { type: "string", default: "../shared/data/digimon/cards.json" },
        json: { type: "boolean", default: false },
        top: { type: "string", default: "30" },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (e) {
    print(`${(e as Error).message}\n${COVERAGE_USAGE}`);
    return 2;
  }
  if (values.help) {
    print(COVERAGE_USAGE);
    return 0;
  }
  let cards;
  try {
    ({ cards } = importDocument(JSON.parse(readFileSync(values.file, "utf8"))));
  } catch (e) {
    print(`Cannot read the card file ${values.file}: ${(e as Error).message}`);
    return 1;
  }
  const r = coverage(cards, Number(values.top) || 30);
  if (values.json) {
    print(JSON.stringify(r));
    return 0;
  }
  print(`${r.total} cards (${r.vanilla} without any text)`);
  print(`parsed completely:            ${r.parsed} (${pct(r.parsed, r.total)})`);
  print(`parsed abilities all run:     ${r.executable} (${pct(r.executable, r.total)})`);
  print(`parsed completely and run:    ${r.parsedAndExecutable} (${pct(r.parsedAndExecutable, r.total)})`);
  print(`\nMost frequent unread fragments (numbers as N, names as [X]):`);
  for (const u of r.topUnread) print(`${String(u.count).padStart(6)}  ${u.fragment}`);
  print(`\nMost frequent reasons a parsed ability does not run:`);
  for (const u of r.topNotExecutable) print(`${String(u.count).padStart(6)}  ${u.reason}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  process.exitCode = runCoverage(process.argv.slice(2));
