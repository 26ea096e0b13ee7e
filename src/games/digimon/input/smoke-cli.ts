/**
 * The card smoke test over a card file (either import format):
 *   npm run smoke:cards -- --file ../shared/data/digimon/cards.json [--json] [--cards BT4-066,EX5-033]
 *     [--list-refused]
 * Prints {cards, resolved, refused, internal_errors, by_error}, plus `refusals` (each refused
 * action with its board and message) under --list-refused; exit code 1 when there is any
 * internal error, so a script can gate on it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
// An entry point, not a library: it borrows the card store's importer to read either format.
import { importDocument } from "../../../cards/import.ts";
import { sharedDataDir } from "../../../paths.ts";
import { smokeCards } from "./smoke.ts";
import { endQuietlyWhenOutputCloses } from "../../../cli-output.ts";

const SMOKE_USAGE =
  "Usage: npm run smoke:cards -- --file <cards.json> [--json] [--cards CODE,CODE] [--list-refused]";

export function runSmoke(
  argv: string[],
  print: (s: string) => void = console.log,
  progress: (s: string) => void = (s) => process.stderr.write(s),
): number {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        file: { type: "string", default: join(sharedDataDir(), "digimon", "cards.json") },
        json: { type: "boolean", default: false },
        cards: { type: "string" },
        "list-refused": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }));
    if (values.help) {
      print(SMOKE_USAGE);
      return 0;
    }
  } catch (e) {
    print(`${(e as Error).message}\n${SMOKE_USAGE}`);
    return 2;
  }
  let pool;
  try {
    pool = importDocument(JSON.parse(readFileSync(values.file, "utf8"))).cards;
  } catch (e) {
    print(`Cannot read the card file ${values.file}: ${(e as Error).message}`);
    return 2;
  }
  const codes = values.cards
    ?.split(",")
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const tty = !values.json && process.stderr.isTTY;
  const r = smokeCards(pool, {
    ...(codes ? { codes } : {}),
    listRefused: values["list-refused"],
    progress: (done, total) => {
      if (tty && (done % 100 === 0 || done === total)) progress(`\r${done}/${total} cards`);
    },
  });
  if (tty) progress("\n");
  if (values.json) print(JSON.stringify(r, null, 2));
  else {
    print(
      `${r.cards} cards: ${r.resolved} actions resolved, ${r.refused} refused with a message, ${r.internal_errors} internal errors (${(r.ms / 1000).toFixed(1)} s)`,
    );
    for (const g of r.by_error)
      print(
        `${String(g.count).padStart(6)}  ${g.message}\n        e.g. --board "${g.example.board}" --action "${g.example.action}"`,
      );
    if (r.refusals) {
      print(`Refused (${r.refusals.length}):`);
      for (const k of r.refusals) print(`${k.card}\t${k.action}\t${k.message}\n        --board "${k.board}"`);
    }
  }
  return r.internal_errors === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  endQuietlyWhenOutputCloses();
  process.exitCode = runSmoke(process.argv.slice(2));
}
