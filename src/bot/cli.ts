/**
 * The offline main job: every feature without Discord.
 *   npm run cli -- scenario list | scenario show <id> [--edition E] [--json] [--png F]
 *   npm run cli -- resolve --board <text|@file> --action <text> [--choose <text>] [--edition E] [--json] [--png F]
 *   npm run demo
 *   npm run cli -- discord <command> [--option value ...]   (the bot's slash commands, locally)
 *
 * A composition root like main.ts: `discord` runs the slash commands, so this entry hands them over.
 */
import { COMMANDS } from "../../commands/index.ts";
import { UserError } from "../games/user-error.ts";
import { attachCardStore, describePool } from "./card-pool.ts";
import { parseArgs } from "./cli/args.ts";
import { demoCommand } from "./cli/demo.ts";
import { DISCORD_USAGE, discordCommand } from "./cli/discord.ts";
import { resolveCommand } from "./cli/resolve.ts";
import { scenarioCommand } from "./cli/scenario.ts";
import { endQuietlyWhenOutputCloses } from "../cli-output.ts";

const USAGE = `Usage:
  npm run cli -- scenario list [--game digimon] [--json]
  npm run cli -- scenario show <id> [--edition wiki-2022|cr-4.2] [--json] [--png out.png]
  npm run cli -- resolve --board <text or @file> --action <text> [--choose <text>] [--cards <text or @file>]
                        [--edition E] [--json] [--png out.png [--force]] [--explore]
  npm run demo
${DISCORD_USAGE}`;

const SWITCHES = new Set(["json", "all", "help", "explore", "force"]);

export function runCli(argv: string[], print: (s: string) => void = console.log): number {
  try {
    const args = parseArgs(argv, SWITCHES);
    const [command, ...rest] = args.positional;
    const sub = { ...args, positional: rest };
    if (!command || command === "help" || args.flags.has("help")) {
      print(USAGE);
      return command || args.flags.has("help") ? 0 : 2;
    }
    if (command === "scenario") scenarioCommand(sub, print);
    else if (command === "resolve") resolveCommand(sub, print);
    else if (command === "demo") demoCommand(sub, print);
    else if (command === "discord")
      throw new UserError("The discord command waits for replies: run it through runCliAsync.");
    else throw new UserError(`Unknown command "${command}".\n${USAGE}`);
    return 0;
  } catch (e) {
    return reportFailure(e);
  }
}

/** Bad input: its message, exit code 2. Anything else: a reference, exit code 1. */
function reportFailure(e: unknown): number {
  if (e instanceof UserError) {
    console.error(e.message);
    return 2;
  }
  const ref = Date.now().toString(36);
  console.error(`Internal error (reference ${ref}): ${(e as Error).message}`);
  if (process.env.DEBUG) console.error(e);
  return 1;
}

/** runCli, plus the commands that wait for something (`discord`, the bot's local mode). */
export async function runCliAsync(argv: string[], print: (s: string) => void = console.log): Promise<number> {
  if (argv[0] !== "discord") return runCli(argv, print);
  try {
    const args = parseArgs(argv.slice(1), SWITCHES);
    await discordCommand(args, print, COMMANDS);
    return 0;
  } catch (e) {
    return reportFailure(e);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop()!)) {
  endQuietlyWhenOutputCloses();
  const pool = attachCardStore();
  if (pool.kind === "unreadable") console.error(describePool(pool));
  void runCliAsync(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
