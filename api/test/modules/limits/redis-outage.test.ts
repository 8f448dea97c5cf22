// Redis away (docs/choices.md, "Several instances: client address and shared limits"): password checks answer 503
// within seconds rather than go uncounted, everything else is served without its limit, /healthz says "degraded",
// the log says so once per outage, and all comes back by itself.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../../../src/app';
import type { RedisConfig } from '../../../src/config';
import { members } from '../../../src/db/schema';
import { connectRedis, SIGN_IN_UNAVAILABLE_MESSAGE } from '../../../src/limits/redis';
import { DEFAULT_THROTTLE_POLICY } from '../../../src/modules/auth/failure-throttle';
import { createPasswordLink, createPasswordResetService } from '../../../src/modules/auth/password-reset-service';
import { passwordMatches } from '../../../src/modules/auth/passwords';
import { createRedisThrottle } from '../../../src/modules/auth/redis-throttle';
import { createSignInGuard } from '../../../src/modules/auth/sign-in-guard';
import { createMailRequestQueue } from '../../../src/modules/mail/mail-requests';
import { createMailService } from '../../../src/modules/mail/service';
import { createMailTransport } from '../../../src/modules/mail/transport';
import { databaseTargets, openTestDatabase } from '../../support/databases';
import { deleteRedisKeys, describeWithRedis, startRedisRelay, testRedisConfig } from '../../support/redis';
import { freePort } from '../../support/payments';
import { createMember, testConfig } from '../../support/test-app';

const SIGN_IN_LIMIT = 3;
/** The bound of every answer while Redis is away: its command timeout (1 s), and room for a saturated machine. */
const ANSWER_WITHIN_MS = 3_000;
const UNREACHABLE = /^Redis is unreachable/;
const quiet = { error() {}, warn() {} } as unknown as FastifyBaseLogger;
const BACK = /^Redis is reachable again/;

const contactMessage = {
  name: 'Kabir Singh',
  lpuID: '12311111',
  email: 'kabir@example.org',
  phone: '+91 91234 56789',
  subject: 'Sponsoring the hackathon',
  message: 'Our company would like to sponsor the next hackathon.',
};

let attempts = 0;

/** A timed request from one client address. */
async function timed(app: App, method: 'GET' | 'POST', url: string, payload?: object) {
  const started = performance.now();
  const response = await app.inject({ method, url, payload, remoteAddress: '203.0.113.1' });
  return { status: response.statusCode, body: response.json(), ms: performance.now() - started, response };
}

