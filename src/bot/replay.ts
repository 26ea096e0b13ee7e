/**
 * Replay protection: each interaction id is handled once. A signed request stays valid for the
 * timestamp window (MAX_CLOCK_SKEW_SECONDS either side), so an id is remembered for twice that:
 * a replay is refused either as already seen or as stale. In memory by default (one process);
 * in Redis when REDIS_URL is set, so every process behind a load balancer sees the same ids.
 */

export interface ReplayGuard {
  /** True the first time `id` is seen within `ttlMs`; false for a replay. */
  firstTime(id: string, ttlMs: number): Promise<boolean>;
}

/** Beyond this many remembered ids the oldest are forgotten (memory stays bounded). */
export const MAX_REMEMBERED_IDS = 200_000;

export class MemoryReplayGuard implements ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MAX_REMEMBERED_IDS,
  ) {}

  firstTime(id: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const until = this.seen.get(id);
    if (until !== undefined && until > now) return Promise.resolve(false);
    this.seen.delete(id);
    this.seen.set(id, now + ttlMs);
    this.sweep(now);
    return Promise.resolve(true);
  }

  get size(): number {
    return this.seen.size;
  }

  /** Ids are kept in arrival order and share one ttl: expired ones are at the front. */
  private sweep(now: number): void {
    for (const [id, until] of this.seen) {
      if (until > now && this.seen.size <= this.max) break;
      this.seen.delete(id);
    }
  }
}
