/**
 * The bot as a process: cold start of the built bot `npm start` runs (dist/bot/main.mjs, HTTP
 * transport; built first, and the build timed on its own) until /health answers,
 * its resident memory with the full card pool in its store, and the interactions endpoint under
 * a bounded load of signed /card and /resolve requests from this process over 127.0.0.1, then a
 * burst of 200 signed /resolve sent at once (the slowest acknowledgement is what Discord's 3 s
 * limit is about); resident memory after all of it.
 * Follow-up messages go to a small stand-in REST API here that accepts everything.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importFile } from "../src/cards/sync.ts";
import { commandPayload } from "../test/bot/fake-discord/payloads.ts";
import { round } from "./stats.ts";

/** The 4,388-card pool beside the repository; BENCH_CARD_POOL names another file (a worktree's). */
const POOL =
  process.env.BENCH_CARD_POOL ?? new URL("../../shared/data/digimon/cards.json", import.meta.url).pathname;

export interface LoadFigures {
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  statuses: Record<string, number>;
}

/** 200 signed /resolve sent at once: how long the slowest acknowledgement took. */
export interface BurstFigures {
  requests: number;
  ack_max_ms: number;
  ack_p50_ms: number;
  statuses: Record<string, number>;
  /** Follow-up replies the bot sent for the burst once its backlog was done, and those with the PNG. */
  replies_completed: number;
  replies_with_png: number;
}

export interface BotFigures {
  pool: number;
  build_ms: number;
  cold_start_ms: number;
  rss_mb_ready: number;
  /** After the /card load alone: the work threads have not started yet. */
  rss_mb_after_card_load: number;
  rss_mb_after_load: number;
  card: LoadFigures;
  burst: BurstFigures;
  /** With the follow-up replies the bot sent for them, once its backlog was done. */
  resolve: LoadFigures & {
    replies_completed: number;
    replies_with_png: number;
    replies_per_second: number;
    pngs_per_second: number;
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024, 1);
}

/** Follow-up replies the stand-in REST API received, and how many carried a file (the PNG). */
interface Followups {
  replies: number;
  withFile: number;
  lastAt: number;
}

