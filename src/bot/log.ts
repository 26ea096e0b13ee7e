/**
 * One line per event, `time LEVEL message key=value ...`, with secrets taken out of every line:
 * the bot token (and anything shaped like one) and the interaction tokens inside webhook and
 * callback URLs.
 */

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogContext = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  error(message: string, context?: LogContext): void;
  /** Adds a value that must never be printed (a token read at start-up). */
  addSecret(secret: string | undefined): void;
}

export interface LoggerOptions {
  level?: LogLevel;
  secrets?: (string | undefined)[];
  /** Where lines go; stdout for debug and info, stderr for warn and error by default. */
  write?: (line: string, level: LogLevel) => void;
  clock?: () => Date;
}

const REDACTED = "[redacted]";
/** Three base64url parts the way Discord bot tokens look. */
const TOKEN_SHAPE = /[\w-]{23,28}\.[\w-]{6,7}\.[\w-]{27,}/g;
/** Interaction tokens travel inside these URL paths. */
const URL_TOKENS = /(\/(?:interactions|webhooks)\/\d+\/)[^/\s?"']+/g;

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 6) out = out.split(s).join(REDACTED);
  return out.replace(TOKEN_SHAPE, REDACTED).replace(URL_TOKENS, `$1${REDACTED}`);
}

function formatValue(v: string | number | boolean | null): string {
  if (typeof v !== "string") return String(v);
  const oneLine = v.replace(/\s*\n\s*/g, " ⏎ ");
  return /^[\w.:/@#-]+$/.test(oneLine) ? oneLine : JSON.stringify(oneLine);
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(opts.level ?? "info");
  const secrets = new Set<string>();
  for (const s of opts.secrets ?? []) if (s) secrets.add(s);
  const clock = opts.clock ?? (() => new Date());
  const write =
    opts.write ??
    ((line: string, level: LogLevel) => {
      if (level === "warn" || level === "error") process.stderr.write(`${line}\n`);
      else process.stdout.write(`${line}\n`);
    });
  const emit = (level: LogLevel, message: string, context?: LogContext) => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    const parts = [clock().toISOString(), level.toUpperCase().padEnd(5), message.replace(/\s*\n\s*/g, " ⏎ ")];
    for (const [k, v] of Object.entries(context ?? {}))
      if (v !== undefined) parts.push(`${k}=${formatValue(v)}`);
    write(redact(parts.join(" "), [...secrets]), level);
  };
  return {
    debug: (m, c) => emit("debug", m, c),
    info: (m, c) => emit("info", m, c),
    warn: (m, c) => emit("warn", m, c),
    error: (m, c) => emit("error", m, c),
    addSecret: (s) => {
      if (s) secrets.add(s);
    },
  };
}

/** A logger that drops everything (tests, the local mode). */
export const silentLogger: Logger = createLogger({ write: () => {} });

/** The message and where it was thrown, on one line. */
export function describeError(e: unknown): { error: string; at?: string } {
  if (!(e instanceof Error)) return { error: String(e) };
  const frame = e.stack
    ?.split("\n")
    .slice(1)
    .find((l) => l.includes("/"))
    ?.trim()
    .replace(/^at\s+/, "");
  return { error: `${e.name}: ${e.message}`, ...(frame ? { at: frame } : {}) };
}
