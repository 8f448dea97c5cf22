import type { FastifyBaseLogger } from 'fastify';
import { LimitsUnavailableError, connectRedis, type SharedRedis } from '../../../src/limits/redis';
import { DEFAULT_THROTTLE_POLICY, RESERVATION_MS } from '../../../src/modules/auth/failure-throttle';
import { createRedisThrottle } from '../../../src/modules/auth/redis-throttle';
import { deleteRedisKeys, describeWithRedis, testRedisConfig } from '../../support/redis';
import { freePort } from '../../support/payments';

const MINUTE_MS = 60_000;
const quiet = { error() {}, warn() {} } as unknown as FastifyBaseLogger;

describeWithRedis('the failure throttle in Redis [redis]', () => {
  const opened: SharedRedis[] = [];
  const connect = async (config: ReturnType<typeof testRedisConfig>) => {
    const redis = connectRedis(config, quiet);
    opened.push(redis);
    await redis.connected();
    return redis;
  };
  afterAll(() => opened.forEach((redis) => redis.close()));

  it('counts the failures of two instances together, at once: 10 at the same moment start exactly one block', async () => {
    const config = testRedisConfig();
    const [a, b] = await Promise.all([connect(config), connect(config)]);
    try {
      const throttles = [a, b].map((redis) => createRedisThrottle(redis.client, DEFAULT_THROTTLE_POLICY));
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) => throttles[index % 2]!.fail('member:shared')),
      );

      // Failures 1-4 count, the 5th blocks; the 5 that arrive during the block count nothing.
      expect(results.filter((result) => result.firstBlock)).toEqual([{ blockedMs: MINUTE_MS, firstBlock: true }]);
      expect(results.filter((result) => result.blockedMs > 0)).toHaveLength(1);
      for (const throttle of throttles) expect(await throttle.blockedMs('member:shared')).toBeGreaterThan(55_000);

      await throttles[1]!.clear('member:shared');
      expect(await throttles[0]!.blockedMs('member:shared')).toBe(0);
    } finally {
      await deleteRedisKeys(config);
    }
  });

  it('reserves across two instances at once: of 20 attempts at the same moment exactly 5 get a check', async () => {
    const config = testRedisConfig();
    const [a, b] = await Promise.all([connect(config), connect(config)]);
    try {
      const throttles = [a, b].map((redis) => createRedisThrottle(redis.client, DEFAULT_THROTTLE_POLICY));
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) => throttles[index % 2]!.reserve('member:shared')),
      );

      const ids = results.flatMap((result) => (result.outcome === 'reserved' ? [result.id] : []));
      expect(ids).toHaveLength(5);
      expect(results.filter((result) => result.outcome === 'busy')).toHaveLength(15);
      // Each instance ends what the other reserved: the attempts are one set.
      for (const [index, id] of ids.entries()) await throttles[(index + 1) % 2]!.release('member:shared', id);
      expect(await throttles[0]!.reserve('member:shared')).toMatchObject({ outcome: 'reserved' });
    } finally {
      await deleteRedisKeys(config);
    }
  });

  it('keeps the attempts under way hashed, expiring with their newest reservation, gone once all ended', async () => {
    const config = testRedisConfig();
    const redis = await connect(config);
    try {
      const throttle = createRedisThrottle(redis.client, DEFAULT_THROTTLE_POLICY);
      const first = await throttle.reserve('member-identifier:someone@example.org');
      const keys = await redis.client.keys(`${config.prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(new RegExp(`^${config.prefix}sign-in-attempts:[\\w-]{43}$`));
      const ttl = await redis.client.pttl(keys[0]!.slice(config.prefix.length));
      expect(ttl).toBeGreaterThan(RESERVATION_MS - 10_000);
      expect(ttl).toBeLessThanOrEqual(RESERVATION_MS);

      const second = await throttle.reserve('member-identifier:someone@example.org');
      await throttle.release('member-identifier:someone@example.org', first.outcome === 'reserved' ? first.id : '');
      await throttle.clear('member-identifier:someone@example.org', second.outcome === 'reserved' ? second.id : '');
      expect(await redis.client.keys(`${config.prefix}*`)).toEqual([]);
    } finally {
      await deleteRedisKeys(config);
    }
  });

  it('keeps no e-mail address in Redis, and lets a key expire when it would be forgotten', async () => {
    const config = testRedisConfig();
    const redis = await connect(config);
    try {
      await createRedisThrottle(redis.client, DEFAULT_THROTTLE_POLICY).fail('member-identifier:someone@example.org');
      const keys = await redis.client.keys(`${config.prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(new RegExp(`^${config.prefix}sign-in-failures:[\\w-]{43}$`));
      // keys() answers with the prefix; the commands add it themselves.
      const ttl = await redis.client.pttl(keys[0]!.slice(config.prefix.length));
      expect(ttl).toBeGreaterThan(DEFAULT_THROTTLE_POLICY.forgetAfterMs - 10_000);
      expect(ttl).toBeLessThanOrEqual(DEFAULT_THROTTLE_POLICY.forgetAfterMs);
    } finally {
      await deleteRedisKeys(config);
    }
  });

  it('fails each call with a 503 within seconds while Redis is unreachable: a password is never checked uncounted', async () => {
    const redis = await connect(testRedisConfig(`redis://127.0.0.1:${await freePort()}`));
    const throttle = createRedisThrottle(redis.client, DEFAULT_THROTTLE_POLICY);
    const started = performance.now();
    for (const call of [
      () => throttle.blockedMs('k'),
      () => throttle.reserve('k'),
      () => throttle.fail('k', 'a-reservation'),
      () => throttle.release('k', 'a-reservation'),
      () => throttle.clear('k'),
    ]) {
      const error = await call().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(LimitsUnavailableError);
      expect(error).toMatchObject({ statusCode: 503 });
    }
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
