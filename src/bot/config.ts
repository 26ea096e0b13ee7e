/**
 * Configuration from the environment and .env (dotenv), validated with zod. Whatever is wrong
 * stops the bot with one line naming the variable; a secret's value is never repeated.
 * .env.example documents every variable.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse as parseDotenv } from "dotenv";
import { z } from "zod";
import { defaultWorkThreads } from "./work-thread-count.ts";
import { LOG_LEVELS, type LogLevel } from "./log.ts";

export type Transport = "gateway" | "http";
/** What the configuration is for: each use needs different variables. */
export type ConfigUse = "gateway" | "http" | "deploy" | "shards";

export interface Config {
  token?: string;
  applicationId?: string;
  publicKey?: string;
  guildId?: string;
  transport: Transport;
  httpHost: string;
  httpPort: number;
  /** REST base URL without the version, e.g. http://127.0.0.1:8080/api; Discord's own when unset. */
  apiUrl?: string;
  dataDir: string;
  rulesFile?: string;
  logLevel: LogLevel;
  rateLimit: { burst: number; windowSeconds: number };
  componentTtlHours: number;
  shards: "auto" | number;
  /** redis:// or rediss:// URL: component state, replay ids and rate limits shared there. */
  redisUrl?: string;
  /** Threads that resolve and draw (0: on the main thread); one per core but one by default (at least one). */
  workThreads: number;
}

/** A problem with the configuration: `message` is the one line to print. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = "ConfigError";
  }
}

export const NO_TOKEN_HELP = `No DISCORD_TOKEN is set, so the bot cannot log in to Discord.

To run the bot:
  1. Create an application at https://discord.com/developers/applications
     (Bot tab: "Reset Token" shows the token; General Information shows the
     application id and public key).
  2. cp .env.example .env and fill DISCORD_TOKEN, DISCORD_APPLICATION_ID
     (and DISCORD_PUBLIC_KEY for BOT_TRANSPORT=http).
  3. npm run deploy-commands, then npm start.

Without a token, every command runs locally and prints the same reply:
  npm run cli -- discord resolve --game digimon --board "A: BT4-048[BT2-021] BT4-097, security 3 | B: BT2-070" --action "A attacks with BT4-048"
  npm run cli -- discord scenario --id rules-processing-4
  npm run cli -- discord help`;

const SNOWFLAKE = /^\d{17,21}$/;
/** Bot tokens are three dot-separated base64url parts. */
const TOKEN = /^[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}$/;

function intIn(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return fallback;
      const n = Number(v);
      if (!/^\d+$/.test(v.trim()) || !Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be a whole number from ${min} to ${max} (got "${v}")`,
        });
        return z.NEVER;
      }
      return n;
    });
}

const schema = z.object({
  DISCORD_TOKEN: z
    .string()
    .optional()
    .refine((v) => v === undefined || TOKEN.test(v.replace(/^Bot\s+/i, "")), {
      message:
        "DISCORD_TOKEN does not look like a bot token (three parts separated by dots); copy it again from the Bot tab of your application",
    })
    .transform((v) => v?.replace(/^Bot\s+/i, "")),
  DISCORD_APPLICATION_ID: z
    .string()
    .optional()
    .refine((v) => v === undefined || SNOWFLAKE.test(v), {
      message: "DISCORD_APPLICATION_ID must be the application's numeric id (17 to 21 digits)",
    }),
  DISCORD_PUBLIC_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^[0-9a-f]{64}$/i.test(v), {
      message:
        "DISCORD_PUBLIC_KEY must be the 64 hexadecimal characters shown as the application's public key",
    }),
  DISCORD_GUILD_ID: z
    .string()
    .optional()
    .refine((v) => v === undefined || SNOWFLAKE.test(v), {
      message: "DISCORD_GUILD_ID must be a server's numeric id (17 to 21 digits), or left empty",
    }),
  BOT_TRANSPORT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const t = (v ?? "gateway").toLowerCase();
      if (t !== "gateway" && t !== "http") {
        ctx.addIssue({ code: "custom", message: `BOT_TRANSPORT must be "gateway" or "http" (got "${v}")` });
        return z.NEVER;
      }
      return t as Transport;
    }),
  HTTP_HOST: z.string().optional(),
  HTTP_PORT: intIn("HTTP_PORT", 1, 65535, 8787),
  WORK_THREADS: intIn("WORK_THREADS", 0, 64, defaultWorkThreads()),
  DISCORD_API_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
      message: 'DISCORD_API_URL must be an http(s) URL such as "http://127.0.0.1:8080/api", or left empty',
    })
    .transform((v) => v?.replace(/\/+$/, "")),
  DATA_DIR: z.string().optional(),
  RULES_FILE: z.string().optional(),
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const l = (v ?? "info").toLowerCase();
      if (!(LOG_LEVELS as readonly string[]).includes(l)) {
        ctx.addIssue({
          code: "custom",
          message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${v}")`,
        });
        return z.NEVER;
      }
      return l as LogLevel;
    }),
  RATE_LIMIT_BURST: intIn("RATE_LIMIT_BURST", 1, 1000, 5),
  RATE_LIMIT_WINDOW_SECONDS: intIn("RATE_LIMIT_WINDOW_SECONDS", 1, 3600, 10),
  COMPONENT_TTL_HOURS: intIn("COMPONENT_TTL_HOURS", 1, 24 * 14, 24),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^rediss?:\/\/[^\s]+$/.test(v), {
      message: 'REDIS_URL must be a URL such as "redis://127.0.0.1:6379" (rediss:// for TLS), or left empty',
    }),
  BOT_SHARDS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.toLowerCase() === "auto") return "auto" as const;
      if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 1000) {
        ctx.addIssue({
          code: "custom",
          message: `BOT_SHARDS must be "auto" or a number of shards (got "${v}")`,
        });
        return z.NEVER;
      }
      return Number(v);
    }),
});

