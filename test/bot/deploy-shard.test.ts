/** deploy-commands against the stand-in, and the sharded start spawning real shard processes. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../src/bot/config.ts";
import { deployCommands } from "../../src/bot/deploy-commands.ts";
import { APP_ID, FAKE_TOKEN, FakeDiscord } from "./fake-discord/server.ts";
import { GUILD_ID } from "./fake-discord/payloads.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");
let fake: FakeDiscord;

beforeAll(async () => {
  fake = await FakeDiscord.start({ shards: 1 });
});
afterAll(async () => fake?.close());

interface CommandJson {
  name: string;
  description: string;
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
  options?: {
    name: string;
    description: string;
    name_localizations?: Record<string, string>;
    description_localizations?: Record<string, string>;
    autocomplete?: boolean;
    max_length?: number;
    required?: boolean;
  }[];
}

describe("deploy-commands", () => {
  it("registers the six commands for one server when DISCORD_GUILD_ID is set, with Japanese names", async () => {
    const cfg = parseConfig({
      DISCORD_TOKEN: FAKE_TOKEN,
      DISCORD_APPLICATION_ID: APP_ID,
      DISCORD_GUILD_ID: GUILD_ID,
      DISCORD_API_URL: fake.apiUrl,
    });
    const { count } = await deployCommands(cfg);
    expect(count).toBe(6);
    const put = await fake.waitFor((r) => r.method === "PUT");
    expect(put.path).toBe(`/api/v10/applications/${APP_ID}/guilds/${GUILD_ID}/commands`);
    expect(put.headers.authorization).toBe(`Bot ${FAKE_TOKEN}`);
    const commands = put.json as CommandJson[];
    expect(commands.map((c) => c.name)).toEqual(["resolve", "scenario", "card", "rulings", "rule", "help"]);
    for (const c of commands) {
      expect(c.description.length).toBeLessThanOrEqual(100);
      expect(c.name_localizations?.ja).toMatch(/^[\p{L}\p{N}_-]{1,32}$/u);
      expect(c.description_localizations?.ja?.length).toBeGreaterThan(0);
      for (const o of c.options ?? []) {
        expect(o.description.length).toBeLessThanOrEqual(100);
        expect(o.name_localizations?.ja).toBeDefined();
        expect(o.description_localizations!.ja!.length).toBeLessThanOrEqual(100);
      }
    }
    const resolveCmd = commands[0]!;
    expect(resolveCmd.options!.map((o) => o.name)).toEqual([
      "game",
      "board",
      "action",
      "choices",
      "cards",
      "edition",
      "explore",
      "public",
    ]);
    expect(resolveCmd.options!.find((o) => o.name === "board")).toMatchObject({
      max_length: 4000,
      autocomplete: true,
    });
    expect(commands.every((c) => (c.options ?? []).some((o) => o.autocomplete))).toBe(true);
  });

  it("registers globally without a guild id", async () => {
    const from = fake.requests.length;
    await deployCommands(
      parseConfig({
        DISCORD_TOKEN: FAKE_TOKEN,
        DISCORD_APPLICATION_ID: APP_ID,
        DISCORD_API_URL: fake.apiUrl,
      }),
    );
    const put = await fake.waitFor((r) => r.method === "PUT", 5000, from);
    expect(put.path).toBe(`/api/v10/applications/${APP_ID}/commands`);
  });
});

describe("start:sharded", () => {
  let child: ChildProcess | undefined;
  let dataDir: string;

  afterAll(() => {
    // The manager and its shard processes share a process group: end that group only.
    if (child?.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks the stand-in how many shards, spawns them, and each identifies with its shard", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "shards-"));
    const mark = fake.received.length;
    let output = "";
    child = spawn(process.execPath, ["--import", "tsx", "src/bot/shard.ts"], {
      cwd: ROOT,
      detached: true,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DOTENV_CONFIG_PATH: "/nonexistent/.env",
        DISCORD_TOKEN: FAKE_TOKEN,
        DISCORD_API_URL: fake.apiUrl,
        DATA_DIR: dataDir,
        BOT_SHARDS: "auto",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
    const identify = await fake.waitForFrame((f) => f.op === 2, 25_000, mark);
    expect((identify.d as { shard: number[] }).shard).toEqual([0, 1]);
    expect(fake.requests.some((r) => r.path === "/api/v10/gateway/bot")).toBe(true);
    const deadline = Date.now() + 10_000;
    while (!/all shards ready/.test(output) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(output).toMatch(/shard started/);
    expect(output).toMatch(/all shards ready/);
    expect(output).not.toContain(FAKE_TOKEN);
  }, 40_000);
});