async function standInRest(): Promise<{ server: Server; seen: Followups }> {
  const seen: Followups = { replies: 0, withFile: 0, lastAt: 0 };
  const server = createServer((req, res) => {
    const isReply = req.method === "PATCH" || req.method === "POST";
    const withFile = (req.headers["content-type"] ?? "").startsWith("multipart/form-data");
    req.resume();
    req.on("end", () => {
      if (isReply) {
        seen.replies += 1;
        if (withFile) seen.withFile += 1;
        seen.lastAt = performance.now();
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "1", channel_id: "1", content: "", embeds: [], attachments: [] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, seen };
}

/**
 * Waits until the bot's work threads hold no job (its /health says so) and no follow-up has
 * arrived for `quietMs`: the bot has finished its backlog. At most `limitMs`.
 */
async function drained(seen: Followups, base: string, quietMs: number, limitMs: number): Promise<void> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    await new Promise((r) => setTimeout(r, 100));
    const health = (await (await fetch(`${base}/health`)).json()) as { workers?: { jobs?: number } };
    const quiet = performance.now() - Math.max(seen.lastAt, t0) >= quietMs;
    if ((health.workers?.jobs ?? 0) === 0 && quiet) return;
  }
}

async function waitHealthy(url: string, child: ChildProcess, limitMs: number): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if (child.exitCode !== null) throw new Error(`the bot exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`the bot was not ready within ${limitMs} ms`);
}

async function load(
  base: string,
  bodies: () => { body: string; headers: Record<string, string> },
  seconds: number,
  workers = 16,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const { body, headers } = bodies();
        const t0 = performance.now();
        const res = await fetch(`${base}/interactions`, { method: "POST", body, headers });
        const json = (await res.json()) as { type?: number };
        latencies.push(performance.now() - t0);
        const key = `${res.status}/type${json.type ?? "?"}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: round(latencies.length / seconds, 0),
    p50_ms: round(at(0.5)),
    p99_ms: round(at(0.99)),
    statuses,
  };
}

/** Sends `n` requests at once (each its own connection) and times each until its response. */
async function burst(
  base: string,
  n: number,
  bodies: () => { body: string; headers: Record<string, string> },
): Promise<Omit<BurstFigures, "replies_completed" | "replies_with_png">> {
  const prepared = Array.from({ length: n }, bodies);
  const statuses: Record<string, number> = {};
  const latencies = await Promise.all(
    prepared.map(async ({ body, headers }) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/interactions`, { method: "POST", body, headers });
      const json = (await res.json()) as { type?: number };
      const ms = performance.now() - t0;
      const key = `${res.status}/type${json.type ?? "?"}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      return ms;
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: n,
    ack_max_ms: round(latencies.at(-1) ?? 0),
    ack_p50_ms: round(latencies[Math.floor(n / 2)] ?? 0),
    statuses,
  };
}

export async function benchBot(seconds = 3): Promise<BotFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-bot-"));
  const pool = existsSync(POOL) ? importFile(dataDir, POOL).imported : 0;
  const keys = generateKeyPairSync("ed25519");
  const publicKey = keys.publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex");
  const { server: rest, seen } = await standInRest();
  const port = 20000 + Math.floor(Math.random() * 20000);
  const b0 = performance.now();
  execFileSync("npm", ["run", "build", "--silent"], { stdio: "ignore", timeout: 120_000 });
  const buildMs = performance.now() - b0;
  // Exactly what `npm start` runs after its build: its environment settings and node flags.
  const startWords = (
    JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }
  ).scripts.start.split(/\s+/);
  const startEnv: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(startWords[0] ?? "")) {
    const [name, value] = startWords.shift()!.split("=", 2) as [string, string];
    startEnv[name] = value;
  }
  const [, ...startArgs] = startWords;
  const t0 = performance.now();
  const child = spawn(process.execPath, startArgs, {
    env: {
      ...process.env,
      ...startEnv,
      BOT_TRANSPORT: "http",
      DISCORD_PUBLIC_KEY: publicKey,
      DISCORD_APPLICATION_ID: "100000000000000001",
      DISCORD_API_URL: `http://127.0.0.1:${(rest.address() as AddressInfo).port}/api`,
      HTTP_HOST: "127.0.0.1",
      HTTP_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    },
    // The child's log lines would drown the figures; errors are counted from the responses instead.
    stdio: ["ignore", "ignore", "ignore"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(`${base}/health`, child, 20_000);
    const coldStart = performance.now() - t0;
    const rssReady = rssMb(child.pid!);
    let user = 0;
    const signed = (payload: unknown) => {
      const body = JSON.stringify(payload);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = sign(null, Buffer.from(timestamp + body), keys.privateKey).toString("hex");
      return {
        body,
        headers: {
          "content-type": "application/json",
          "x-signature-ed25519": signature,
          "x-signature-timestamp": timestamp,
        },
      };
    };
    // Many users, so the per-user rate limit measures nothing here.
    const asUser = () => ({
      id: String(600000000000000000n + BigInt(++user)),
      username: `u${user}`,
      global_name: `U${user}`,
    });
    // Every /resolve is a board of its own (another deck or security count), so each picture is
    // drawn, never taken from the cache.
    let variant = 0;
    const attackBoard = (k: number) =>
      `A: BT4-048[BT2-021] ST3-07[ST3-04] BT4-097, security ${1 + (k % 5)}, deck ${3 + (Math.floor(k / 5) % 40)}, memory ${Math.floor(k / 200) % 11} | B: BT2-070, deck 3`;
    const queries = ["wargreymon", "BT2-070", "tapirmn", "kari", "omnimon alter"];
    const card = await load(
      base,
      () =>
        signed(commandPayload("card", [{ name: "query", value: queries[user % queries.length]! }], asUser())),
      seconds,
    );
    await drained(seen, base, 1000, 15_000);
    const rssAfterCards = rssMb(child.pid!);
    const before = { ...seen };
    const resolveStart = performance.now();
    const resolve = await load(
      base,
      () =>
        signed(
          commandPayload(
            "resolve",
            [
              { name: "game", value: "digimon" },
              {
                name: "board",
                value: attackBoard(variant++),
              },
              { name: "action", value: "A attacks with BT4-048" },
            ],
            asUser(),
          ),
        ),
      seconds,
    );
    await drained(seen, base, 2000, 120_000);
    const replies = seen.replies - before.replies;
    const withPng = seen.withFile - before.withFile;
    const finishedIn = (seen.lastAt - resolveStart) / 1000;
    const beforeBurst = { ...seen };
    const burstFigures = await burst(base, 200, () =>
      signed(
        commandPayload(
          "resolve",
          [
            { name: "game", value: "digimon" },
            {
              name: "board",
              value: attackBoard(variant++),
            },
            { name: "action", value: "A attacks with BT4-048" },
          ],
          asUser(),
        ),
      ),
    );
    await drained(seen, base, 2000, 120_000);
    return {
      pool,
      build_ms: round(buildMs, 0),
      cold_start_ms: round(coldStart, 0),
      rss_mb_ready: rssReady,
      rss_mb_after_card_load: rssAfterCards,
      rss_mb_after_load: rssMb(child.pid!),
      card,
      burst: {
        ...burstFigures,
        replies_completed: seen.replies - beforeBurst.replies,
        replies_with_png: seen.withFile - beforeBurst.withFile,
      },
      resolve: {
        ...resolve,
        replies_completed: replies,
        replies_with_png: withPng,
        replies_per_second: round(replies / Math.max(finishedIn, seconds), 0),
        pngs_per_second: round(withPng / Math.max(finishedIn, seconds), 0),
      },
    };
  } finally {
    child.kill("SIGTERM");
    rest.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("bot.ts")) console.log(JSON.stringify(await benchBot(), null, 2));
