// Two API instances on one PostgreSQL: with limits counted per process a client got 12 sign-in attempts before 429
// alternating between them, with the limit at 10. With REDIS_URL they count together (docs/choices.md, "Several
// instances: client address and shared limits").
import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../../src/app';
import type { RedisConfig } from '../../../src/config';
import type { OpenDatabase } from '../../../src/db/client';
import { mailOutbox } from '../../../src/db/schema';
import { databaseTargets, openTestDatabase } from '../../support/databases';
import { deleteRedisKeys, describeWithRedis, testRedisConfig } from '../../support/redis';
import { createMember, testConfig } from '../../support/test-app';

const SIGN_IN_LIMIT = 10;

async function postFrom(app: App, address: string, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress: address });
  return { status: response.statusCode, body: response.json() };
}

describeWithRedis('two instances on one Redis [redis]', () => {
  describe.each(databaseTargets())('on %s', (target) => {
    let database: OpenDatabase;
    let redis: RedisConfig;
    let instances: [App, App];
    /** Attempt `index` goes to A, B, A, B... */
    const alternate = (index: number) => instances[index % 2]!;

    beforeAll(async () => {
      database = await openTestDatabase(target);
      redis = testRedisConfig();
      const config = testConfig({ loginRateLimit: SIGN_IN_LIMIT, formRateLimit: 1_000, redis });
      instances = [0, 1].map(() => buildApp({ db: database, config, logger: false })) as [App, App];
      await Promise.all(instances.map((app) => app.ready()));
    });
    afterAll(async () => {
      await Promise.all(instances.map((app) => app.close()));
      await database.close();
      await deleteRedisKeys(redis);
    });

    it('enforce the sign-in limit exactly: the 11th attempt of one client across A and B is refused', async () => {
      const statuses = [];
      for (let attempt = 0; attempt < SIGN_IN_LIMIT + 2; attempt += 1) {
        const credentials = { LpuId: String(31_000_000 + attempt), password: 'wrong-password' };
        statuses.push((await postFrom(alternate(attempt), '203.0.113.1', '/api/members/login', credentials)).status);
      }
      expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429]);
      // Another client is not concerned.
      expect(
        (
          await postFrom(instances[0], '203.0.113.2', '/api/members/login', {
            LpuId: '31999999',
            password: 'wrong-password',
          })
        ).status,
      ).toBe(401);
    });

    it("count one account's wrong passwords together: 5 across A and B block it on both, one e-mail", async () => {
      const member = await createMember(database);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = { email: member.email, password: 'not-the-password' };
        expect(
          (await postFrom(alternate(attempt), `203.0.113.${10 + attempt}`, '/api/members/login', wrong)).status,
        ).toBe(401);
      }
      const right = { email: member.email, password: member.password };
      for (const app of instances) {
        const answer = await postFrom(app, '203.0.113.30', '/api/members/login', right);
        expect(answer.status).toBe(429);
        expect(answer.body.message).toMatch(/^Too many wrong passwords for this account/);
      }
      const told = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.kind, 'sign-in-blocked')));
      expect(told).toHaveLength(1);
    });

    it('count e-mails per recipient in the database: 3 an hour for one mailbox across A and B', async () => {
      const member = await createMember(database);
      for (let request = 0; request < 6; request += 1) {
        await postFrom(alternate(request), '203.0.113.40', '/api/members/send-reset-email', { email: member.email });
        // The mail-requests job of the instance that took the request sends, or not.
        await alternate(request).jobs.handleMailRequests();
      }
      const queued = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.kind, 'password-reset')));
      expect(queued).toHaveLength(3);
    });
  });
});
