/** A small argument reader: `--flag value`, `--flag=value`, `--switch`, and positionals. */
import { FileRefused, readBoundedText } from "../../bounded-file.ts";
import { UserError } from "../../games/user-error.ts";

/** An `@file` holds a board, an action or a card list: far less than this. */
export const MAX_AT_FILE_BYTES = 256 * 1024;

export interface Args {
  positional: string[];
  flags: Map<string, string | true>;
  /** Options given without the value they need; an error only once the option is known to exist. */
  valueless: Set<string>;
}

export function parseArgs(argv: string[], switches: ReadonlySet<string>): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  const valueless = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (eq >= 0) flags.set(name, arg.slice(eq + 1));
    else if (switches.has(name)) flags.set(name, true);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) {
        flags.set(name, true);
        valueless.add(name);
        continue;
      }
      flags.set(name, value);
      i++;
    }
  }
  return { positional, flags, valueless };
}

export function flag(args: Args, name: string): string | undefined {
  if (args.valueless.has(name)) throw new UserError(`--${name} needs a value.`);
  const v = args.flags.get(name);
  return typeof v === "string" ? v : undefined;
}

export function has(args: Args, name: string): boolean {
  return args.flags.has(name);
}

/** `@path` reads the text from a regular file of at most MAX_AT_FILE_BYTES, so long boards need no shell quoting. */
export function textOrFile(
  value: string | undefined,
  what: string,
  maxBytes = MAX_AT_FILE_BYTES,
): string | undefined {
  if (value === undefined || !value.startsWith("@")) return value;
  try {
    return readBoundedText(value.slice(1), maxBytes);
  } catch (e) {
    if (e instanceof FileRefused) throw new UserError(`Could not read the ${what} file: ${e.message}.`);
    throw e;
  }
}

export function rejectUnknown(args: Args, known: readonly string[]): void {
  for (const name of args.flags.keys())
    if (!known.includes(name))
      throw new UserError(
        `Unknown option --${name}. Options here: ${known.map((k) => `--${k}`).join(", ")}.`,
      );
  for (const name of args.valueless) throw new UserError(`--${name} needs a value.`);
}

/** More words than the command takes are refused, never silently dropped ("resolve --board X oops"). */
export function rejectExtra(args: Args, takes: number, command: string): void {
  const extra = args.positional.slice(takes);
  if (extra.length === 0) return;
  const words = extra.map((w) => `"${w}"`).join(", ");
  throw new UserError(
    `${command} does not take ${extra.length === 1 ? "the extra argument" : "the extra arguments"} ${words}. ` +
      "Give every value after its option (--board, --action, ...) and quote text that holds spaces.",
  );
}
