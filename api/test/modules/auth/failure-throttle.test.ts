import { Redis } from 'ioredis';
import {
  createMemoryThrottle,
  DEFAULT_THROTTLE_POLICY,
  RESERVATION_MS,
  type FailureThrottle,
} from '../../../src/modules/auth/failure-throttle';
import { createRedisThrottle } from '../../../src/modules/auth/redis-throttle';
import { deleteRedisKeys, limitStores, testRedisConfig } from '../../support/redis';

const MINUTE_MS = 60_000;

/** Reserves an attempt that must be granted: its id. */
async function reserved(throttle: FailureThrottle, key: string): Promise<string> {
  const reservation = await throttle.reserve(key);
  if (reservation.outcome !== 'reserved') throw new Error(`expected a reservation, got ${reservation.outcome}`);
  return reservation.id;
}

/** The in-memory throttle on a clock the test moves. */
function memoryThrottleAt(start = 1_000_000, options: { maxKeys?: number } = {}) {
  const clock = { now: start };
  const throttle = createMemoryThrottle(DEFAULT_THROTTLE_POLICY, { now: () => clock.now, ...options });
  return { throttle, clock };
}

// The same rules whether the failures are counted in memory or in Redis (two instances sharing them: redis-throttle).
describe.each(limitStores())('the per-key failure throttle [%s]', (store) => {
  const redis = store === 'redis' ? testRedisConfig() : null;
  const client = redis && new Redis(redis.url, { keyPrefix: redis.prefix });
  // Each test starts from no failure at all.
  beforeEach(() => redis && deleteRedisKeys(redis));
  afterAll(async () => {
    client?.disconnect();
    if (redis) await deleteRedisKeys(redis);
  });

  /** A throttle of this store on a clock the test moves. */
  function throttleAt(start = 1_000_000) {
    const clock = { now: start };
    const now = () => clock.now;
    const throttle = client
      ? createRedisThrottle(client, DEFAULT_THROTTLE_POLICY, { now })
      : createMemoryThrottle(DEFAULT_THROTTLE_POLICY, { now });
    return { throttle, clock };
  }

  it('blocks after 5 failures for 1 minute, then for 2, 4, 8... minutes at each further failure, at most 60', async () => {
    const { throttle, clock } = throttleAt();
    const results = [];
    for (let failure = 0; failure < 5; failure += 1) results.push(await throttle.fail('member:a'));
    expect(results.map((result) => result.blockedMs)).toEqual([0, 0, 0, 0, MINUTE_MS]);
    expect(results.at(-1)!.firstBlock).toBe(true);
    expect(await throttle.blockedMs('member:a')).toBe(MINUTE_MS);

    const blocks = [];
    for (let block = 0; block < 8; block += 1) {
      clock.now += (await throttle.blockedMs('member:a')) + 1;
      expect(await throttle.blockedMs('member:a')).toBe(0);
      const next = await throttle.fail('member:a');
      expect(next.firstBlock).toBe(false);
      blocks.push(next.blockedMs / MINUTE_MS);
    }
    expect(blocks).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('counts nothing during a block (a failure that raced past the check)', async () => {
    const { throttle, clock } = throttleAt();
    for (let failure = 0; failure < 5; failure += 1) await throttle.fail('k');
    clock.now += 30_000;
    expect(await throttle.fail('k')).toEqual({ blockedMs: 0, firstBlock: false });
    expect(await throttle.blockedMs('k')).toBe(30_000);
  });

  it('starts afresh after a success, and 24 hours after the last failure', async () => {
    const { throttle, clock } = throttleAt();
    for (let failure = 0; failure < 5; failure += 1) await throttle.fail('k');
    await throttle.clear('k');
    expect(await throttle.blockedMs('k')).toBe(0);
    for (let failure = 0; failure < 4; failure += 1) expect((await throttle.fail('k')).blockedMs).toBe(0);
    expect(await throttle.fail('k')).toEqual({ blockedMs: MINUTE_MS, firstBlock: true });

    clock.now += 24 * 60 * MINUTE_MS;
    for (let failure = 0; failure < 4; failure += 1) expect((await throttle.fail('k')).blockedMs).toBe(0);
    expect(await throttle.fail('k')).toEqual({ blockedMs: MINUTE_MS, firstBlock: true });
  });

  it('reserves at most 5 attempts at once; a failure keeps its slot counted, a release frees it', async () => {
    const { throttle } = throttleAt();
    const ids = [];
    for (let attempt = 0; attempt < 5; attempt += 1) ids.push(await reserved(throttle, 'k'));
    expect(new Set(ids).size).toBe(5);
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });
    expect(await throttle.reserve('other')).toMatchObject({ outcome: 'reserved' });

    // 1 failure + 4 under way: still the 5 allowed before a block.
    expect(await throttle.fail('k', ids[0])).toEqual({ blockedMs: 0, firstBlock: false });
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });
    // A released attempt counted nothing: its slot is free again, once.
    await throttle.release('k', ids[1]!);
    const again = await reserved(throttle, 'k');
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });

    // The 5 reserved ones failing block the key; a reservation then answers the block.
    for (const id of [ids[2], ids[3], ids[4]]) expect((await throttle.fail('k', id)).blockedMs).toBe(0);
    expect(await throttle.fail('k', again)).toEqual({ blockedMs: MINUTE_MS, firstBlock: true });
    expect(await throttle.reserve('k')).toEqual({ outcome: 'blocked', blockedMs: MINUTE_MS });
  });

  it('allows one attempt at a time once a series has been blocked', async () => {
    const { throttle, clock } = throttleAt();
    for (let failure = 0; failure < 5; failure += 1) await throttle.fail('k', await reserved(throttle, 'k'));
    clock.now += MINUTE_MS;
    const id = await reserved(throttle, 'k');
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });
    expect(await throttle.fail('k', id)).toEqual({ blockedMs: 2 * MINUTE_MS, firstBlock: false });
    expect(await throttle.reserve('k')).toEqual({ outcome: 'blocked', blockedMs: 2 * MINUTE_MS });
  });

  it('starts afresh after a success, the other attempts under way still reserved', async () => {
    const { throttle } = throttleAt();
    for (let failure = 0; failure < 3; failure += 1) await throttle.fail('k', await reserved(throttle, 'k'));
    const [right, other] = [await reserved(throttle, 'k'), await reserved(throttle, 'k')];
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });

    await throttle.clear('k', right);
    // 0 failures + 1 under way: 4 more may start, not 5.
    for (let attempt = 0; attempt < 4; attempt += 1) await reserved(throttle, 'k');
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });
    await throttle.release('k', other);
    expect(await throttle.reserve('k')).toMatchObject({ outcome: 'reserved' });
  });

  it(`lets reservations never ended expire after ${RESERVATION_MS / 1000} s (a crashed process)`, async () => {
    const { throttle, clock } = throttleAt();
    for (let attempt = 0; attempt < 5; attempt += 1) await reserved(throttle, 'k');
    clock.now += RESERVATION_MS - 1;
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });
    clock.now += 1;
    const ids = [];
    for (let attempt = 0; attempt < 5; attempt += 1) ids.push(await reserved(throttle, 'k'));
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });
    // An expired reservation's late failure still counts (never fewer than the checks made).
    for (const id of ids) await throttle.release('k', id);
    await throttle.fail('k', 'an-expired-reservation');
    for (let attempt = 0; attempt < 4; attempt += 1) await reserved(throttle, 'k');
    expect(await throttle.reserve('k')).toEqual({ outcome: 'busy' });
  });

  it('keeps keys apart', async () => {
    const { throttle } = throttleAt();
    for (let failure = 0; failure < 5; failure += 1) await throttle.fail('member:a');
    expect(await throttle.blockedMs('member:b')).toBe(0);
    expect((await throttle.fail('member:b')).blockedMs).toBe(0);
  });
});

describe('the in-memory failure throttle', () => {
  it('holds at most maxKeys keys, forgetting the stalest first', async () => {
    const { throttle, clock } = memoryThrottleAt(1_000_000, { maxKeys: 3 });
    for (let failure = 0; failure < 5; failure += 1) await throttle.fail('blocked');
    for (const key of ['made-up-1', 'made-up-2']) {
      clock.now += 1;
      for (let failure = 0; failure < 4; failure += 1) await throttle.fail(key);
    }
    // 'blocked' failed last before the two made-up names; one more failure of its own keeps it fresh.
    clock.now += MINUTE_MS;
    await throttle.fail('blocked');
    clock.now += 1;
    await throttle.fail('made-up-3');

    expect(await throttle.blockedMs('blocked')).toBeGreaterThan(0);
    // 'made-up-2' was kept: its fifth failure blocks; 'made-up-1' was forgotten: its fifth starts a new count.
    expect((await throttle.fail('made-up-2')).blockedMs).toBe(MINUTE_MS);
    expect((await throttle.fail('made-up-1')).blockedMs).toBe(0);
  });
});
