import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LimitsUnavailableError } from '../../limits/redis';
import type { FailureThrottle, ThrottlePolicy } from './failure-throttle';

/**
 * One failure, counted atomically (one script: two instances counting at once never lose one), with the in-memory
 * throttle's rules: forgotten once unblocked and without a failure for forgetAfterMs; a failure during a block counts
 * nothing; a block after `failures` in a row, then after each further failure, twice as long each time up to the
 * maximum. The key expires when it would be forgotten, so Redis keeps no stale key. Returns { blockedMs, blocks }.
 */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local policyFailures = tonumber(ARGV[2])
local firstBlockMs = tonumber(ARGV[3])
local maxBlockMs = tonumber(ARGV[4])
local forgetAfterMs = tonumber(ARGV[5])
local entry = redis.call('HMGET', KEYS[1], 'failures', 'blocks', 'blockedUntil', 'lastFailureAt')
local failures = tonumber(entry[1]) or 0
local blocks = tonumber(entry[2]) or 0
local blockedUntil = tonumber(entry[3]) or 0
local lastFailureAt = tonumber(entry[4]) or now
if now >= blockedUntil and now - lastFailureAt >= forgetAfterMs then
  failures, blocks, blockedUntil = 0, 0, 0
end
local blockedMs = 0
if now >= blockedUntil then
  failures = failures + 1
  local needed = policyFailures
  if blocks > 0 then needed = 1 end
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
 * The failure throttle in Redis: every instance counts the same failures (docs/choices.md, "Several instances").
 * Times are the instances' clocks (kept in step by NTP: a second apart changes nothing at minutes of blocking).
 * Keys are hashed: Redis holds no e-mail address or name, and a made-up identifier cannot make a long key. When Redis
 * does not answer, every call throws LimitsUnavailableError (a 503): a password is never checked uncounted.
 */
export function createRedisThrottle(
  client: Redis,
  policy: ThrottlePolicy,
  { now = Date.now }: { now?: () => number } = {},
): FailureThrottle {
  const redisKey = (key: string) => `sign-in-failures:${createHash('sha256').update(key).digest('base64url')}`;

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
        const blockedUntil = Number(await client.hget(redisKey(key), 'blockedUntil'));
        return Math.max(0, blockedUntil - now());
      }),

    fail: (key) =>
      counted(async () => {
        const [blockedMs, blocks] = (await client.eval(
          FAIL_SCRIPT,
          1,
          redisKey(key),
          now(),
          policy.failures,
          policy.firstBlockMs,
          policy.maxBlockMs,
          policy.forgetAfterMs,
        )) as [number, number];
        return { blockedMs, firstBlock: blockedMs > 0 && blocks === 1 };
      }),

    clear: (key) =>
      counted(async () => {
        await client.del(redisKey(key));
      }),
  };
}
