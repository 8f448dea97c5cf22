import { randomUUID } from 'node:crypto';

/**
 * Wrong passwords counted per key (an account, an admin's name, the admin secret key as a whole), whatever address
 * they come from: after `failures` in a row the key is blocked for `firstBlockMs`, and each further failure before a
 * success blocks it again for twice as long, up to `maxBlockMs` (docs/choices.md, "Sign-in and sessions").
 *
 * Every password check first reserves an attempt (`reserve`), atomically: a key never has more checks under way than
 * the failures it may still take before its next block. The attempt then ends as a failure (`fail`), a success
 * (`clear`) or neither (`release`: nothing was judged); a reservation never ended expires after `reservationMs`.
 *
 * Asynchronous: one is in memory, per process (createMemoryThrottle); with REDIS_URL every instance counts in Redis
 * (createRedisThrottle, redis-throttle.ts).
 */
export interface FailureThrottle {
  /** Milliseconds the key stays blocked; 0 when it is not blocked. */
  blockedMs(key: string): Promise<number>;
  /**
   * Reserves one attempt: refused while the key is blocked, and while failures so far plus attempts under way reach
   * the failures allowed before the next block (`failures` before the first block of a series, 1 after it).
   */
  reserve(key: string): Promise<Reservation>;
  /**
   * Counts a failure (and ends the reservation, if given); `blockedMs` > 0 when it started a block, `firstBlock` when
   * that is the first of a series.
   */
  fail(key: string, reservation?: string): Promise<{ blockedMs: number; firstBlock: boolean }>;
  /** Ends a reservation without counting anything (the password was not judged). */
  release(key: string, reservation: string): Promise<void>;
  /** A right password (or a reset): the key starts afresh; other attempts under way stay reserved. */
  clear(key: string, reservation?: string): Promise<void>;
}

/** What `reserve` answers: an attempt's id, the block under way, or 'busy' (every allowed attempt under way). */
export type Reservation =
  { outcome: 'reserved'; id: string } | { outcome: 'blocked'; blockedMs: number } | { outcome: 'busy' };

/** How long a reservation holds when its attempt never ends (a crashed process): far longer than a check takes. */
export const RESERVATION_MS = 30_000;

export interface ThrottleOptions {
  now?: () => number;
  reservationMs?: number;
}

/** The failures a key may still take before its next block: `failures` in a fresh series, 1 once it was blocked. */
function failuresAllowed(policy: ThrottlePolicy, blocks: number): number {
  return blocks === 0 ? policy.failures : 1;
}

export const newReservationId = (): string => randomUUID();

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
  { now = Date.now, reservationMs = RESERVATION_MS, maxKeys = 100_000 }: ThrottleOptions & { maxKeys?: number } = {},
): FailureThrottle {
  // A Map keeps insertion order: an entry is re-inserted on each failure, so the first ones are the stalest.
  const entries = new Map<string, Entry>();
  // The attempts under way per key: reservation id -> when it expires. Re-inserted on each reservation, capped alike.
  const inFlight = new Map<string, Map<string, number>>();

  /** The key's unexpired reservations (the expired ones dropped). */
  function reservations(key: string, at: number): Map<string, number> | undefined {
    const held = inFlight.get(key);
    if (!held) return undefined;
    for (const [id, expiresAt] of held) if (at >= expiresAt) held.delete(id);
    if (held.size === 0) inFlight.delete(key);
    return held.size === 0 ? undefined : held;
  }

  function endReservation(key: string, reservation: string | undefined): void {
    const held = reservation === undefined ? undefined : inFlight.get(key);
    if (!held) return;
    held.delete(reservation!);
    if (held.size === 0) inFlight.delete(key);
  }

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

    async reserve(key) {
      const at = now();
      const entry = current(key, at);
      if (entry && at < entry.blockedUntil) return { outcome: 'blocked', blockedMs: entry.blockedUntil - at };
      const held = reservations(key, at) ?? new Map<string, number>();
      if ((entry?.failures ?? 0) + held.size >= failuresAllowed(policy, entry?.blocks ?? 0)) return { outcome: 'busy' };
      const id = newReservationId();
      held.set(id, at + reservationMs);
      inFlight.delete(key);
      if (inFlight.size >= maxKeys) inFlight.delete(inFlight.keys().next().value!);
      inFlight.set(key, held);
      return { outcome: 'reserved', id };
    },

    async fail(key, reservation) {
      endReservation(key, reservation);
      const at = now();
      const entry = current(key, at) ?? { failures: 0, blocks: 0, blockedUntil: 0, lastFailureAt: at };
      entries.delete(key);
      if (entries.size >= maxKeys) makeRoom();
      entries.set(key, entry);
      entry.lastFailureAt = at;
      // A failure during a block (its reservation had expired before it ended) changes nothing.
      if (at < entry.blockedUntil) return { blockedMs: 0, firstBlock: false };
      entry.failures += 1;
      // After the first block of a series, one more failure is enough for the next (and longer) one.
      if (entry.failures < failuresAllowed(policy, entry.blocks)) return { blockedMs: 0, firstBlock: false };
      const blockedMs = Math.min(policy.firstBlockMs * 2 ** entry.blocks, policy.maxBlockMs);
      entry.blocks += 1;
      entry.failures = 0;
      entry.blockedUntil = at + blockedMs;
      return { blockedMs, firstBlock: entry.blocks === 1 };
    },

    async release(key, reservation) {
      endReservation(key, reservation);
    },

    async clear(key, reservation) {
      endReservation(key, reservation);
      entries.delete(key);
    },
  };
}
