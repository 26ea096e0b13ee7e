/**
 * The card store from the command line:
 *   npm run cards -- import <file> [--force] [--data-dir DIR]
 *   npm run cards -- sync [--url URL] [--force] [--data-dir DIR]     (URL: CARD_SOURCE_URL, else the default source)
 *   npm run cards -- lookup <code or name> [--limit N] [--json]
 *   npm run cards -- status
 * DATA_DIR (default ./data) and CARD_SOURCE_URL come from the environment or .env.
 */
import { DEFAULT_CARD_SOURCE_NAME, DEFAULT_CARD_SOURCE_URL, FILL_STORE_COMMAND } from "./default-source.ts";
import { CardIndex } from "./search.ts";
import { type SaveReport, describeReport, loadStore, storePath } from "./store.ts";
import { importFile, syncFromUrl } from "./sync.ts";
import { type Print, readStoreCommand, refuseSyncWords, runWhenMain, unknownCommand } from "./store-cli.ts";

const USAGE = `Usage:
  npm run cards -- import <file> [--force] [--data-dir DIR]
  npm run cards -- sync [--url URL] [--force] [--data-dir DIR]
  npm run cards -- lookup <code or name> [--limit N] [--json] [--data-dir DIR]
  npm run cards -- status [--data-dir DIR]
Environment: DATA_DIR (default ./data), CARD_SOURCE_URL (for sync; default: ${DEFAULT_CARD_SOURCE_URL}).`;

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
  const io = { env, print, printErr };
  const read = readStoreCommand(argv, { url: { type: "string" }, limit: { type: "string" } }, USAGE, io);
  if (typeof read === "number") return read;
  const { command, rest, values, dataDir } = read;
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
      const refused = refuseSyncWords(rest, USAGE, io);
      if (refused !== null) return refused;
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
      return unknownCommand(command, USAGE, io);
  }
}

runWhenMain(import.meta.url, (argv) => runCardsCli(argv));
