/**
 * Component state, replay ids and rate limits in a real redis-server started for this file (on
 * a free loopback port, without persistence). Without the binary the suite fails with a message
 * saying how to install it, rather than passing without having run.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../../src/bot/main.ts";
import { z } from "zod";
import { silentLogger } from "../../../src/bot/log.ts";
import { type SharedState, SharedStateError, redisState } from "../../../src/bot/shared-state/index.ts";
import { STATE_ID } from "../../../src/bot/component-state.ts";
import { REDIS_ABSENT, type RedisServer, redisAvailable, startRedis } from "./redis-server.ts";

const schema = z.object({ board: z.string(), page: z.number() });
let server: RedisServer | undefined;
let a: SharedState;
let b: SharedState;

beforeAll(async () => {
  if (!redisAvailable()) throw new Error(REDIS_ABSENT);
  server = await startRedis();
  // Two processes' worth of state: two connections, one server, one key prefix per test run.
  const keyPrefix = `test-${process.pid}:`;
  a = await redisState(server.url, 60_000, silentLogger, { keyPrefix });
  b = await redisState(server.url, 60_000, silentLogger, { keyPrefix });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await server?.stop();
});

describe("Redis shared state", () => {
  it("component state written by one connection is read by another, and checked like the file store", async () => {
    const id = await a.componentState.put("view", { board: "A: TST-001", page: 2 });
    expect(id).toMatch(STATE_ID);
    expect(await b.componentState.get("view", id, schema)).toEqual({ board: "A: TST-001", page: 2 });
    expect(await b.componentState.get("other", id, schema)).toBeUndefined();
    expect(await b.componentState.get("view", id, z.object({ missing: z.string() }))).toBeUndefined();
    expect(await b.componentState.get("view", "../../etc/pa", schema)).toBeUndefined();
    await b.componentState.put("view", { board: "A: TST-002", page: 0 }, id);
    expect(await a.componentState.get("view", id, schema)).toEqual({ board: "A: TST-002", page: 0 });
    await expect(a.componentState.put("view", {}, "../escape00")).rejects.toThrow(/Bad state id/);
  });

  it("entries expire after their ttl", async () => {
    const short = await redisState(server!.url, 150, silentLogger, { keyPrefix: `ttl-${process.pid}:` });
    try {
      const id = await short.componentState.put("view", { board: "x", page: 0 });
      expect(await short.componentState.get("view", id, schema)).toBeDefined();
      await new Promise((r) => setTimeout(r, 300));
      expect(await short.componentState.get("view", id, schema)).toBeUndefined();
    } finally {
      await short.close();
    }
  });

  it("an interaction id is accepted once across connections, until its window passes", async () => {
    const id = `9${Date.now()}`;
    const results = await Promise.all([a.replays.firstTime(id, 200), b.replays.firstTime(id, 200)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await a.replays.firstTime(id, 200)).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(await b.replays.firstTime(id, 200)).toBe(true);
  });

  it("one rate limit for a user across connections, refilled over the window", async () => {
    const la = a.limiter("commands", 3, 600);
    const lb = b.limiter("commands", 3, 600);
    const verdicts = [await la.take("u1"), await lb.take("u1"), await la.take("u1"), await lb.take("u1")];
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, false]);
    const last = verdicts[3]!;
    expect(last.ok ? 0 : last.retryAfterMs).toBeGreaterThan(0);
    expect(last.ok ? 0 : last.retryAfterMs).toBeLessThanOrEqual(200);
    // Another user and another limiter name have their own buckets.
    expect((await lb.take("u2")).ok).toBe(true);
    expect((await b.limiter("autocomplete", 3, 600).take("u1")).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect((await la.take("u1")).ok).toBe(true);
  });

  it("an unreachable Redis is a one-line error naming REDIS_URL without its password", async () => {
    const err = await redisState("redis://:hunter2@127.0.0.1:1", 1000, silentLogger).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SharedStateError);
    expect((err as Error).message).toMatch(
      /Cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1.*REDIS_URL/,
    );
    expect((err as Error).message).not.toContain("hunter2");
  });

  it("the bot does not start on an unreachable REDIS_URL: one line, exit 1", async () => {
    const err: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((m: unknown) => void err.push(String(m)));
    try {
      const code = await main({
        BOT_TRANSPORT: "http",
        DISCORD_PUBLIC_KEY: "a".repeat(64),
        DATA_DIR: "/nonexistent-data-dir",
        REDIS_URL: "redis://:s3cret@127.0.0.1:1",
        LOG_LEVEL: "error",
      });
      expect(code).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^Cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
    expect(err[0]).not.toContain("s3cret");
  });
});
