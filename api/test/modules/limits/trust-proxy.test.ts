// Behind a load balancer every connection comes from the proxy: without TRUST_PROXY the limits keyed on its address,
// and one client using up the sign-in limit locked every other out (docs/choices.md, "Several instances").
import type { App } from '../../../src/app';
import { buildApp } from '../../../src/app';
import type { Config } from '../../../src/config';
import { trustProxySchema } from '../../../src/trust-proxy';
import { openTestDatabase, databaseTargets } from '../../support/databases';
import { deleteRedisKeys, limitStores, testRedisConfig, type LimitStore } from '../../support/redis';
import { describeEachDatabase, testConfig } from '../../support/test-app';
import { capturedLog } from '../../support/log-capture';

const LIMIT = 3;
const PROXY = '10.0.0.1';
const CLIENT_A = '203.0.113.10';
const CLIENT_B = '203.0.113.20';

let attempts = 0;

/**
 * A wrong sign-in arriving from `from` (the TCP peer) with the X-Forwarded-For it carries; each for another LPU ID,
 * so that only the per-client limit answers 429 (not the per-account throttle).
 */
async function signIn(app: App, from: string, forwardedFor?: string) {
  attempts += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/members/login',
    payload: { LpuId: String(30_000_000 + attempts), password: 'wrong-password' },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.statusCode;
}

async function statuses(count: number, attempt: (index: number) => Promise<number>) {
  const seen = [];
  for (let index = 0; index < count; index += 1) seen.push(await attempt(index));
  return seen;
}

const UNTIL_LIMITED = [...Array(LIMIT).fill(401), 429];

describe.each(limitStores())('client address behind a proxy [%s]', (store: LimitStore) => {
  /** This store's limits config, made per block (a Redis prefix of its own, deleted at the end). */
  const limits = (trustProxy?: string) => (): Partial<Config> => {
    const redis = store === 'redis' ? testRedisConfig() : undefined;
    if (redis) afterAll(() => deleteRedisKeys(redis));
    return {
      loginRateLimit: LIMIT,
      redis,
      trustProxy: trustProxy ? trustProxySchema.parse(trustProxy) : { kind: 'none' },
    };
  };

  describeEachDatabase(
    'TRUST_PROXY=10.0.0.0/8',
    (context) => {
      it('limits each client behind the proxy on its own: A using up the limit leaves B signing in', async () => {
        expect(await statuses(LIMIT + 1, () => signIn(context.app, PROXY, CLIENT_A))).toEqual(UNTIL_LIMITED);
        expect(await signIn(context.app, PROXY, CLIENT_B)).toBe(401);
        expect(await signIn(context.app, PROXY, `198.51.100.1, ${CLIENT_A}`)).toBe(429);
      });

      it('ignores X-Forwarded-For from an address outside the list: a client cannot pick its own address', async () => {
        const forged = await statuses(LIMIT + 1, (index) => signIn(context.app, '198.51.100.7', `192.0.2.${index}`));
        expect(forged).toEqual(UNTIL_LIMITED);
      });
    },
    limits('10.0.0.0/8'),
  );

  describeEachDatabase(
    'TRUST_PROXY unset',
    (context) => {
      it('ignores X-Forwarded-For: a new forged address on every attempt is still one client', async () => {
        const forged = await statuses(LIMIT + 1, (index) => signIn(context.app, CLIENT_A, `192.0.2.${index}`));
        expect(forged).toEqual(UNTIL_LIMITED);
        expect(await signIn(context.app, CLIENT_B, CLIENT_A)).toBe(401);
      });
    },
    limits(),
  );

  describeEachDatabase(
    'TRUST_PROXY=1 (hop count)',
    (context) => {
      it('takes the address the nearest proxy added: entries the client wrote before it do not count', async () => {
        // The proxy appends the address it saw; what the client sent comes first, different every time.
        const viaProxy = (client: string) => (index: number) =>
          signIn(context.app, PROXY, `192.0.2.${index}, ${client}`);
        expect(await statuses(LIMIT + 1, viaProxy(CLIENT_A))).toEqual(UNTIL_LIMITED);
        expect(await viaProxy(CLIENT_B)(0)).toBe(401);
      });
    },
    limits('1'),
  );
});

describe.each(databaseTargets())('what the log says of a request through a trusted proxy [%s]', (target) => {
  it("records the client's address and the host it asked for, not the proxy's", async () => {
    const { stream, lines } = capturedLog();
    const database = await openTestDatabase(target);
    const app = buildApp({
      db: database,
      config: testConfig({ trustProxy: trustProxySchema.parse('127.0.0.1') }),
      logger: { level: 'info', stream },
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/events/upcoming-event',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': CLIENT_A, 'x-forwarded-host': 'club.example', 'x-forwarded-proto': 'https' },
      });
    } finally {
      await app.close();
      await database.close();
    }
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
    expect(incoming.req).toMatchObject({ remoteAddress: CLIENT_A, host: 'club.example' });
  });
});
