/**
 * Where the state that must outlive one interaction lives: component state, interaction ids
 * (replays) and rate limits. Without REDIS_URL: files under DATA_DIR and this process's memory,
 * the embedded default for one machine. With it: Redis, shared by every process that names it.
 */
import type { Logger } from "../log.ts";
import { type Limiter, RateLimiter } from "../rate-limit.ts";
import { MemoryReplayGuard, type ReplayGuard } from "../replay.ts";
import { FileComponentState, type ComponentState } from "../component-state.ts";
import { RedisRateLimiter, RedisReplayGuard, RedisComponentState, connectRedis } from "./redis.ts";

export interface SharedState {
  kind: "local" | "redis";
  componentState: ComponentState;
  replays: ReplayGuard;
  limiter(name: string, burst: number, windowMs: number): Limiter;
  close(): Promise<void>;
}

export function localState(dataDir: string, ttlMs: number): SharedState {
  return {
    kind: "local",
    componentState: new FileComponentState(dataDir, ttlMs),
    replays: new MemoryReplayGuard(),
    limiter: (_name, burst, windowMs) => new RateLimiter(burst, windowMs),
    close: () => Promise.resolve(),
  };
}

/** A clear, one-line reason when Redis cannot be reached. */
export class SharedStateError extends Error {}

/** Connects and checks the server answers; the URL's password never appears in a message. */
export async function redisState(
  url: string,
  ttlMs: number,
  log: Logger,
  opts: { keyPrefix?: string } = {},
): Promise<SharedState> {
  const redis = connectRedis(url, opts);
  const where = safeUrl(url);
  redis.on("error", (e: Error) => log.warn("redis connection problem", { redis: where, error: e.message }));
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    redis.disconnect();
    throw new SharedStateError(
      `Cannot reach Redis at ${where} (REDIS_URL): ${e instanceof Error ? e.message : String(e)}. Start it, fix REDIS_URL, or leave REDIS_URL empty to keep state in DATA_DIR on this machine.`,
    );
  }
  log.info("shared state in redis", { redis: where });
  return {
    kind: "redis",
    componentState: new RedisComponentState(redis, ttlMs),
    replays: new RedisReplayGuard(redis),
    limiter: (name, burst, windowMs) => new RedisRateLimiter(redis, name, burst, windowMs),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The URL without its password, for messages and logs. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable REDIS_URL)";
  }
}
