/**
 * Rendered pictures kept by a key made from everything that decides their pixels (the trace,
 * the title and game, the encoding), so the same resolution asked again, or a page turn that
 * redraws, costs a hash instead of a drawing. Least recently used pictures leave first.
 */
import { createHash } from "node:crypto";

export class PictureCache {
  private readonly entries = new Map<string, Buffer[]>();
  private hits = 0;
  private misses = 0;

  constructor(private readonly max: number) {}

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
    this.entries.delete(key);
    this.entries.set(key, pictures);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  stats(): { entries: number; hits: number; misses: number } {
    return { entries: this.entries.size, hits: this.hits, misses: this.misses };
  }

  clear(): void {
    this.entries.clear();
  }
}
