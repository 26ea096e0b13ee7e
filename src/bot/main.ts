/**
 * `npm start`: the bot over the transport BOT_TRANSPORT names (gateway by default, or http).
 * A shard process spawned by `npm run start:sharded` always runs the gateway.
 *
 * The composition root: the only file that hands the slash commands (commands/) to the bot.
 */
import { COMMANDS } from "../../commands/index.ts";
import { parseConfig, readEnv, requireFor } from "./config.ts";
import { configOrExitCode } from "./config-or-exit.ts";
import { createBot } from "./app.ts";
import { restInteractionApi } from "./deliver.ts";
import { createHttpEndpoint } from "./http.ts";
import { createLogger, describeError } from "./log.ts";
import { type SharedState, SharedStateError, redisState } from "./shared-state/index.ts";
import { closeWorkThreads, configureWorkThreads } from "./work-threads.ts";

function redisPassword(url: string | undefined): string | undefined {
  try {
    return url ? decodeURIComponent(new URL(url).password) || undefined : undefined;
  } catch {
    return undefined;
  }
}

export async function main(env = readEnv()): Promise<number> {
  const cfg = configOrExitCode(() => {
    const read = parseConfig(env);
    if (env.SHARDING_MANAGER) read.transport = "gateway";
    requireFor(read, read.transport);
    return read;
  });
  if (typeof cfg === "number") return cfg;
  const log = createLogger({ level: cfg.logLevel, secrets: [cfg.token, redisPassword(cfg.redisUrl)] });
  configureWorkThreads({ threads: cfg.workThreads });
  let redis: SharedState | undefined;
  if (cfg.redisUrl) {
    try {
      redis = await redisState(cfg.redisUrl, cfg.componentTtlHours * 3600 * 1000, log);
    } catch (e) {
      if (!(e instanceof SharedStateError)) throw e;
      console.error(e.message);
      return 1;
    }
  }
  const { router, shared } = createBot(cfg, log, COMMANDS, redis);
  let stop: () => Promise<void>;
  if (cfg.transport === "gateway") {
    // discord.js's client is loaded only for the gateway: the HTTP transport starts faster without it.
    const { createGatewayBot } = await import("./gateway.ts");
    const bot = createGatewayBot({
      token: cfg.token!,
      apiUrl: cfg.apiUrl,
      router,
      log,
      replays: shared.replays,
    });
    try {
      await bot.start();
    } catch (e) {
      log.error("could not connect to Discord", describeError(e));
      await bot.client.destroy();
      await shared.close();
      return 1;
    }
    stop = () => bot.stop().finally(() => Promise.all([shared.close(), closeWorkThreads()]));
  } else {
    const endpoint = createHttpEndpoint({
      publicKey: cfg.publicKey!,
      router,
      api: restInteractionApi({ apiUrl: cfg.apiUrl, log }),
      log,
      replays: shared.replays,
    });
    try {
      const addr = await endpoint.listen(cfg.httpPort, cfg.httpHost);
      log.info("interactions endpoint listening", {
        url: `http://${addr.address}:${addr.port}/interactions`,
        health: `http://${addr.address}:${addr.port}/health`,
      });
    } catch (e) {
      log.error(`could not listen on ${cfg.httpHost}:${cfg.httpPort}`, describeError(e));
      await shared.close();
      return 1;
    }
    stop = () => endpoint.close().finally(() => Promise.all([shared.close(), closeWorkThreads()]));
  }
  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      log.info("shutting down", { signal });
      stop().finally(resolve);
    };
    process.once("SIGINT", shutdown);
    process.once("SIGTERM", shutdown);
  });
  return 0;
}

/** Runs the bot as the process's entry: its exit code, or a one-line message on an unexpected error. */
export function runMain(): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(`The bot stopped on an unexpected error: ${describeError(e).error}`);
      process.exitCode = 1;
    },
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop()!))
  runMain();
