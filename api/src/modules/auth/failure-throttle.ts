/**
 * Wrong passwords counted per key (an account, an admin's name, the admin secret key as a whole), whatever address
 * they come from: after `failures` in a row the key is blocked for `firstBlockMs`, and each further failure before a
 * success blocks it again for twice as long, up to `maxBlockMs` (docs/choices.md, "Sign-in and sessions").
 *
 * Asynchronous: one is in memory, per process (createMemoryThrottle); with REDIS_URL every instance counts in Redis
 * (createRedisThrottle, redis-throttle.ts).
 */
export interface FailureThrottle {
  /** Milliseconds the key stays blocked; 0 when it is not blocked. */
  blockedMs(key: string): Promise<number>;
  /** Counts a failure; `blockedMs` > 0 when it started a block, `firstBlock` when that is the first of a series. */
  fail(key: string): Promise<{ blockedMs: number; firstBlock: boolean }>;
  /** A right password: the key starts afresh. */
  clear(key: string): Promise<void>;
}

export interface ThrottlePolicy {
  /** Failures in a row before the first block. */
  failures: number;
  firstBlockMs: number;
  maxBlockMs: number;
  /** A key without a failure for this long (and not blocked) starts afresh. */
  forgetAfterMs: number;
}

const MINUTE_MS = 60_000;

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  failures: 5,
  firstBlockMs: MINUTE_MS,
  maxBlockMs: 60 * MINUTE_MS,
  forgetAfterMs: 24 * 60 * MINUTE_MS,
};

interface Entry {
  /** Failures since the last block ended (or since the start). */
  failures: number;
  /** Blocks in this series: the next one lasts firstBlockMs * 2^blocks. */
  blocks: number;
  blockedUntil: number;
  lastFailureAt: number;
}

/**
 * The in-memory throttle. At most `maxKeys` keys are kept (a stream of made-up names cannot exhaust memory): when
 * full, the keys whose last failure is oldest are forgotten first.
 */
export function createMemoryThrottle(
  policy: ThrottlePolicy,
  { now = Date.now, maxKeys = 100_000 }: { now?: () => number; maxKeys?: number } = {},
): FailureThrottle {
  // A Map keeps insertion order: an entry is re-inserted on each failure, so the first ones are the stalest.
  const entries = new Map<string, Entry>();

  function current(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && at >= entry.blockedUntil && at - entry.lastFailureAt >= policy.forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function makeRoom(): void {
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) return;
      entries.delete(key);
    }
  }

  return {
    async blockedMs(key) {
      const at = now();
      const entry = current(key, at);
      return entry ? Math.max(0, entry.blockedUntil - at) : 0;
    },

    async fail(key) {
      const at = now();
      const entry = current(key, at) ?? { failures: 0, blocks: 0, blockedUntil: 0, lastFailureAt: at };
      entries.delete(key);
      if (entries.size >= maxKeys) makeRoom();
      entries.set(key, entry);
      entry.lastFailureAt = at;
      // A failure that raced past the block check changes nothing.
      if (at < entry.blockedUntil) return { blockedMs: 0, firstBlock: false };
      entry.failures += 1;
      // After the first block of a series, one more failure is enough for the next (and longer) one.
      if (entry.failures < (entry.blocks === 0 ? policy.failures : 1)) return { blockedMs: 0, firstBlock: false };
      const blockedMs = Math.min(policy.firstBlockMs * 2 ** entry.blocks, policy.maxBlockMs);
      entry.blocks += 1;
      entry.failures = 0;
      entry.blockedUntil = at + blockedMs;
      return { blockedMs, firstBlock: entry.blocks === 1 };
    },

    async clear(key) {
      entries.delete(key);
    },
  };
}
