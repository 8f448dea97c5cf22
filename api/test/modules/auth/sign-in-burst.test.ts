// Password guesses sent all at once (docs/choices.md, "Sign-in and sessions"): when the block was only checked before
// the slow password check and the failure counted after it, 40 simultaneous sign-ins for one member from 40 addresses
// had 16 wrong passwords checked against a limit of 5, and the right password in the same burst signed in. Each
// attempt is now reserved before its check: a burst gets exactly the limit's checks, in memory and in Redis.
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { App } from '../../../src/app';
import type { OpenDatabase } from '../../../src/db/client';
import { admins, mailOutbox, members } from '../../../src/db/schema';
import { HttpError } from '../../../src/http';
import { createMemoryThrottle, DEFAULT_THROTTLE_POLICY } from '../../../src/modules/auth/failure-throttle';
import { PRODUCTION_HASH_COST } from '../../../src/modules/auth/passwords';
import { createRedisThrottle } from '../../../src/modules/auth/redis-throttle';
import { BlockedError, createSignInGuard } from '../../../src/modules/auth/sign-in-guard';
import { createMailService } from '../../../src/modules/mail/service';
import { createMailTransport } from '../../../src/modules/mail/transport';
import { deleteRedisKeys, limitStores, testRedisConfig, type LimitStore } from '../../support/redis';
import {
  createAdmin,
  createMember,
  describeEachDatabase,
  signInNewMember,
  TEST_ADMIN_SECRET,
  testConfig,
} from '../../support/test-app';

const LIMIT = DEFAULT_THROTTLE_POLICY.failures;
const BURST = 40;
const MEMBER_BLOCKED =
  "Too many wrong passwords for this account. Please try again in 1 minute, or reset your password with 'Forgot Password?'.";
const ADMIN_BLOCKED = 'Too many wrong passwords for this account. Please try again in 1 minute.';
const SECRET_BLOCKED = 'Too many wrong secret keys. Please try again in 1 minute.';
const BUSY = 'Too many sign-in attempts for this account at once. Please try again in a few seconds.';
const SECRET_BUSY = 'Too many secret key attempts at once. Please try again in a few seconds.';

/**
 * The account's password hashed at the production cost (~40 ms a check, not the tests' ~1 ms): the checks of a burst
 * overlap as they do in production.
 */
async function hashAtProductionCost(
  database: OpenDatabase,
  table: typeof members | typeof admins,
  id: string,
  password: string,
) {
  // @node-rs/argon2's Algorithm is a const enum (unreadable under isolatedModules): 2 is Argon2id.
  const passwordHash = await hash(password, { algorithm: 2, ...PRODUCTION_HASH_COST });
  await database.db.update(table).set({ passwordHash }).where(eq(table.id, id));
}

interface Answer {
  status: number;
  message: string;
  retryAfter: string | undefined;
}

let addressCount = 0;
/** A client address no other request of this file used. */
const newAddress = () => `10.9.${Math.floor(addressCount / 200)}.${(addressCount++ % 200) + 1}`;

async function postFrom(app: App, url: string, payload: object, token?: string): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, message: response.json().message, retryAfter: retryAfter as string };
}

/**
 * BURST wrong attempts at once, each from an address of its own; `right` (if given) is sent as soon as the first of
 * them is refused with a 429, while the rest of the burst may still be under way. Every attempt of the burst reserves
 * before its check, so the first LIMIT reservations are wrong ones: the right one cannot get a check.
 */
async function burst(wrong: () => Promise<Answer>, right?: () => Promise<Answer>) {
  let firstRefusal!: () => void;
  const refused = new Promise<void>((resolve) => (firstRefusal = resolve));
  const rightAnswer = right && refused.then(right);
  const answers = await Promise.all(
    Array.from({ length: BURST }, () =>
      wrong().then((answer) => {
        if (answer.status === 429) firstRefusal();
        return answer;
      }),
    ),
  );
  firstRefusal();
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  return { answers, count, right: await rightAnswer };
}