/**
 * Validates the variables (empty values count as unset). Throws a ConfigError whose message is
 * one line naming the first bad variable; a secret's value is never part of it.
 */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const v = env[key]?.trim();
    if (v) input[key] = v;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "configuration");
    const msg = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    throw new ConfigError(`Configuration error: ${msg}.`);
  }
  const v = parsed.data;
  const rulesFile = v.RULES_FILE ? resolve(cwd, v.RULES_FILE) : undefined;
  if (rulesFile && !existsSync(rulesFile))
    throw new ConfigError(`Configuration error: RULES_FILE points at ${rulesFile}, which does not exist.`);
  return {
    token: v.DISCORD_TOKEN,
    applicationId: v.DISCORD_APPLICATION_ID,
    publicKey: v.DISCORD_PUBLIC_KEY?.toLowerCase(),
    guildId: v.DISCORD_GUILD_ID,
    transport: v.BOT_TRANSPORT,
    httpHost: v.HTTP_HOST ?? "0.0.0.0",
    httpPort: v.HTTP_PORT,
    apiUrl: v.DISCORD_API_URL,
    dataDir: resolve(cwd, v.DATA_DIR ?? "data"),
    rulesFile,
    logLevel: v.LOG_LEVEL,
    rateLimit: { burst: v.RATE_LIMIT_BURST, windowSeconds: v.RATE_LIMIT_WINDOW_SECONDS },
    componentTtlHours: v.COMPONENT_TTL_HOURS,
    shards: v.BOT_SHARDS,
    redisUrl: v.REDIS_URL,
    workThreads: v.WORK_THREADS,
  };
}

/** Checks that what `use` needs is present. */
export function requireFor(cfg: Config, use: ConfigUse): void {
  const missing = (name: string, why: string) =>
    new ConfigError(`Configuration error: ${name} is not set; ${why}. See .env.example.`);
  if (use === "http") {
    if (!cfg.publicKey)
      throw missing(
        "DISCORD_PUBLIC_KEY",
        "the HTTP endpoint needs it to verify that requests come from Discord (General Information → Public Key)",
      );
    return;
  }
  if (!cfg.token) throw new ConfigError(NO_TOKEN_HELP);
  if (use === "deploy" && !cfg.applicationId)
    throw missing(
      "DISCORD_APPLICATION_ID",
      "deploy-commands registers the commands under it (General Information → Application ID)",
    );
}

/**
 * The process environment over the .env file (the environment wins, as with dotenv). The file
 * is ./.env, or the one DOTENV_CONFIG_PATH names (dotenv's own variable for it).
 */
export function readEnv(
  envFile = resolve(process.cwd(), process.env.DOTENV_CONFIG_PATH ?? ".env"),
  base: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  if (!existsSync(envFile)) return { ...base };
  let fromFile: Record<string, string>;
  try {
    fromFile = parseDotenv(readFileSync(envFile));
  } catch (e) {
    throw new ConfigError(
      `Configuration error: cannot read ${envFile} (${(e as NodeJS.ErrnoException).code}).`,
    );
  }
  return { ...fromFile, ...Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) };
}

export function loadConfig(use: ConfigUse, env = readEnv()): Config {
  const cfg = parseConfig(env);
  requireFor(cfg, use);
  return cfg;
}
