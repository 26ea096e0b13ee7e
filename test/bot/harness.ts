/** Shared set-up for the bot tests: a temporary data directory, a captured log, the router. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMMANDS } from "../../commands/index.ts";
import { createBot } from "../../src/bot/app.ts";
import { type LogLevel, createLogger } from "../../src/bot/log.ts";
import { FAKE_TOKEN } from "./fake-discord/server.ts";

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const WARGREYMON_BOARD =
  "A: BT4-048[BT2-021] ST3-07[ST3-04] BT4-097, security 3, deck 3, memory 3 | B: BT2-070, deck 3";

export interface Harness {
  dataDir: string;
  logs: string[];
  bot: ReturnType<typeof createBot>;
  cleanup(): void;
}

export function makeHarness(
  opts: { burst?: number; level?: LogLevel; rulesFile?: string; prepare?: (dataDir: string) => void } = {},
): Harness {
  const dataDir = mkdtempSync(join(tmpdir(), "bot-test-"));
  // Files the bot reads at start-up (a card store, say) go in before it is made.
  opts.prepare?.(dataDir);
  const logs: string[] = [];
  const log = createLogger({
    level: opts.level ?? "debug",
    secrets: [FAKE_TOKEN],
    write: (l) => logs.push(l),
  });
  const bot = createBot(
    {
      dataDir,
      rulesFile: opts.rulesFile,
      rateLimit: { burst: opts.burst ?? 1000, windowSeconds: 10 },
      componentTtlHours: 24,
    },
    log,
    COMMANDS,
  );
  return { dataDir, logs, bot, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}