describe.each(limitStores())('sign-in bursts [%s]', (store: LimitStore) => {
  /** This store's config, made per block (a Redis prefix of its own, deleted at the end). */
  const withStore = () => {
    const redis = store === 'redis' ? testRedisConfig() : undefined;
    if (redis) afterAll(() => deleteRedisKeys(redis));
    return { redis };
  };

  describeEachDatabase(
    '40 attempts at once for one account',
    (context) => {
      const mailsTo = (to: string) =>
        context.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'sign-in-blocked')));
      const signIn = (credentials: object) => postFrom(context.app, '/api/members/login', credentials);

      it(`checks ${LIMIT} wrong passwords of a member, refuses the other ${BURST - LIMIT} and the right one`, async () => {
        const member = await createMember(context.database);
        await hashAtProductionCost(context.database, members, member.id, member.password);
        const { answers, count, right } = await burst(
          () => signIn({ email: member.email, password: 'not-the-password' }),
          () => signIn({ email: member.email, password: member.password }),
        );

        expect(count(401)).toBe(LIMIT);
        expect(count(429)).toBe(BURST - LIMIT);
        for (const refusal of answers.filter((answer) => answer.status === 429)) {
          expect([MEMBER_BLOCKED, BUSY]).toContain(refusal.message);
          expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
        }
        expect(right).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many/) });
        // The burst blocked the account: by LPU ID too, the right password included; the owner was told once.
        expect(await signIn({ LpuId: member.lpuId, password: member.password })).toMatchObject({
          status: 429,
          message: MEMBER_BLOCKED,
        });
        expect(await mailsTo(member.email)).toHaveLength(1);
      });

      it(`checks ${LIMIT} passwords for an identifier nobody has`, async () => {
        const guess = { email: 'nobody-at-all@test.example', password: 'a-long-enough-guess' };
        const { count } = await burst(() => signIn(guess));

        expect([count(401), count(429)]).toEqual([LIMIT, BURST - LIMIT]);
        expect(await signIn(guess)).toMatchObject({
          status: 429,
          message: MEMBER_BLOCKED,
        });
      });

      it(`checks ${LIMIT} current passwords of a signed-in member (the Security tab)`, async () => {
        const member = await signInNewMember(context);
        await hashAtProductionCost(context.database, members, member.id, member.password);
        const change = (currentPassword: string) =>
          postFrom(
            context.app,
            '/api/members/me/password',
            { LpuId: member.lpuId, currentPassword, newPassword: 'a-whole-new-password' },
            member.token,
          );
        const { count, right } = await burst(
          () => change('not-the-password'),
          () => change(member.password),
        );

        expect([count(403), count(429)]).toEqual([LIMIT, BURST - LIMIT]);
        expect(right).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many/) });
      });

      it(`checks ${LIMIT} wrong passwords of an admin, refuses the rest and the right one`, async () => {
        await createAdmin(context.database, 'Burst Admin', 'burst-admin-password');
        const [admin] = await context.database.db
          .update(admins)
          .set({ email: 'burst.admin@test.example' })
          .where(eq(admins.fullname, 'Burst Admin'))
          .returning();
        await hashAtProductionCost(context.database, admins, admin!.id, 'burst-admin-password');
        const adminLogin = (password: string) =>
          postFrom(context.app, '/api/admin/login', { fullname: 'burst admin', password, secret: TEST_ADMIN_SECRET });
        const { answers, count, right } = await burst(
          () => adminLogin('guess'),
          () => adminLogin('burst-admin-password'),
        );

        expect([count(401), count(429)]).toEqual([LIMIT, BURST - LIMIT]);
        for (const refusal of answers.filter((answer) => answer.status === 429))
          expect([ADMIN_BLOCKED, BUSY]).toContain(refusal.message);
        expect(right).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many/) });
        expect(await adminLogin('burst-admin-password')).toMatchObject({ status: 429, message: ADMIN_BLOCKED });
        expect(await mailsTo('burst.admin@test.example')).toHaveLength(1);
      });

      it(`checks ${LIMIT} wrong admin secret keys on /api/admin/register, refuses the rest and the right one`, async () => {
        let lpuId = 32_000_000;
        const register = (secret: string) =>
          postFrom(context.app, '/api/admin/register', {
            fullname: 'Secret Burst',
            LpuId: String((lpuId += 1)),
            password: 'long-enough-password',
            department: 'Technical',
            secret,
          });
        const { answers, count, right } = await burst(
          () => register('a-guess'),
          () => register(TEST_ADMIN_SECRET),
        );

        expect([count(403), count(429)]).toEqual([LIMIT, BURST - LIMIT]);
        for (const refusal of answers.filter((answer) => answer.status === 429))
          expect([SECRET_BLOCKED, SECRET_BUSY]).toContain(refusal.message);
        expect(right).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many/) });
      });
    },
    withStore,
  );

  // The guard itself, on this store: what a reservation does while its check is under way, and how it ends.
  describeEachDatabase('the sign-in guard', (context) => {
    const redis = store === 'redis' ? testRedisConfig() : null;
    const client = redis && new Redis(redis.url, { keyPrefix: redis.prefix });
    afterAll(async () => {
      client?.disconnect();
      if (redis) await deleteRedisKeys(redis);
    });
    const guard = () => {
      const { mail, publicAppUrl } = testConfig();
      return createSignInGuard({
        throttle: client
          ? createRedisThrottle(client, DEFAULT_THROTTLE_POLICY)
          : createMemoryThrottle(DEFAULT_THROTTLE_POLICY),
        failuresBeforeBlock: LIMIT,
        mail: createMailService(context.database.db, createMailTransport(mail)),
        publicAppUrl,
      });
    };
    const refusal = (work: Promise<unknown>) => work.then(() => 'not refused').catch((error: unknown) => error);

    it(`refuses the right password while ${LIMIT} checks are under way, then serves again when they end`, async () => {
      const signInGuard = guard();
      let finish!: () => void;
      const checking = new Promise<void>((resolve) => (finish = resolve));
      const started: Promise<void>[] = [];
      const underWay = Array.from({ length: LIMIT }, () => {
        let start!: () => void;
        started.push(new Promise<void>((resolve) => (start = resolve)));
        return signInGuard.attempt('member:under-way', 'member', () => (start(), checking));
      });
      // Every check has its reservation and is under way.
      await Promise.all(started);

      const right = await refusal(signInGuard.attempt('member:under-way', 'member', (attempt) => attempt.succeeded()));
      expect(right).toBeInstanceOf(BlockedError);
      expect(right).toMatchObject({ statusCode: 429, message: BUSY, retryAfterSeconds: 5 });

      // The checks end without a verdict (released): nothing was counted, every slot is free again.
      finish();
      await Promise.all(underWay);
      for (let failure = 1; failure < LIMIT; failure += 1)
        await signInGuard.attempt('member:under-way', 'member', (attempt) => attempt.failed());
      expect(await refusal(signInGuard.attempt('member:under-way', 'member', async () => 'judged'))).toBe(
        'not refused',
      );
    });

    it('frees the slot of a check that threw before the password was judged (the database failed)', async () => {
      const signInGuard = guard();
      for (let attempt = 0; attempt < 3 * LIMIT; attempt += 1) {
        const error = await refusal(
          signInGuard.attempt('member:database-down', 'member', async () => {
            throw new HttpError(500, 'The database is away.');
          }),
        );
        expect(error).toMatchObject({ statusCode: 500 });
      }
      // Nothing was counted: LIMIT wrong passwords, and the block starts at the last one.
      const answers = [];
      for (let attempt = 0; attempt < LIMIT + 1; attempt += 1)
        answers.push(await refusal(signInGuard.attempt('member:database-down', 'member', (next) => next.failed())));
      expect(answers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill('not refused'));
      expect(answers[LIMIT]).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many wrong/) });
    });
  });
});
