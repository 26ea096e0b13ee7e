/** Configuration: defaults, one clear line per problem, the no-token help, and secrets kept out. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, NO_TOKEN_HELP, parseConfig, readEnv, requireFor } from "../../src/bot/config.ts";
import { createLogger, redact } from "../../src/bot/log.ts";
import { main } from "../../src/bot/main.ts";
import { defaultWorkThreads } from "../../src/bot/work-thread-count.ts";
import { FAKE_TOKEN, FakeDiscord } from "./fake-discord/server.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");

function failure(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("has working defaults for everything optional", () => {
    const cfg = parseConfig({}, "/srv/bot");
    expect(cfg).toMatchObject({
      transport: "gateway",
      httpPort: 8787,
      httpHost: "0.0.0.0",
      dataDir: "/srv/bot/data",
      logLevel: "info",
      rateLimit: { burst: 5, windowSeconds: 10 },
      componentTtlHours: 24,
      shards: "auto",
    });
    expect(cfg.token).toBeUndefined();
  });

  it("takes the work threads from WORK_THREADS, one per core but one by default, and refuses a bad count", () => {
    expect(parseConfig({}, "/srv/bot").workThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect([1, 2, 4, 8].map((cores) => defaultWorkThreads(cores))).toEqual([1, 1, 3, 7]);
    expect(parseConfig({ WORK_THREADS: "0" }, "/srv/bot").workThreads).toBe(0);
    expect(() => parseConfig({ WORK_THREADS: "many" }, "/srv/bot")).toThrow(
      'WORK_THREADS must be a whole number from 0 to 64 (got "many")',
    );
  });

  it("treats empty values as unset and reads the rest", () => {
    const cfg = parseConfig({
      DISCORD_TOKEN: `Bot ${FAKE_TOKEN}`,
      DISCORD_GUILD_ID: "",
      BOT_TRANSPORT: "HTTP",
      HTTP_PORT: "3000",
      DISCORD_API_URL: "http://127.0.0.1:9999/api/",
      BOT_SHARDS: "4",
    });
    expect(cfg.token).toBe(FAKE_TOKEN);
    expect(cfg.guildId).toBeUndefined();
    expect(cfg.transport).toBe("http");
    expect(cfg.httpPort).toBe(3000);
    expect(cfg.apiUrl).toBe("http://127.0.0.1:9999/api");
    expect(cfg.shards).toBe(4);
  });

  it.each([
    ["HTTP_PORT", "eighty"],
    ["HTTP_PORT", "70000"],
    ["BOT_TRANSPORT", "carrier-pigeon"],
    ["DISCORD_PUBLIC_KEY", "abc"],
    ["DISCORD_APPLICATION_ID", "my-bot"],
    ["DISCORD_GUILD_ID", "12"],
    ["DISCORD_API_URL", "discord.com"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT_BURST", "0"],
    ["BOT_SHARDS", "many"],
    ["REDIS_URL", "localhost:6379"],
  ])("stops on a malformed %s with one line naming it", (name, value) => {
    const e = failure(() => parseConfig({ [name]: value }));
    expect(e.message.startsWith(`Configuration error: ${name}`)).toBe(true);
    expect(e.message).not.toContain("\n");
    expect(e.exitCode).toBe(2);
  });

  it("names a malformed token without repeating it", () => {
    const secret = "not-a-token-but-secret-anyway";
    const e = failure(() => parseConfig({ DISCORD_TOKEN: secret }));
    expect(e.message).toMatch(/^Configuration error: DISCORD_TOKEN/);
    expect(e.message).not.toContain(secret);
  });

  it("names a RULES_FILE that does not exist", () => {
    expect(failure(() => parseConfig({ RULES_FILE: "/nowhere/rules.md" })).message).toMatch(/RULES_FILE/);
  });
});

describe("requireFor", () => {
  it("explains how to get a token and how to use the local mode when there is none", () => {
    const e = failure(() => requireFor(parseConfig({}), "gateway"));
    expect(e.message).toBe(NO_TOKEN_HELP);
    expect(e.message).toMatch(/discord\.com\/developers\/applications/);
    expect(e.message).toMatch(/npm run cli -- discord/);
  });

  it("asks the HTTP transport for the public key only", () => {
    expect(failure(() => requireFor(parseConfig({}), "http")).message).toMatch(
      /DISCORD_PUBLIC_KEY is not set/,
    );
    expect(() => requireFor(parseConfig({ DISCORD_PUBLIC_KEY: "a".repeat(64) }), "http")).not.toThrow();
  });

  it("asks deploy-commands for the application id", () => {
    const cfg = parseConfig({ DISCORD_TOKEN: FAKE_TOKEN });
    expect(failure(() => requireFor(cfg, "deploy")).message).toMatch(/DISCORD_APPLICATION_ID is not set/);
  });
});

describe("readEnv", () => {
  it("reads .env under the process environment", () => {
    const dir = mkdtempSync(join(tmpdir(), "env-"));
    try {
      const file = join(dir, ".env");
      writeFileSync(file, "HTTP_PORT=1234\nLOG_LEVEL=debug\n# comment\nDATA_DIR=./here\n");
      const env = readEnv(file, { LOG_LEVEL: "warn" });
      expect(env).toMatchObject({ HTTP_PORT: "1234", LOG_LEVEL: "warn", DATA_DIR: "./here" });
      expect(readEnv(join(dir, "missing.env"), { A: "1" })).toEqual({ A: "1" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("secrets", () => {
  it("redacts the token, token-shaped strings and interaction tokens in URLs", () => {
    const lines: string[] = [];
    const log = createLogger({ secrets: ["s3cret-value"], write: (l) => lines.push(l) });
    log.error(`failed with s3cret-value in it`, { detail: `Bot ${FAKE_TOKEN}` });
    log.warn("request failed", {
      url: "https://discord.com/api/v10/webhooks/123/abcdefTOKEN/messages/@original",
    });
    const out = lines.join("\n");
    expect(out).not.toContain("s3cret-value");
    expect(out).not.toContain(FAKE_TOKEN);
    expect(out).not.toContain("abcdefTOKEN");
    expect(out).toContain("[redacted]");
    expect(redact("/interactions/1/tok/callback", [])).toBe("/interactions/1/[redacted]/callback");
  });
});

describe("npm start", () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", "src/bot/main.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DOTENV_CONFIG_PATH: "/nonexistent/.env",
        ...env,
      },
      encoding: "utf8",
      timeout: 30_000,
    });

  it("without a token says how to get one and how to use the local mode, exit code 2, no stack trace", () => {
    const r = run({});
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("No DISCORD_TOKEN is set");
    expect(r.stderr).toContain("npm run cli -- discord");
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).toBe("");
  });

  it("with a malformed variable prints one line naming it", () => {
    const r = run({ DISCORD_TOKEN: FAKE_TOKEN, HTTP_PORT: "none" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toEqual([
      'Configuration error: HTTP_PORT must be a whole number from 1 to 65535 (got "none").',
    ]);
    expect(r.stderr).not.toContain(FAKE_TOKEN);
  });
});

describe("a token Discord refuses", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stops with exit code 1 and a log line that does not contain the token", async () => {
    const fake = await FakeDiscord.start({ token: "some-other-token" });
    const dir = mkdtempSync(join(tmpdir(), "bot-main-"));
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    try {
      const code = await main({ DISCORD_TOKEN: FAKE_TOKEN, DISCORD_API_URL: fake.apiUrl, DATA_DIR: dir });
      expect(code).toBe(1);
      const out = written.join("");
      expect(out).toMatch(/could not connect to Discord/);
      expect(out).not.toContain(FAKE_TOKEN);
    } finally {
      vi.restoreAllMocks();
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
