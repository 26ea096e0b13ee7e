/**
 * The card store from the command line:
 *   npm run cards -- import <file> [--force] [--data-dir DIR]
 *   npm run cards -- sync [--url URL] [--force] [--data-dir DIR]     (URL: CARD_SOURCE_URL, else the default source)
 *   npm run cards -- lookup <code or name> [--limit N] [--json]
 *   npm run cards -- status
 * DATA_DIR (default ./data) and CARD_SOURCE_URL come from the environment or .env.
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { config } from "dotenv";
import { DEFAULT_CARD_SOURCE_NAME, DEFAULT_CARD_SOURCE_URL, FILL_STORE_COMMAND } from "./default-source.ts";
import { CardIndex } from "./search.ts";
import { type SaveReport, dataDirFrom, describeReport, loadStore, storePath } from "./store.ts";
import { importFile, syncFromUrl } from "./sync.ts";

const USAGE = `Usage:
  npm run cards -- import <file> [--force] [--data-dir DIR]
  npm run cards -- sync [--url URL] [--force] [--data-dir DIR]
  npm run cards -- lookup <code or name> [--limit N] [--json] [--data-dir DIR]
  npm run cards -- status [--data-dir DIR]
Environment: DATA_DIR (default ./data), CARD_SOURCE_URL (for sync; default: ${DEFAULT_CARD_SOURCE_URL}).`;

type Print = (line: string) => void;

/** `--url`, else CARD_SOURCE_URL, else the default community source: sync works out of the box. */
export function syncUrl(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  return flag?.trim() || env.CARD_SOURCE_URL?.trim() || DEFAULT_CARD_SOURCE_URL;
}

function finish(report: SaveReport, print: Print, printErr: Print): number {
  for (const line of describeReport(report)) (report.ok ? print : printErr)(line);
  return report.ok ? 0 : 1;
}

export async function runCardsCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  print: Print = console.log,
  printErr: Print = console.error,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        force: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        url: { type: "string" },
        limit: { type: "string" },
        "data-dir": { type: "string" },
        help: { type: "boolean", default: false },
      },
    });
  } catch (e) {
    printErr(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  const dataDir = values["data-dir"] ?? dataDirFrom(env);
  if (!command || values.help) {
    print(USAGE);
    return values.help ? 0 : 2;
  }
  switch (command) {
    case "import": {
      const file = rest[0];
      if (!file) {
        printErr(`import needs a file.\n${USAGE}`);
        return 2;
      }
      if (rest.length > 1) {
        printErr(
          `import takes one file; "${rest.slice(1).join(" ")}" is left over (quote a path with spaces).\n${USAGE}`,
        );
        return 2;
      }
      return finish(importFile(dataDir, file, { force: values.force }), print, printErr);
    }
    case "sync": {
      if (rest.length > 0) {
        printErr(`sync takes no argument: give the address with --url, not "${rest.join(" ")}".\n${USAGE}`);
        return 2;
      }
      const url = syncUrl(values.url, env);
      if (url === DEFAULT_CARD_SOURCE_URL) print(`Downloading ${DEFAULT_CARD_SOURCE_NAME}: ${url}`);
      return finish(await syncFromUrl(dataDir, url, { force: values.force }), print, printErr);
    }
    case "lookup":
    case "search": {
      const query = rest.join(" ");
      const store = loadStore(dataDir);
      if (!store) {
        printErr(`No card store at ${storePath(dataDir)}: fill it with \`${FILL_STORE_COMMAND}\`.`);
        return 1;
      }
      const index = new CardIndex(store.cards);
      const limit = Math.max(1, Math.min(100, Number(values.limit ?? 10) || 10));
      const hits = index.search(query, limit);
      if (values.json) print(JSON.stringify(hits.map((h) => ({ ...h.card, match: h.match }))));
      else if (hits.length === 0) print(`No card matches "${query}".`);
      else for (const h of hits) print(`${h.card.code.padEnd(10)} ${h.card.name}  (${h.match})`);
      return 0;
    }
    case "status": {
      if (rest.length > 0) {
        printErr(`status takes no argument, not "${rest.join(" ")}".\n${USAGE}`);
        return 2;
      }
      const store = loadStore(dataDir);
      if (!store) print(`No card store at ${storePath(dataDir)}: fill it with \`${FILL_STORE_COMMAND}\`.`);
      else
        print(
          `${storePath(dataDir)}: ${store.cards.length} cards from ${store.source} (${store.format} format), saved ${store.savedAt}`,
        );
      return 0;
    }
    default:
      printErr(`Unknown command "${command}".\n${USAGE}`);
      return 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  config({ quiet: true });
  runCardsCli(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error((e as Error).message);
      process.exitCode = 1;
    },
  );
}
