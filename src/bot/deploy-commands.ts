/**
 * `npm run deploy-commands`: registers the slash commands through the REST API, for one server
 * when DISCORD_GUILD_ID is set (instant, for testing) or globally (may take up to an hour to
 * reach every server). `--global` forces global registration even when a guild id is set.
 *
 * An entry script, so a composition root like main.ts: it reads the command list itself.
 */
import { Routes } from "discord.js";
import { commandDefinitions } from "../../commands/index.ts";
import { type Config, loadConfig } from "./config.ts";
import { configOrExitCode } from "./config-or-exit.ts";
import { createRest } from "./deliver.ts";
import { createLogger, describeError } from "./log.ts";

export async function deployCommands(
  cfg: Config,
  opts: { global?: boolean } = {},
): Promise<{ route: string; count: number }> {
  const rest = createRest({ token: cfg.token, apiUrl: cfg.apiUrl });
  const body = commandDefinitions();
  const route =
    cfg.guildId && !opts.global
      ? Routes.applicationGuildCommands(cfg.applicationId!, cfg.guildId)
      : Routes.applicationCommands(cfg.applicationId!);
  const result = (await rest.put(route, { body })) as unknown[];
  return { route, count: Array.isArray(result) ? result.length : body.length };
}

async function run(): Promise<number> {
  const cfg = configOrExitCode(() => loadConfig("deploy"));
  if (typeof cfg === "number") return cfg;
  const log = createLogger({ level: cfg.logLevel, secrets: [cfg.token] });
  const global = process.argv.includes("--global");
  try {
    const { count } = await deployCommands(cfg, { global });
    log.info(
      cfg.guildId && !global
        ? `registered ${count} commands for server ${cfg.guildId} (available at once)`
        : `registered ${count} commands globally (Discord may take up to an hour to show them everywhere)`,
    );
    return 0;
  } catch (e) {
    log.error("could not register the commands", describeError(e));
    return 1;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop()!)) {
  run().then((code) => (process.exitCode = code));
}
