/**
 * Scale-out: two real bot processes (HTTP transport, each with its own DATA_DIR) share one
 * redis-server. A button on a message one process sent is answered by the other, and an
 * interaction one handled is refused as a replay by the other.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buttonPayload, commandPayload } from "../fake-discord/payloads.ts";
import { FakeDiscord } from "../fake-discord/server.ts";
import { WARGREYMON_BOARD } from "../harness.ts";
import { REDIS_ABSENT, type RedisServer, redisAvailable, startRedis } from "./redis-server.ts";

const ROOT = resolve(import.meta.dirname, "..", "..", "..");
const keys = generateKeyPairSync("ed25519");
const publicKeyHex = keys.publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex");

interface Bot {
  child: ChildProcess;
  base: string;
  dataDir: string;
  output: () => string;
}

let redis: RedisServer | undefined;
let fake: FakeDiscord;
const bots: Bot[] = [];

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

async function startBot(redisUrl: string): Promise<Bot> {
  const dataDir = mkdtempSync(join(tmpdir(), "scale-out-"));
  const port = await freePort();
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/bot/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DOTENV_CONFIG_PATH: "/nonexistent/.env",
      BOT_TRANSPORT: "http",
      DISCORD_PUBLIC_KEY: publicKeyHex,
      HTTP_HOST: "127.0.0.1",
      HTTP_PORT: String(port),
      DISCORD_API_URL: fake.apiUrl,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const deadline = Date.now() + 45_000;
  while (!/interactions endpoint listening/.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The bot process did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const bot = { child, base: `http://127.0.0.1:${port}`, dataDir, output: () => out };
  bots.push(bot);
  return bot;
}

function post(bot: Bot, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const timestamp = String(Math.floor(Date.now() / 1000));
  return fetch(`${bot.base}/interactions`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: {
      "content-type": "application/json",
      "x-signature-ed25519": sign(
        null,
        Buffer.concat([Buffer.from(timestamp), body]),
        keys.privateKey,
      ).toString("hex"),
      "x-signature-timestamp": timestamp,
    },
  });
}

beforeAll(async () => {
  if (!redisAvailable()) throw new Error(REDIS_ABSENT);
  redis = await startRedis();
  fake = await FakeDiscord.start();
}, 30_000);

afterAll(async () => {
  for (const b of bots) {
    if (b.child.exitCode === null) {
      const exited = new Promise((r) => b.child.once("exit", r));
      b.child.kill("SIGTERM");
      await exited;
    }
    rmSync(b.dataDir, { recursive: true, force: true });
  }
  await fake?.close();
  await redis?.stop();
});

describe("two bot processes sharing one Redis", () => {
  it("accept each other's buttons and refuse each other's replays", async () => {
    const [a, b] = await Promise.all([startBot(redis!.url), startBot(redis!.url)]);
    const command = commandPayload("resolve", [
      { name: "game", value: "digimon" },
      { name: "board", value: WARGREYMON_BOARD },
      { name: "action", value: "A attacks with BT4-048" },
    ]);
    const from = fake.requests.length;
    const first = await post(a!, command);
    expect(first.status).toBe(200);
    const edit = await fake.waitFor(
      (r) => r.method === "PATCH" && r.path.includes(command.token),
      15_000,
      from,
    );
    const rows = (edit.json as { components: { components: { custom_id?: string }[] }[] }).components;
    const ids = rows.flatMap((r) => r.components.map((c) => c.custom_id ?? ""));
    const next = ids.find((id) => /^rv:[a-z0-9]{10}:next:/.test(id));
    expect(next, `a page button among ${ids.join(", ")}`).toBeDefined();

    // Process B never saw this message: the state can only come from Redis.
    const press = await post(b!, buttonPayload(next!));
    expect(press.status).toBe(200);
    const pressed = (await press.json()) as {
      type: number;
      data: { embeds?: { footer?: { text: string } }[] };
    };
    expect(pressed.type).toBe(7);
    expect(pressed.data.embeds?.[0]?.footer?.text).toMatch(/page 2\//);
    expect(existsSync(join(b!.dataDir, "components"))).toBe(false);
    expect(existsSync(join(a!.dataDir, "components"))).toBe(false);

    // The command A handled is a replay for B.
    const replay = await post(b!, command);
    expect(replay.status).toBe(409);
    expect(b!.output()).toMatch(/shared state in redis/);
  }, 120_000);
});
