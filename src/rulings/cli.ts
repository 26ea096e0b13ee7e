/**
 * The rulings store from the command line:
 *   npm run rulings -- import <file>... [--force] [--data-dir DIR]   (Q&A, errata, restriction list)
 *   npm run rulings -- sync [--url URL] [--force] [--data-dir DIR]  (URLs default to RULINGS_SOURCE_URL)
 *   npm run rulings -- search <words> [--card CODE] [--page N] [--json]
 *   npm run rulings -- card <code> [--json]
 *   npm run rulings -- status
 */
import {
  type Print,
  readStoreCommand,
  refuseSyncWords,
  runWhenMain,
  unknownCommand,
} from "../cards/store-cli.ts";
import { RulingIndex } from "./index.ts";
import { qaPageUrl } from "./links.ts";
import type { Ruling } from "./schema.ts";
import { type RulingsSaveReport, describeRulingsReport } from "./store.ts";
import { importRulingsFile, syncRulingsFromUrl } from "./sync.ts";

const USAGE = `Usage:
  npm run rulings -- import <file>... [--force] [--data-dir DIR]    official Q&A, errata or restriction list (detected)
  npm run rulings -- sync [--url URL] [--force] [--data-dir DIR]
  npm run rulings -- search <words> [--card CODE] [--page N] [--json] [--data-dir DIR]
  npm run rulings -- card <code> [--json] [--data-dir DIR]
  npm run rulings -- status [--data-dir DIR]
Environment: DATA_DIR (default ./data), RULINGS_SOURCE_URL (for sync: one or more URLs separated by spaces).`;

function oneLine(r: Ruling, width = 160): string {
  const q = r.question.replace(/\s+/g, " ");
  return `${r.qno.padEnd(7)} ${r.date}  ${r.cards.join(", ")}  ${q.length > width ? `${q.slice(0, width - 1)}…` : q}`;
}

export async function runRulingsCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  print: Print = console.log,
  printErr: Print = console.error,
): Promise<number> {
  const io = { env, print, printErr };
  const own = {
    url: { type: "string", multiple: true },
    card: { type: "string" },
    page: { type: "string" },
  } as const;
  const read = readStoreCommand(argv, own, USAGE, io);
  if (typeof read === "number") return read;
  const { command, rest, values, dataDir } = read;
  const finish = (reports: RulingsSaveReport[]) => {
    for (const r of reports) for (const line of describeRulingsReport(r)) (r.ok ? print : printErr)(line);
    return reports.every((r) => r.ok) ? 0 : 1;
  };
  switch (command) {
    case "import": {
      if (rest.length === 0) {
        printErr(`import needs a file.\n${USAGE}`);
        return 2;
      }
      return finish(rest.map((f) => importRulingsFile(dataDir, f, { force: values.force })));
    }
    case "sync": {
      const refused = refuseSyncWords(rest, USAGE, io);
      if (refused !== null) return refused;
      const urls = values.url?.length
        ? values.url
        : (env.RULINGS_SOURCE_URL ?? "").split(/\s+/).filter(Boolean);
      if (urls.length === 0) {
        printErr(
          "sync needs a URL: set RULINGS_SOURCE_URL in .env or pass --url. The official site publishes no JSON; point it at a copy in the Q&A-by-card format, or use `npm run rulings -- import <qa.json>`.",
        );
        return 2;
      }
      const reports: RulingsSaveReport[] = [];
      for (const url of urls) reports.push(await syncRulingsFromUrl(dataDir, url, { force: values.force }));
      return finish(reports);
    }
    case "search":
    case "card": {
      const { index, status } = RulingIndex.fromDataDir(dataDir);
      if (status.kind !== "store") {
        printErr(
          status.kind === "unreadable"
            ? `The rulings store cannot be read: ${status.reason}`
            : `No rulings store at ${status.path}: run \`npm run rulings -- import <qa.json>\` first.`,
        );
        return 1;
      }
      const query = rest.join(" ");
      if (command === "card") {
        const list = index.byCard(query);
        if (values.json) print(JSON.stringify(list));
        else if (list.length === 0) print(`No official Q&A is listed under ${query}.`);
        else {
          print(`${list.length} rulings on ${qaPageUrl(query.trim().toUpperCase())}`);
          for (const r of list) print(oneLine(r));
        }
        return 0;
      }
      const page = Math.max(1, Number(values.page ?? 1) || 1) - 1;
      const found = index.search(query, { card: values.card, page, pageSize: 10 });
      if (values.json) print(JSON.stringify(found));
      else if (found.total === 0) print(`No ruling matches "${query}".`);
      else {
        print(`${found.total} rulings, page ${found.page + 1}/${found.pages}`);
        for (const r of found.results) print(oneLine(r));
      }
      return 0;
    }
    case "status": {
      const { index, status } = RulingIndex.fromDataDir(dataDir);
      if (status.kind === "none") print(`No rulings store at ${status.path}.`);
      else if (status.kind === "unreadable") print(`The rulings store cannot be read: ${status.reason}`);
      else {
        const c = index.counts();
        if (status.recovered)
          print(`The store could not be read (${status.recovered}); serving its last good copy.`);
        print(
          `${status.path}: ${c.rulings} Q&A rulings on ${c.cards} cards, ${c.errata} errata, ${c.restrictions} restrictions`,
        );
        for (const [section, m] of Object.entries(status.file.meta))
          print(`  ${section}: from ${m.source}, saved ${m.savedAt}`);
      }
      return 0;
    }
    default:
      return unknownCommand(command, USAGE, io);
  }
}

runWhenMain(import.meta.url, (argv) => runRulingsCli(argv));
