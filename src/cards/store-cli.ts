/**
 * What the card store's and the rulings store's command lines share: the flags every command
 * takes (`--force`, `--json`, `--data-dir`, `--help`), the usage on a bad flag or no command,
 * the refusal of a command's extra words, and running as a script (.env read, exit code set).
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { config } from "dotenv";
import { dataDirFrom } from "./store.ts";
import { endQuietlyWhenOutputCloses } from "../cli-output.ts";

export type Print = (line: string) => void;

export interface StoreCliIo {
  env: NodeJS.ProcessEnv;
  print: Print;
  printErr: Print;
}

type Options = NonNullable<ParseArgsConfig["options"]>;

const SHARED_OPTIONS = {
  force: { type: "boolean", default: false },
  json: { type: "boolean", default: false },
  "data-dir": { type: "string" },
  help: { type: "boolean", default: false },
} as const;

function parse<O extends Options>(argv: string[], own: O) {
  return parseArgs({ args: argv, allowPositionals: true, options: { ...SHARED_OPTIONS, ...own } });
}

export interface StoreCommand<O extends Options> {
  command: string;
  rest: string[];
  values: ReturnType<typeof parse<O>>["values"];
  dataDir: string;
}

/**
 * The command, its words and the flags (the shared ones and `own`); or the exit code when there
 * is nothing to run: 0 after `--help`, 2 after a bad flag or no command (the usage is printed).
 */
export function readStoreCommand<O extends Options>(
  argv: string[],
  own: O,
  usage: string,
  io: StoreCliIo,
): StoreCommand<O> | number {
  let parsed;
  try {
    parsed = parse(argv, own);
  } catch (e) {
    io.printErr(`${(e as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  // The shared flags, which the generic result type does not spell out inside this function.
  const shared = values as { help?: boolean; "data-dir"?: string };
  if (!command || shared.help) {
    io.print(usage);
    return shared.help ? 0 : 2;
  }
  const dataDir = shared["data-dir"] ?? dataDirFrom(io.env);
  return { command, rest, values, dataDir };
}

/** `sync` is given its address by flag: a word after it is refused (exit code 2), else null. */
export function refuseSyncWords(rest: string[], usage: string, io: StoreCliIo): number | null {
  if (rest.length === 0) return null;
  io.printErr(`sync takes no argument: give the address with --url, not "${rest.join(" ")}".\n${usage}`);
  return 2;
}

export function unknownCommand(command: string, usage: string, io: StoreCliIo): number {
  io.printErr(`Unknown command "${command}".\n${usage}`);
  return 2;
}

/** Runs `run` when `moduleUrl` is the script node was started with. */
export function runWhenMain(moduleUrl: string, run: (argv: string[]) => Promise<number>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  endQuietlyWhenOutputCloses();
  config({ quiet: true });
  run(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error((e as Error).message);
      process.exitCode = 1;
    },
  );
}
