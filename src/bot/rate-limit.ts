/**
 * A token bucket per user: `burst` requests at once, refilled at `burst` per `windowMs`. Cheap
 * enough to ask on every interaction; idle buckets are forgotten.
 */

export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

/** A per-user limit: this in-process bucket, or one in Redis shared by every process. */
export interface Limiter {
  take(key: string, cost?: number): Verdict | Promise<Verdict>;
}

interface Bucket {
  tokens: number;
  at: number;
}

const MAX_BUCKETS = 10_000;

export class RateLimiter implements Limiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    readonly burst: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = burst / windowMs;
  }

  take(key: string, cost = 1): Verdict {
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * this.perMs);
    b.at = now;
    if (b.tokens >= cost) {
      b.tokens -= cost;
      this.buckets.set(key, b);
      if (this.buckets.size > MAX_BUCKETS) this.sweep(now);
      return { ok: true };
    }
    this.buckets.set(key, b);
    return { ok: false, retryAfterMs: Math.ceil((cost - b.tokens) / this.perMs) };
  }

  /** Forgets buckets that have refilled completely. */
  private sweep(now: number): void {
    for (const [k, b] of this.buckets)
      if (b.tokens + (now - b.at) * this.perMs >= this.burst) this.buckets.delete(k);
  }
}
