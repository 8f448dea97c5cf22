import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LimitsUnavailableError } from '../../limits/redis';
import {
  newReservationId,
  RESERVATION_MS,
  type FailureThrottle,
  type Reservation,
  type ThrottleOptions,
  type ThrottlePolicy,
} from './failure-throttle';

/**
 * The key's entry as the in-memory throttle reads it (KEYS[1], a hash): forgotten once unblocked and without a failure
 * for forgetAfterMs. Shared by both scripts; `now`, `policyFailures` and `forgetAfterMs` are set before it.
 */
const READ_ENTRY = `
local entry = redis.call('HMGET', KEYS[1], 'failures', 'blocks', 'blockedUntil', 'lastFailureAt')
local failures = tonumber(entry[1]) or 0
local blocks = tonumber(entry[2]) or 0
local blockedUntil = tonumber(entry[3]) or 0
local lastFailureAt = tonumber(entry[4]) or now
if now >= blockedUntil and now - lastFailureAt >= forgetAfterMs then
  failures, blocks, blockedUntil = 0, 0, 0
end
local needed = policyFailures
if blocks > 0 then needed = 1 end
`;

/**
 * One reservation, taken atomically (one script: two instances reserving at once never both take the last slot).
 * KEYS[2] is a sorted set of the attempts under way, each id scored by when it expires; the expired ones are dropped
 * first, and the set itself expires with its newest reservation. Returns { outcome, blockedMs }.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local policyFailures = tonumber(ARGV[2])
local forgetAfterMs = tonumber(ARGV[3])
local reservationMs = tonumber(ARGV[4])
${READ_ENTRY}
if now < blockedUntil then return {'blocked', blockedUntil - now} end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if failures + redis.call('ZCARD', KEYS[2]) >= needed then return {'busy', 0} end
redis.call('ZADD', KEYS[2], now + reservationMs, ARGV[5])
redis.call('PEXPIRE', KEYS[2], reservationMs)
return {'reserved', 0}
`;

/**
 * One failure, counted atomically with the in-memory throttle's rules, its reservation (ARGV[6], if any) ended in
 * the same step: a failure during a block counts nothing; a block after `failures` in a row, then after each further
 * failure, twice as long each time up to the maximum. The key expires when it would be forgotten, so Redis keeps no
 * stale key. Returns { blockedMs, blocks }.
 */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local policyFailures = tonumber(ARGV[2])
local forgetAfterMs = tonumber(ARGV[3])
local firstBlockMs = tonumber(ARGV[4])
local maxBlockMs = tonumber(ARGV[5])
if ARGV[6] ~= '' then redis.call('ZREM', KEYS[2], ARGV[6]) end
${READ_ENTRY}
local blockedMs = 0
if now >= blockedUntil then
  failures = failures + 1
  if failures >= needed then
    blockedMs = math.min(firstBlockMs * 2 ^ blocks, maxBlockMs)
    blocks = blocks + 1
    failures = 0
    blockedUntil = now + blockedMs
  end
end
redis.call('HSET', KEYS[1], 'failures', failures, 'blocks', blocks, 'blockedUntil', blockedUntil, 'lastFailureAt', now)
redis.call('PEXPIRE', KEYS[1], math.max(blockedUntil, now + forgetAfterMs) - now)
return {blockedMs, blocks}
`;

/**
 * The failure throttle in Redis: every instance counts the same failures and the same attempts under way
 * (docs/choices.md, "Several instances"). Times are the instances' clocks (kept in step by NTP: a second apart
 * changes nothing at minutes of blocking). Keys are hashed: Redis holds no e-mail address or name, and a made-up
 * identifier cannot make a long key. When Redis does not answer, every call throws LimitsUnavailableError (a 503): a
 * password is never checked uncounted.
 */
export function createRedisThrottle(
  client: Redis,
  policy: ThrottlePolicy,
  { now = Date.now, reservationMs = RESERVATION_MS }: ThrottleOptions = {},
): FailureThrottle {
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  /** The failures' hash and the attempts' sorted set of a key. */
  const redisKeys = (key: string) => [`sign-in-failures:${hashed(key)}`, `sign-in-attempts:${hashed(key)}`] as const;

  async function counted<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new LimitsUnavailableError(error);
    }
  }

  return {
    blockedMs: (key) =>
      counted(async () => {
        const blockedUntil = Number(await client.hget(redisKeys(key)[0], 'blockedUntil'));
        return Math.max(0, blockedUntil - now());
      }),

    reserve: (key) =>
      counted(async (): Promise<Reservation> => {
        const id = newReservationId();
        const [outcome, blockedMs] = (await client.eval(
          RESERVE_SCRIPT,
          2,
          ...redisKeys(key),
          now(),
          policy.failures,
          policy.forgetAfterMs,
          reservationMs,
          id,
        )) as ['reserved' | 'blocked' | 'busy', number];
        if (outcome === 'blocked') return { outcome, blockedMs };
        return outcome === 'reserved' ? { outcome, id } : { outcome };
      }),

    fail: (key, reservation) =>
      counted(async () => {
        const [blockedMs, blocks] = (await client.eval(
          FAIL_SCRIPT,
          2,
          ...redisKeys(key),
          now(),
          policy.failures,
          policy.forgetAfterMs,
          policy.firstBlockMs,
          policy.maxBlockMs,
          reservation ?? '',
        )) as [number, number];
        return { blockedMs, firstBlock: blockedMs > 0 && blocks === 1 };
      }),

    release: (key, reservation) =>
      counted(async () => {
        await client.zrem(redisKeys(key)[1], reservation);
      }),

    clear: (key, reservation) =>
      counted(async () => {
        const [failures, attempts] = redisKeys(key);
        const transaction = client.multi().del(failures);
        if (reservation !== undefined) transaction.zrem(attempts, reservation);
        const results = await transaction.exec();
        const failed = results?.find(([error]) => error);
        if (failed) throw failed[0];
      }),
  };
}
