/**
 * `npm run start:sharded`: discord.js's ShardingManager runs the gateway bot in one process
 * per shard (BOT_SHARDS=auto asks Discord how many it recommends). Each shard process is the
 * bot's entry (start.ts: the bundle in dist/ after `npm run build`, or through tsx when this file
 * runs from source), forced to the gateway transport.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Routes, ShardingManager } from "discord.js";
import { type Config, loadConfig } from "./config.ts";
import { configOrExitCode } from "./config-or-exit.ts";
import { createRest } from "./deliver.ts";
import { type Logger, createLogger, describeError } from "./log.ts";
import { PROJECT_ROOT } from "../paths.ts";
import { setProcessAllocatorOptions } from "./process-allocator-options.ts";

const FROM_SOURCE = import.meta.url.endsWith(".ts");
export const SHARD_FILE = FROM_SOURCE
  ? fileURLToPath(new URL("./start.ts", import.meta.url))
  : join(PROJECT_ROOT, "dist", "bot", "start.mjs");

/** The shard count: BOT_SHARDS, or what GET /gateway/bot recommends (through DISCORD_API_URL too). */
export async function shardCount(cfg: Config): Promise<number> {
  if (cfg.shards !== "auto") return cfg.shards;
  const rest = createRest({ token: cfg.token, apiUrl: cfg.apiUrl });
  const info = (await rest.get(Routes.gatewayBot())) as { shards?: number };
  return Math.max(1, info.shards ?? 1);
}

export function createShardManager(cfg: Config, totalShards: number, log: Logger): ShardingManager {
  // The shard processes inherit this environment: the C allocator's options npm start sets too.
  setProcessAllocatorOptions();
  const manager = new ShardingManager(SHARD_FILE, {
    token: cfg.token,
    totalShards,
    mode: "process",
    respawn: true,
    // The node flags npm start uses too: a smaller young generation, and one V8 helper thread
    // (each helper thread's malloc arena and collection buffers stay resident), keep the memory lower.
    execArgv: FROM_SOURCE
      ? ["--import", import.meta.resolve("tsx"), "--v8-pool-size=1"]
      : ["--max-semi-space-size=2", "--v8-pool-size=1"],
  });
  manager.on("shardCreate", (shard) => {
    log.info("shard started", { shard: shard.id, of: totalShards });
    shard.on("death", () => log.warn("shard process exited", { shard: shard.id }));
  });
  return manager;
}

async function run(): Promise<number> {
  const cfg = configOrExitCode(() => loadConfig("shards"));
  if (typeof cfg === "number") return cfg;
  const log = createLogger({ level: cfg.logLevel, secrets: [cfg.token] });
  try {
    const total = await shardCount(cfg);
    const manager = createShardManager(cfg, total, log);
    await manager.spawn({ timeout: 60_000 });
    log.info("all shards ready", { shards: total });
    return 0;
  } catch (e) {
    log.error("could not start the shards", describeError(e));
    return 1;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop()!)) {
  run().then((code) => (process.exitCode = code));
}
