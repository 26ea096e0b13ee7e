/**
 * `npm start` runs the bundle `npm run build` writes to dist/: built here, started as its own
 * process over the HTTP transport, and sent a really signed /resolve whose reply must reach the
 * stand-in REST API with its PNG, so the bundle finds its PNG worker, fonts and scenarios.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandPayload } from "./fake-discord/payloads.ts";
import { FakeDiscord } from "./fake-discord/server.ts";
import { defaultWorkThreads } from "../../src/bot/work-thread-count.ts";
import { PNG_SIGNATURE, WARGREYMON_BOARD } from "./harness.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");
const keys = generateKeyPairSync("ed25519");
const publicKeyHex = keys.publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex");

let fake: FakeDiscord;
let bot: ChildProcess;
let base: string;
const output: string[] = [];

async function healthy(url: string, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (bot.exitCode !== null) throw new Error(`the bundled bot exited: ${output.join("")}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the bundled bot did not answer /health: ${output.join("")}`);
}

beforeAll(async () => {
  execFileSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: "pipe", timeout: 60_000 });
  fake = await FakeDiscord.start();
  const port = 21000 + Math.floor(Math.random() * 20000);
  bot = spawn(process.execPath, ["dist/bot/start.mjs"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      DOTENV_CONFIG_PATH: "/nonexistent/.env",
      BOT_TRANSPORT: "http",
      DISCORD_PUBLIC_KEY: publicKeyHex,
      DISCORD_APPLICATION_ID: "100000000000000042",
      DISCORD_API_URL: fake.apiUrl,
      HTTP_HOST: "127.0.0.1",
      HTTP_PORT: String(port),
      DATA_DIR: "/nonexistent-data-dir",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  bot.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  bot.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  base = `http://127.0.0.1:${port}`;
  await healthy(`${base}/health`, 20_000);
}, 60_000);

afterAll(async () => {
  bot?.kill("SIGTERM");
  await fake?.close();
});

describe("the bundled bot (npm run build, npm start)", () => {
  it("builds every entry point npm start and npm run start:sharded use", () => {
    for (const f of [
      "dist/bot/start.mjs",
      "dist/bot/main.mjs",
      "dist/bot/shard.mjs",
      "dist/bot/work-worker.mjs",
    ])
      expect(existsSync(resolve(ROOT, f)), f).toBe(true);
  });

  it("loads the canvas library only after the entry has set the allocator's options", () => {
    // Everything start.mjs imports statically runs before its own code: none of it may load the canvas.
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toMatch(/from\s*["']@napi-rs\/canvas["']/);
      for (const m of code.matchAll(/^import[^;]*?from\s*["'](\.{1,2}\/[^"']+)["']/gm))
        visit(resolve(dirname(file), m[1]!));
    };
    visit(resolve(ROOT, "dist/bot/start.mjs"));
    expect(seen.size).toBeGreaterThan(0);
    expect(readFileSync(resolve(ROOT, "dist/bot/start.mjs"), "utf8")).toContain("MIMALLOC_ALLOW_THP");
  });

  it("answers a signed /resolve and delivers the breakdown with its PNG", async () => {
    const body = JSON.stringify(
      commandPayload("resolve", [
        { name: "game", value: "digimon" },
        { name: "board", value: WARGREYMON_BOARD },
        { name: "action", value: "A attacks with BT4-048" },
      ]),
    );
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await fetch(`${base}/interactions`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-signature-ed25519": sign(null, Buffer.from(timestamp + body), keys.privateKey).toString("hex"),
        "x-signature-timestamp": timestamp,
      },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { type: number }).type).toBe(5);
    const edit = await fake.waitFor(
      (r) => r.method === "PATCH" && r.path.endsWith("/messages/@original"),
      15_000,
    );
    const png = edit.parts?.find((p) => p.filename?.endsWith(".png"));
    expect(png?.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(JSON.stringify(edit.json)).toContain("WarGreymon");
    // Resolved and drawn by the bundled work threads, not by the in-process fallback.
    const health = (await (await fetch(`${base}/health`)).json()) as {
      workers: { threads: number; running: number; broken: boolean };
    };
    expect(health.workers).toMatchObject({ threads: defaultWorkThreads(), broken: false });
    expect(health.workers.running).toBeGreaterThanOrEqual(1);
  }, 30_000);
});
