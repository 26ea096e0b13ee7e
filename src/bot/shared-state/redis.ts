/**
 * Shared state in Redis (REDIS_URL), for several bot processes behind a load balancer: component
 * state (one key per message, expiring with the same ttl as the component-state file), interaction ids
 * for replay protection (SET NX with the window as expiry) and the per-user token buckets (one
 * small hash per user, updated atomically by a Lua script on Redis's clock, so every process
 * agrees on the time).
 */
import { Redis } from "ioredis";
import type { z } from "zod";
import type { Limiter, Verdict } from "../rate-limit.ts";
import type { ReplayGuard } from "../replay.ts";
import { STATE_ID, type ComponentState, newStateId } from "../component-state.ts";

/** Every key the bot writes starts with this (several bots may share one Redis). */
export const KEY_PREFIX = "ruling-bot:";

/** Redis answers within this or the command fails (the user gets a polite error, nothing hangs). */
const COMMAND_TIMEOUT_MS = 2000;

export function connectRedis(url: string, opts: { keyPrefix?: string } = {}): Redis {
  return new Redis(url, {
    keyPrefix: opts.keyPrefix ?? KEY_PREFIX,
    connectTimeout: 5000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 2,
    // main connects (and checks with PING) before the bot takes interactions.
    lazyConnect: true,
  });
}

interface Entry {
  kind: string;
  data: unknown;
}

export class RedisComponentState implements ComponentState {
  constructor(
    private readonly redis: Redis,
    readonly ttlMs: number,
  ) {}

  async put(kind: string, data: unknown, id: string = newStateId()): Promise<string> {
    if (!STATE_ID.test(id)) throw new Error(`Bad state id ${JSON.stringify(id)}`);
    const entry: Entry = { kind, data };
    await this.redis.set(`state:${id}`, JSON.stringify(entry), "PX", this.ttlMs);
    return id;
  }

  async get<T>(kind: string, id: string, schema: z.ZodType<T>): Promise<T | undefined> {
    if (!STATE_ID.test(id)) return undefined;
    const raw = await this.redis.get(`state:${id}`);
    if (raw === null) return undefined;
    let entry: Partial<Entry>;
    try {
      entry = JSON.parse(raw) as Partial<Entry>;
    } catch {
      return undefined;
    }
    if (entry.kind !== kind) return undefined;
    const parsed = schema.safeParse(entry.data);
    return parsed.success ? parsed.data : undefined;
  }
}

export class RedisReplayGuard implements ReplayGuard {
  constructor(private readonly redis: Redis) {}

  async firstTime(id: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(`seen:${id}`, "1", "PX", ttlMs, "NX")) === "OK";
  }
}

/** The token bucket of rate-limit.ts, kept in a hash and refilled on Redis's clock. */
const TAKE = `
local burst = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or burst
local at = tonumber(b[2]) or now
local perMs = burst / window
tokens = math.min(burst, tokens + math.max(0, now - at) * perMs)
local wait = 0
if tokens >= cost then tokens = tokens - cost else wait = math.ceil((cost - tokens) / perMs) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], window)
return wait
`;

export class RedisRateLimiter implements Limiter {
  constructor(
    private readonly redis: Redis,
    /** Separates the command and autocomplete buckets. */
    private readonly name: string,
    readonly burst: number,
    readonly windowMs: number,
  ) {}

  async take(key: string, cost = 1): Promise<Verdict> {
    const wait = Number(
      await this.redis.eval(TAKE, 1, `rate:${this.name}:${key}`, this.burst, this.windowMs, cost),
    );
    return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
  }
}
