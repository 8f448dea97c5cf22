// 'Forgot Password?' and 'Forgot your LPU ID?' answer alike for any address, and also take the same time: the request
// only writes its row in mail_requests, and the mail-requests job looks the address up, counts the recipient's limit
// and queues the e-mail (docs/choices.md, "Sign-in and sessions"). No timing here: `npm run bench` compares the two
// kinds of address (docs/performance.md).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { mailOutbox, mailRequests } from '../../../src/db/schema';
import { createMember, describeEachDatabase, post, type TestMember } from '../../support/test-app';
import { makeMembersUnreadable } from '../../support/unreadable-members';
import { MAIL_REQUEST_ATTEMPTS, processMailRequests } from '../../../src/modules/mail/mail-requests';

const ENDPOINTS = [
  ['/api/members/send-reset-email', 'password-reset'],
  ['/api/members/forgot-lpu-id', 'lpu-id-reminder'],
] as const;

describeEachDatabase('e-mails asked for by address', (context) => {
  const db = () => context.database.db;
  const handle = () => context.app.jobs.handleMailRequests();

  beforeEach(async () => {
    await db().delete(mailRequests);
  });

  /** The rows a query answers (drizzle's `execute` result is typed per driver). */
  const rowsOf = async <Row>(query: SQL) => ((await db().execute(query)) as unknown as { rows: Row[] }).rows;

  /** The number of rows in every table of the database, by table. */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await rowsOf<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { tablename } of tables) {
      const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(tablename)}`);
      counts[tablename] = row!.n;
    }
    return counts;
  }

  const mailsOf = (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

  describe.each(ENDPOINTS)('%s', (url, kind) => {
    /** A member whose address has had its 3 e-mails of this kind this hour. */
    async function memberOverTheLimit(): Promise<TestMember> {
      const member = await createMember(context.database);
      for (let request = 0; request < 3; request += 1) await post(context.app, url, { email: member.email });
      await handle();
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, member.email))).toHaveLength(3);
      return member;
    }

    it('writes only its request row, for a member, an unknown address and a member over the limit alike', async () => {
      const member = await createMember(context.database);
      const flooded = await memberOverTheLimit();
      const addresses = [member.email, 'nobody@test.example', flooded.email];
      const answers = [];
      for (const email of addresses) {
        const before = await rowCounts();
        answers.push(await post(context.app, url, { email }));
        // Nothing read or written about the member: no link, no e-mail, no count; one row waits for the job.
        expect(await rowCounts()).toEqual({ ...before, mail_requests: before.mail_requests! + 1 });
      }
      expect(answers[0]!.status).toBe(200);
      expect(answers).toEqual([answers[0], answers[0], answers[0]]);
      expect(
        (await db().select({ kind: mailRequests.kind, email: mailRequests.email }).from(mailRequests)).sort((a, b) =>
          a.email.localeCompare(b.email),
        ),
      ).toEqual(addresses.map((email) => ({ kind, email })).sort((a, b) => a.email.localeCompare(b.email)));
    });

    it('sends the e-mail to a member once the job runs, none to an unknown address nor over the limit', async () => {
      const member = await createMember(context.database);
      const flooded = await memberOverTheLimit();
      for (const email of [member.email.toUpperCase(), 'nobody@test.example', flooded.email])
        await post(context.app, url, { email });
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, member.email))).toEqual([]);

      expect(await handle()).toBe(3);

      const sent = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, member.email)));
      expect(sent).toEqual([expect.objectContaining({ reference: member.id, status: 'pending' })]);
      expect((await mailsOf(kind)).filter((mail) => mail.to === 'nobody@test.example')).toEqual([]);
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, flooded.email))).toHaveLength(3);
      // Each request is handled once: the job deleted them.
      expect(await db().select().from(mailRequests)).toEqual([]);
      expect(await handle()).toBe(0);
    });

    it('answers both kinds of address while the members table cannot be read', async () => {
      const member = await createMember(context.database);
      const unknown = 'nobody@test.example';
      const release = await makeMembersUnreadable(context.database);
      let answers;
      try {
        answers = [
          await post(context.app, url, { email: member.email }),
          await post(context.app, url, { email: unknown }),
        ];
      } finally {
        await release();
      }
      expect(answers.map(({ status }) => status)).toEqual([200, 200]);
      expect(answers[1]).toEqual(answers[0]);

      await handle();
      expect((await mailsOf(kind)).filter((mail) => mail.to === member.email)).toHaveLength(1);
      expect((await mailsOf(kind)).filter((mail) => mail.to === unknown)).toEqual([]);
    });
  });

  it('a request whose handler fails waits and is tried again, never holding back the others; dropped at last', async () => {
    await post(context.app, '/api/members/forgot-lpu-id', { email: 'poison@test.example' });
    await post(context.app, '/api/members/forgot-lpu-id', { email: 'fine@test.example' });
    const handled: string[] = [];
    const failures: unknown[] = [];
    const handler = async (_tx: unknown, email: string) => {
      if (email === 'poison@test.example') throw new Error('the template broke');
      handled.push(email);
    };
    const handlers = { 'password-reset': handler, 'lpu-id-reminder': handler, 'find-ticket': handler };
    const pass = () => processMailRequests(db(), handlers, undefined, (error) => failures.push(error));

    // The first request fails; the one behind it is handled in the same pass.
    expect(await pass()).toBe(1);
    expect(handled).toEqual(['fine@test.example']);
    expect(failures).toHaveLength(1);
    const [waiting] = await db().select().from(mailRequests);
    expect(waiting).toMatchObject({ email: 'poison@test.example', attempts: 1 });
    expect(waiting!.dueAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the next pass leaves it.
    expect(await pass()).toBe(0);
    expect(failures).toHaveLength(1);

    // Due again each time, it fails MAIL_REQUEST_ATTEMPTS times in all, then is dropped.
    for (let attempt = 1; attempt < MAIL_REQUEST_ATTEMPTS; attempt++) {
      await db()
        .update(mailRequests)
        .set({ dueAt: new Date(Date.now() - 1_000) });
      await pass();
    }
    expect(failures).toHaveLength(MAIL_REQUEST_ATTEMPTS);
    expect(await db().select().from(mailRequests)).toEqual([]);
  });
});
