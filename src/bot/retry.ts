/**
 * Retrying a send to Discord: exponential backoff with full jitter, on the failures that may
 * pass (a dropped or reset connection, a timeout, a 5xx, a 429), until it succeeds, the failure
 * is final (another 4xx) or the interaction token's lifetime is over.
 */

/** An interaction token lets the bot answer for 15 minutes after the interaction was created. */
export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export interface RetryPolicy {
  /** First delay before a retry; each retry doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** One attempt is abandoned after this long (a stalled connection). */
  attemptTimeoutMs: number;
  /**
   * The same for a send that Discord can't recognise when it comes twice (a follow-up): a
   * timeout may hide a message already made, and a duplicate is worse than a late one, so it
   * waits longer before trying again. Defaults to three times attemptTimeoutMs.
   */
  unrepeatableAttemptTimeoutMs?: number;
  /** Milliseconds in [0, 1): jitter's source, so tests can fix it. */
  random?: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 250, maxDelayMs: 20_000, attemptTimeoutMs: 10_000 };

/** The policy for a send that Discord can't deduplicate: only its attempt timeout differs. */
export function unrepeatable(policy: RetryPolicy): RetryPolicy {
  return { ...policy, attemptTimeoutMs: policy.unrepeatableAttemptTimeoutMs ?? 3 * policy.attemptTimeoutMs };
}

export type Failure = { retry: false } | { retry: true; afterMs?: number };

/** Why an attempt failed, in the terms the retry loop needs. */
export function classify(e: unknown): Failure {
  if (!(e instanceof Error)) return { retry: false };
  const status = (e as { status?: unknown }).status;
  if (typeof status === "number") {
    if (status === 429) {
      const after = Number((e as { retryAfterMs?: unknown }).retryAfterMs);
      return { retry: true, ...(Number.isFinite(after) && after >= 0 ? { afterMs: after } : {}) };
    }
    return status >= 500 && status < 600 ? { retry: true } : { retry: false };
  }
  // No HTTP answer at all: refused, reset or dropped connection, DNS failure, timeout.
  return { retry: true };
}

/** The delay before retry number `n` (1-based): a random share of the exponential step. */
export function backoffMs(n: number, policy: RetryPolicy): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1));
  return Math.round((policy.random ?? Math.random)() * step);
}

export interface RetryReport {
  attempts: number;
}

export class GaveUp extends Error {
  constructor(
    readonly attempts: number,
    readonly last: unknown,
    why: string,
  ) {
    super(`${why} after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${describe(last)}`);
    this.name = "GaveUp";
  }
}

function describe(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  const code = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
  return code ? `${e.message} (${code})` : e.message;
}

/**
 * Runs `attempt` until it succeeds. Each attempt gets an AbortSignal that fires after
 * attemptTimeoutMs. Throws GaveUp when the failure is final or `deadline` (ms since the epoch)
 * would pass before the next try.
 */
export async function withRetry(
  attempt: (signal: AbortSignal, n: number) => Promise<void>,
  opts: {
    deadline: number;
    policy?: RetryPolicy;
    onRetry?: (n: number, e: unknown, delayMs: number) => void;
  },
): Promise<RetryReport> {
  const policy = opts.policy ?? DEFAULT_RETRY;
  for (let n = 1; ; n++) {
    const left = opts.deadline - Date.now();
    const signal = AbortSignal.timeout(Math.max(1, Math.min(policy.attemptTimeoutMs, left)));
    try {
      await attempt(signal, n);
      return { attempts: n };
    } catch (e) {
      const f = classify(e);
      if (!f.retry) throw new GaveUp(n, e, "Discord refused the reply");
      const delay = Math.max(f.afterMs ?? 0, backoffMs(n, policy));
      if (Date.now() + delay >= opts.deadline)
        throw new GaveUp(n, e, "The interaction token ran out before the reply got through");
      opts.onRetry?.(n, e, delay);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
