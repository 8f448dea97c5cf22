import { and, eq, inArray } from 'drizzle-orm';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { LOCAL_SANDBOX_KEYS } from '../src/config';
import type { OpenDatabase } from '../src/db/client';
import { mailOutbox, mailRequests, retiredRefreshTokens, sessions, ticketOrders, tickets } from '../src/db/schema';
import { ENDED_SESSION_KEPT_MS } from '../src/modules/auth/session-clean-up';
import { SESSION_ENDED } from '../src/modules/auth/sessions';
import { hashRefreshToken, newRefreshToken } from '../src/modules/auth/tokens';
import { createMailService } from '../src/modules/mail/service';
import { startCashfreeSandbox, type CashfreeSandbox } from '../src/sandbox/cashfree-sandbox';
import { databaseTargets, openSharedTestDatabase, type SharedTestDatabase } from './support/databases';
import { buyer, createOrderFrom, eventually, insertEvent, sandboxPayments } from './support/payments';
import { createMember, loginMember, post, testConfig } from './support/test-app';
import { makeMembersUnreadable } from './support/unreadable-members';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Two API instances on one database, as a load balancer runs them (docs/choices.md, "Background jobs across
// instances"). On PostgreSQL each has its own pool, so their passes really overlap; on PGlite (one process by nature)
// both share the one database, and the jobs run in-process.
describe.each(databaseTargets())('background jobs on two API instances [%s]', (target) => {
  let shared: SharedTestDatabase;
  let sandbox: CashfreeSandbox;
  let database: OpenDatabase;
  const apps: App[] = [];

  beforeAll(async () => {
    sandbox = await startCashfreeSandbox(LOCAL_SANDBOX_KEYS);
    shared = await openSharedTestDatabase(target, 2);
    database = shared.databases[0]!;
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await sandbox.close();
    await shared.close();
  });

  /** Instances A and B, ready. */
  async function twoInstances(options: Partial<BuildAppOptions> = {}): Promise<[App, App]> {
    const config = testConfig({ payments: sandboxPayments(sandbox) });
    for (const db of shared.databases) apps.push(buildApp({ db, config, logger: false, ...options }));
    await Promise.all(apps.map((app) => app.ready()));
    return apps as [App, App];
  }

  it('asks the provider about each due order once when both instances reconcile at once', async () => {
    const [instanceA, instanceB] = await twoInstances();
    const eventId = await insertEvent(database, { capacity: 20, unpaidHoldLimit: 20 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => createOrderFrom(instanceA, buyer(eventId))));
    const orderIds = answers.map(({ body }) => body.data.order_id as string);
    const paid = orderIds.slice(0, 2);
    // Paid, but their webhooks come long after this test: only the reconciliation settles them.
    for (const orderId of paid) sandbox.pay(orderId, 'success', { delayMs: 10 * 60_000 });
    const longAgo = new Date(Date.now() - 20 * 60_000);
    await database.db
      .update(ticketOrders)
      .set({ createdAt: longAgo, holdExpiresAt: longAgo })
      .where(inArray(ticketOrders.id, orderIds));

    const examined = await Promise.all([instanceA.jobs.reconcilePayments(), instanceB.jobs.reconcilePayments()]);

    // One pass examined them all; the other was left out, or found nothing left to do.
    expect(examined.reduce((sum: number, count) => sum + (count ?? 0), 0)).toBe(8);
    expect(orderIds.map((orderId) => sandbox.lookups(orderId))).toEqual(orderIds.map(() => 1));
    const issued = await database.db.select().from(tickets).where(eq(tickets.eventId, eventId));
    expect(issued.map((ticket) => ticket.orderId).sort()).toEqual([...paid].sort());
    const ticketMails = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.reference,
          issued.map((ticket) => ticket.id),
        ),
      );
    expect(ticketMails).toHaveLength(2);
  });

  it('runs every job on both instances at once: each queued e-mail goes out once, ended sessions go at start', async () => {
    const enqueueOnly = createMailService(database.db, async () => {});
    for (let index = 0; index < 40; index += 1)
      await enqueueOnly.enqueue({ kind: 'test', to: 'asha@example.org', subject: `mail ${index}`, text: 'Hello.' });
    const queued = await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    const member = await createMember(database);
    const [ended] = await database.db
      .insert(sessions)
      .values({
        accountType: 'member',
        accountId: member.id,
        tokenHash: hashRefreshToken(newRefreshToken()),
        expiresAt: new Date(Date.now() - 2 * DAY_MS),
      })
      .returning();

    const sent: string[] = [];
    // Without SMTP each e-mail becomes a file, announced once per delivery: `mail to <to>: "<subject>" -> <file>`.
    const collect = (line: string) => sent.push(line.match(/^mail to [^:]+: "(.*)" -> /)?.[1] ?? line);
    await twoInstances({ backgroundJobs: true, notice: collect });

    await eventually(
      async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length === 0,
    );
    await eventually(
      async () => (await database.db.select().from(sessions).where(eq(sessions.id, ended!.id))).length === 0,
    );
    await Promise.all(apps.splice(0).map((app) => app.close()));
    expect(sent.sort()).toEqual(queued.map(({ subject }) => subject).sort());
  });

  it('answers reset and LPU ID requests while members cannot be read; the jobs send each e-mail once later', async () => {
    const member = await createMember(database);
    const [instanceA, instanceB] = await twoInstances({ backgroundJobs: true });
    const nobody = 'nobody@test.example';
    const release = await makeMembersUnreadable(database);
    const answers = [];
    try {
      answers.push(await post(instanceA, '/api/members/send-reset-email', { email: member.email }));
      answers.push(await post(instanceB, '/api/members/forgot-lpu-id', { email: member.email }));
      answers.push(await post(instanceA, '/api/members/forgot-lpu-id', { email: nobody }));
      answers.push(await post(instanceB, '/api/members/send-reset-email', { email: nobody }));
    } finally {
      await release();
    }
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);

    // A pass while the table was unreadable failed and left the requests queued: the next one (every second)
    // handles each once, on one instance at a time; the mail worker sends.
    const sentTo = (to: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.status, 'sent')));
    await eventually(async () => (await sentTo(member.email)).length === 2);
    expect(await database.db.select().from(mailRequests)).toEqual([]);
    expect((await sentTo(member.email)).map((mail) => mail.kind).sort()).toEqual(['lpu-id-reminder', 'password-reset']);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, nobody))).toEqual([]);
  });

  it('deletes ended sessions and old retired tokens once, and keeps what signing in still needs', async () => {
    const [instanceA, instanceB] = await twoInstances();
    const member = await createMember(database);
    const refresh = (refreshToken: string) => post(instanceA, '/api/auth/refresh', { refreshToken });
    const first = await loginMember(instanceA, member);
    const second = (await refresh(first.refreshToken)).body.data;
    const now = Date.now();
    /** A session of the member ended `endedMsAgo` ago, by expiry or by revocation; answers its refresh token. */
    const endedSession = async (how: 'expired' | 'revoked', endedMsAgo: number) => {
      const refreshToken = newRefreshToken();
      const endedAt = new Date(now - endedMsAgo);
      await database.db.insert(sessions).values({
        accountType: 'member',
        accountId: member.id,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: how === 'expired' ? endedAt : new Date(now + DAY_MS),
        revokedAt: how === 'revoked' ? endedAt : null,
      });
      return refreshToken;
    };
    const expiredLongAgo = await endedSession('expired', ENDED_SESSION_KEPT_MS + HOUR_MS);
    const revokedLongAgo = await endedSession('revoked', ENDED_SESSION_KEPT_MS + HOUR_MS);
    const revokedLately = await endedSession('revoked', HOUR_MS);
    // The live session's first token was retired just now; one retired before a refresh token's lifetime goes.
    const [live] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashRefreshToken(second.refreshToken)));
    const ancientToken = newRefreshToken();
    await database.db.insert(retiredRefreshTokens).values({
      tokenHash: hashRefreshToken(ancientToken),
      sessionId: live!.id,
      retiredAt: new Date(now - testConfig().refreshTokenTtlSeconds * 1000 - HOUR_MS),
    });

    const deleted = await Promise.all([instanceA.jobs.cleanUpSessions(), instanceB.jobs.cleanUpSessions()]);

    const total = (key: 'sessions' | 'retiredTokens') => deleted.reduce((sum, done) => sum + (done?.[key] ?? 0), 0);
    expect([total('sessions'), total('retiredTokens')]).toEqual([2, 1]);
    expect((await refresh(expiredLongAgo)).body.message).toMatch(/^Invalid refresh token/);
    expect((await refresh(revokedLongAgo)).body.message).toMatch(/^Invalid refresh token/);
    expect((await refresh(revokedLately)).body.message).toBe(SESSION_ENDED);
    expect((await refresh(ancientToken)).body.message).toMatch(/^Invalid refresh token/);
    // The recently retired token is still known: replayed after the grace window, it ends the sign-in.
    await database.db
      .update(retiredRefreshTokens)
      .set({ retiredAt: new Date(now - 60_000) })
      .where(eq(retiredRefreshTokens.tokenHash, hashRefreshToken(first.refreshToken)));
    expect((await refresh(second.refreshToken)).status).toBe(200);
    expect((await refresh(first.refreshToken)).body.message).toBe(SESSION_ENDED);
  });
});