/** A wrong sign-in (another LPU ID each time: only the per-client limit refuses). */
function signIn(app: App) {
  attempts += 1;
  return timed(app, 'POST', '/api/members/login', { LpuId: String(32_000_000 + attempts), password: 'wrong-password' });
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, withinMs = 5_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWithRedis('Redis unreachable [redis]', () => {
  describe.each(databaseTargets())('on %s', (target) => {
    const logged: string[] = [];
    const logLines = (pattern: RegExp) => logged.filter((message) => pattern.test(message));
    const cleanups: (() => Promise<unknown>)[] = [];

    async function startApp(redis: RedisConfig): Promise<App> {
      logged.length = 0;
      const database = await openTestDatabase(target);
      const stream = new Writable({
        write(chunk, _encoding, done) {
          logged.push((JSON.parse(String(chunk)) as { msg: string }).msg);
          done();
        },
      });
      const app = buildApp({
        db: database,
        config: testConfig({ loginRateLimit: SIGN_IN_LIMIT, formRateLimit: 1, redis }),
        logger: { level: 'warn', stream },
      });
      cleanups.push(
        () => app.close(),
        () => database.close(),
      );
      await app.ready();
      return app;
    }
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0)) await cleanup();
    });

    it('from the start: sign-in answers 503 within seconds, reads and forms are served, /healthz is degraded', async () => {
      const app = await startApp(testRedisConfig(`redis://127.0.0.1:${await freePort()}`));

      const refused = [await signIn(app), await signIn(app)];
      const read = await timed(app, 'GET', '/api/events/upcoming-event');
      // Its limit is 1 per 10 minutes, not counted while Redis is away.
      const forms = [
        await timed(app, 'POST', '/api/contact/send', contactMessage),
        await timed(app, 'POST', '/api/contact/send', contactMessage),
      ];
      const health = await timed(app, 'GET', '/healthz');

      for (const answer of refused) {
        expect(answer).toMatchObject({ status: 503, body: { success: false, message: SIGN_IN_UNAVAILABLE_MESSAGE } });
        expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect(answer.response.headers['retry-after']).toBe('5');
      }
      expect(read.status).toBe(200);
      expect(forms.map((answer) => answer.status)).toEqual([201, 201]);
      expect(health.status).toBe(200);
      expect(health.body.data).toMatchObject({
        status: 'degraded',
        checks: { redis: { configured: true, ok: false, ms: null } },
      });
      expect(logLines(UNREACHABLE)).toHaveLength(1);
    });

    it('stopped mid-way, then started: 503 while it is away, the same counts once it is back, logged once each', async () => {
      const relay = await startRedisRelay();
      cleanups.push(() => relay.stop());
      const redis = testRedisConfig(relay.url);
      cleanups.push(() => deleteRedisKeys(redis));
      const app = await startApp(redis);
      expect((await timed(app, 'GET', '/healthz')).body.data).toMatchObject({
        status: 'ok',
        checks: { redis: { ok: true } },
      });
      expect([(await signIn(app)).status, (await signIn(app)).status]).toEqual([401, 401]);

      await relay.stop();
      const away = [await signIn(app), await signIn(app), await signIn(app)];
      const healthAway = await timed(app, 'GET', '/healthz');
      expect(away.map((answer) => answer.status)).toEqual([503, 503, 503]);
      expect(Math.max(...away.map((answer) => answer.ms))).toBeLessThan(ANSWER_WITHIN_MS);
      expect(healthAway.body.data.status).toBe('degraded');

      await relay.start();
      const healthBack = await eventually(
        () => timed(app, 'GET', '/healthz'),
        (answer) => answer.body.data.checks.redis.ok,
      );
      expect(healthBack.body.data.status).toBe('ok');
      // Two attempts were counted before the outage: the third is the last one allowed.
      expect([(await signIn(app)).status, (await signIn(app)).status]).toEqual([401, 429]);
      expect(logLines(UNREACHABLE)).toHaveLength(1);
      expect(logLines(BACK)).toHaveLength(1);
    });

    it('frozen (connected, answering nothing): sign-in answers 503 within seconds, and works once it answers', async () => {
      const relay = await startRedisRelay();
      cleanups.push(() => relay.stop());
      const redis = testRedisConfig(relay.url);
      cleanups.push(() => deleteRedisKeys(redis));
      const app = await startApp(redis);

      relay.freeze();
      const frozen = [await signIn(app), await signIn(app)];
      expect(frozen.map((answer) => answer.status)).toEqual([503, 503]);
      expect(Math.max(...frozen.map((answer) => answer.ms))).toBeLessThan(ANSWER_WITHIN_MS);

      relay.thaw();
      const back = await eventually(
        () => signIn(app),
        (answer) => answer.status !== 503,
      );
      expect(back.status).toBe(401);
      expect(logLines(UNREACHABLE)).toHaveLength(1);
    });
  });
});

describe.each(databaseTargets())('a password reset while Redis is unreachable [%s]', (target) => {
  it('stands: the committed new password signs in, though the block it would lift cannot be reached', async () => {
    const database = await openTestDatabase(target);
    const redis = connectRedis(testRedisConfig(`redis://127.0.0.1:${await freePort()}`), quiet);
    try {
      await redis.connected();
      const { publicAppUrl, mail: mailConfig } = testConfig();
      const mail = createMailService(database.db, createMailTransport(mailConfig));
      const signInGuard = createSignInGuard({
        throttle: createRedisThrottle(redis.client, DEFAULT_THROTTLE_POLICY),
        failuresBeforeBlock: DEFAULT_THROTTLE_POLICY.failures,
        mail,
        publicAppUrl,
      });
      const passwordReset = createPasswordResetService({
        db: database.db,
        mail,
        mailRequests: createMailRequestQueue(database.db),
        publicAppUrl,
        recipientMailLimit: 3,
        signInGuard,
      });
      const member = await createMember(database);
      const link = await createPasswordLink(database.db, {
        memberId: member.id,
        minutes: 30,
        publicAppUrl,
        at: new Date(),
      });

      await passwordReset.resetPassword({
        token: new URL(link).searchParams.get('token')!,
        newPassword: 'a-brand-new-password',
      });

      const [row] = await database.db.select().from(members).where(eq(members.id, member.id));
      expect(await passwordMatches(row!.passwordHash, 'a-brand-new-password')).toBe(true);
    } finally {
      redis.close();
      await database.close();
    }
  });
});
