/**
 * Component state that survives a restart: one small JSON file per message under
 * DATA_DIR/components/, written atomically (temporary file, then rename), so several shard
 * processes can share the directory without overwriting each other. Entries expire (24 hours by
 * default); an expired or unknown id reads as undefined and the caller says so to the user.
 * This is the embedded default; with REDIS_URL set, shared-state/redis.ts keeps the same
 * entries in Redis instead, so processes on several machines share them.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";

/** Ids are what custom_ids carry: 10 characters of [a-z0-9], checked before touching the disk. */
export const STATE_ID = /^[a-z0-9]{10}$/;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const PRUNE_EVERY = 200;

interface Entry {
  kind: string;
  expires: number;
  data: unknown;
}

export function newStateId(): string {
  const bytes = randomBytes(10);
  let id = "";
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}

/** Where component state lives: this file, or Redis (shared-state/redis.ts). */
export interface ComponentState {
  /** Saves `data` under a new id (or replaces `id`'s) and restarts its expiry. */
  put(kind: string, data: unknown, id?: string): Promise<string>;
  /** The saved data if the id is known, unexpired, of this kind and still valid for `schema`. */
  get<T>(kind: string, id: string, schema: z.ZodType<T>): Promise<T | undefined>;
}

export class FileComponentState implements ComponentState {
  readonly dir: string;
  private writes = 0;

  constructor(
    dataDir: string,
    readonly ttlMs = 24 * 3600 * 1000,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = join(dataDir, "components");
  }

  private file(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  put(kind: string, data: unknown, id?: string): Promise<string> {
    try {
      return Promise.resolve(this.putSync(kind, data, id));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  get<T>(kind: string, id: string, schema: z.ZodType<T>): Promise<T | undefined> {
    return Promise.resolve(this.getSync(kind, id, schema));
  }

  putSync(kind: string, data: unknown, id: string = newStateId()): string {
    if (!STATE_ID.test(id)) throw new Error(`Bad state id ${JSON.stringify(id)}`);
    mkdirSync(this.dir, { recursive: true });
    const entry: Entry = { kind, expires: this.now() + this.ttlMs, data };
    const target = this.file(id);
    const tmp = `${target}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    writeFileSync(tmp, JSON.stringify(entry));
    renameSync(tmp, target);
    if (++this.writes % PRUNE_EVERY === 1) this.prune();
    return id;
  }

  getSync<T>(kind: string, id: string, schema: z.ZodType<T>): T | undefined {
    if (!STATE_ID.test(id)) return undefined;
    let entry: Entry;
    try {
      entry = JSON.parse(readFileSync(this.file(id), "utf8")) as Entry;
    } catch {
      return undefined;
    }
    if (entry.kind !== kind || typeof entry.expires !== "number" || entry.expires <= this.now())
      return undefined;
    const parsed = schema.safeParse(entry.data);
    return parsed.success ? parsed.data : undefined;
  }

  /** Deletes expired entries and stray temporary files; returns how many files went. */
  prune(): number {
    let removed = 0;
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return 0;
    }
    for (const name of names) {
      const path = join(this.dir, name);
      try {
        if (name.endsWith(".tmp")) {
          // Another process may be between writing and renaming: leave fresh ones alone.
          if (statSync(path).mtimeMs < Date.now() - 60_000) {
            rmSync(path, { force: true });
            removed++;
          }
          continue;
        }
        const entry = JSON.parse(readFileSync(path, "utf8")) as Partial<Entry>;
        if (typeof entry.expires !== "number" || entry.expires <= this.now()) {
          rmSync(path, { force: true });
          removed++;
        }
      } catch {
        rmSync(path, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
