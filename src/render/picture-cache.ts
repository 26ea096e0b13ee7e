/**
 * Rendered pictures kept by a key made from everything that decides their pixels (the trace,
 * the title and game, the encoding), so the same resolution asked again, or a page turn that
 * redraws, costs a hash instead of a drawing. Least recently used pictures leave first, when
 * the cache holds more than `max` pictures or more than `maxBytes` of them (a long resolution's
 * pictures weigh hundreds of KB, and every work thread has its own cache).
 */
import { createHash } from "node:crypto";

export class PictureCache {
  private readonly entries = new Map<string, Buffer[]>();
  private hits = 0;
  private misses = 0;
  private bytes = 0;

  constructor(
    private readonly max: number,
    private readonly maxBytes = Infinity,
  ) {}

  /** A digest of the inputs: the trace serialised as JSON (its key order is the engine's, stable). */
  static key(...inputs: unknown[]): string {
    return createHash("sha1").update(JSON.stringify(inputs)).digest("base64");
  }

  get(key: string): Buffer[] | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, pictures: Buffer[]): void {
    this.remove(key);
    const size = weight(pictures);
    if (size > this.maxBytes) return;
    this.entries.set(key, pictures);
    this.bytes += size;
    while (this.entries.size > this.max || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  stats(): { entries: number; hits: number; misses: number; bytes: number } {
    return { entries: this.entries.size, hits: this.hits, misses: this.misses, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= weight(old);
  }
}

function weight(pictures: readonly Buffer[]): number {
  return pictures.reduce((n, b) => n + b.length, 0);
}
