/**
 * The local card store: one JSON file under the data directory (`DATA_DIR`, default `./data`).
 * A new pool replaces the old one only after every guard passed, and the write is atomic
 * (temporary file in the same directory, fsync, rename), so bad data never corrupts the store.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { dirname, join } from "node:path";
import type { ZodType } from "zod";
import { type ImportResult, type Skipped, ImportError, parseJson } from "./import.ts";
import { type CardRecord, type StoreFile, describeIssues, storeFileSchema } from "./schema.ts";
import { textDamage } from "./text-damage.ts";

export const STORE_FILE = "digimon-cards.json";

export function dataDirFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR && env.DATA_DIR.trim() !== "" ? env.DATA_DIR : "./data";
}

export function storePath(dataDir: string): string {
  return join(dataDir, STORE_FILE);
}

/** The store as it was before the last save that replaced it: what serves if the store breaks. */
export function lastGoodPath(dataDir: string): string {
  return join(dataDir, "digimon-cards.last-good.json");
}

/** The stored pool, or null when there is none yet. Throws ImportError when the file is unreadable. */
export function loadStore(dataDir: string): StoreFile | null {
  return loadStoreFile(storePath(dataDir));
}

export function loadStoreFile(path: string): StoreFile | null {
  return loadValidFile(path, storeFileSchema, "card store");
}

/**
 * A stored JSON file checked against its schema, or null when there is none yet. Throws
 * ImportError, naming the file and what is wrong, when it is unreadable as `what`.
 */
export function loadValidFile<T>(path: string, schema: ZodType<T>, what: string): T | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
  const parsed = schema.safeParse(parseJson(text, path));
  if (!parsed.success)
    throw new ImportError(`${path} is not a valid ${what}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Writes a file so that readers see either the old or the new content, never a part. */
export function writeFileAtomic(path: string, content: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${STORE_FILE}.${process.pid}.${Date.now().toString(36)}.tmp`);
  try {
    const fd = openSync(tmp, "w", 0o644);
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  try {
    // Make the rename itself durable where the platform allows syncing a directory.
    const dfd = openSync(dir, "r");
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    // Not supported here (e.g. Windows); the rename is still atomic.
  }
}

export interface Guards {
  /** Refuse when more than this share of the records fail the schema (default 0.05). */
  maxSkippedShare: number;
  /** Refuse when the pool would lose more than this share of its cards (default 0.10). */
  maxShrink: number;
  /** Override the shrink guard. */
  force: boolean;
}

export const DEFAULT_GUARDS: Guards = { maxSkippedShare: 0.05, maxShrink: 0.1, force: false };

export interface SaveReport {
  ok: boolean;
  /** Why the store was left untouched (when not ok). */
  reason?: string;
  format?: string;
  source: string;
  total: number;
  imported: number;
  skipped: Skipped[];
  duplicates: string[];
  /** Records kept whose text lost keywords (an empty <> or a double space): rulings using them say so. */
  damaged: { code: string; excerpt: string }[];
  previous: number | null;
  path: string;
}

/** How many cards the store holds now (null when empty or unreadable). */
export function previousCount(dataDir: string): number | null {
  try {
    return loadStore(dataDir)?.cards.length ?? null;
  } catch {
    // An unreadable store has nothing worth guarding; the new pool may replace it.
    return null;
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Checks the guards and, when they pass, replaces the stored pool. Never throws for bad data. */
export function saveImport(
  dataDir: string,
  result: ImportResult,
  source: string,
  guards: Partial<Guards> = {},
): SaveReport {
  const g = { ...DEFAULT_GUARDS, ...guards };
  const previous = previousCount(dataDir);
  const base = {
    source,
    format: result.format,
    total: result.total,
    imported: result.cards.length,
    skipped: result.skipped,
    duplicates: result.duplicates,
    damaged: result.cards.flatMap((c) => textDamage(c).map((d) => ({ code: c.code, excerpt: d.excerpt }))),
    previous,
    path: storePath(dataDir),
  };
  const refuse = (reason: string): SaveReport => ({ ...base, ok: false, reason });
  if (result.cards.length === 0) return refuse("no record passed the schema");
  const skippedShare = result.skipped.length / Math.max(1, result.total);
  if (skippedShare > g.maxSkippedShare)
    return refuse(
      `${result.skipped.length} of ${result.total} records (${pct(skippedShare)}) fail the schema, more than the ${pct(g.maxSkippedShare)} allowed`,
    );
  if (previous !== null && !g.force) {
    const loss = (previous - result.cards.length) / previous;
    if (loss > g.maxShrink)
      return refuse(
        `the pool would shrink from ${previous} to ${result.cards.length} cards (-${pct(loss)}), more than the ${pct(g.maxShrink)} allowed; use --force to accept it`,
      );
  }
  const file: StoreFile = {
    version: 1,
    source,
    format: result.format,
    savedAt: new Date().toISOString(),
    cards: sortCards(result.cards),
  };
  // The store being replaced read well (previous is its count), so it becomes the last good copy.
  if (previous !== null) writeFileAtomic(lastGoodPath(dataDir), readFileSync(storePath(dataDir), "utf8"));
  writeFileAtomic(storePath(dataDir), JSON.stringify(file));
  return { ...base, ok: true };
}

function sortCards(cards: CardRecord[]): CardRecord[] {
  return [...cards].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** A report in a few lines: counts first, then each skipped record with its reason. */
export function describeReport(r: SaveReport, maxListed = 20): string[] {
  const lines = [
    `${r.source}: ${r.total} records (${r.format ?? "unknown"} format), ${r.imported} valid, ${r.skipped.length} skipped, ${r.duplicates.length} duplicate codes`,
  ];
  for (const s of r.skipped.slice(0, maxListed)) lines.push(`  skipped ${s.code}: ${s.reason}`);
  if (r.skipped.length > maxListed) lines.push(`  ... and ${r.skipped.length - maxListed} more skipped`);
  const damagedCodes = new Set(r.damaged.map((d) => d.code));
  if (damagedCodes.size > 0) {
    lines.push(
      `${damagedCodes.size} cards kept with text that lost keywords (an empty <> or a double space); rulings using them say their data is missing there:`,
    );
    for (const d of r.damaged.slice(0, maxListed)) lines.push(`  ${d.code}: "${d.excerpt}"`);
    if (r.damaged.length > maxListed) lines.push(`  ... and ${r.damaged.length - maxListed} more spots`);
  }
  if (r.ok)
    lines.push(
      `store updated: ${r.path} now holds ${r.imported} cards${r.previous === null ? "" : ` (was ${r.previous})`}`,
    );
  else
    lines.push(
      `store left untouched${r.previous === null ? " (it is still empty)" : ` (still ${r.previous} cards)`}: ${r.reason}`,
    );
  return lines;
}
