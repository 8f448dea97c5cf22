// "Find my ticket" (POST /api/tickets/find): the e-mail address and LPU ID of a ticket get its e-mail sent again.
// Like 'Forgot Password?', the request only writes its row in mail_requests and the mail-requests job does the
// lookup, the recipient's limit and the e-mails, so the answer (and its time) is the same for any details
// (docs/choices.md, "Tickets and payments").
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { findTicketSentText } from '@guildhall/contracts';
import { mailOutbox, mailRequests, ticketOrders, tickets } from '../../../src/db/schema';
import { clubDay } from '../../../src/modules/events/club-time';
import { insertEvent } from '../../support/payments';
import { expectFieldErrors } from '../../support/send';
import { describeEachDatabase, post, testConfig } from '../../support/test-app';

// The job renders a QR code per e-mail: slow on a loaded 2-core machine.
jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const inDays = (days: number) => clubDay(new Date(Date.now() + days * DAY_MS));
const LIMIT = testConfig().recipientMailLimit;

let sequence = 0;
/** A ticket holder's details as the find form takes them (a fresh address and LPU ID each time). */
const newHolder = () => {
  sequence += 1;
  return { email: `holder${sequence}@example.org`, lpuId: String(51_000_000 + sequence) };
};

describeEachDatabase('Find my ticket', (context) => {
  const db = () => context.database.db;
  const find = (body: unknown) => post(context.app, '/api/tickets/find', body);
  const handle = () => context.app.jobs.handleMailRequests();
  const foundMails = (to: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'ticket-found'), eq(mailOutbox.to, to)))
      .orderBy(mailOutbox.createdAt);

  beforeEach(async () => {
    await db().delete(mailRequests);
  });

  /** A ticket straight into the table (as the desk or a paid order leaves it), for `holder` at `eventId`. */
  async function ticketOf(
    holder: { email: string; lpuId: string },
    eventId: string,
    fields: Partial<typeof tickets.$inferInsert> = {},
  ) {
    const [row] = await db()
      .insert(tickets)
      .values({
        code: `TKT-${randomBytes(4).toString('hex').toUpperCase()}`,
        eventId,
        fullName: 'Asha Verma',
        ...holder,
        qrSecret: randomBytes(32).toString('base64url'),
        ...fields,
      })
      .returning();
    return row!;
  }

  /** A paid order of `holder` for `eventId`: its ticket links to the payment result page. */
  async function paidOrder(holder: { email: string; lpuId: string }, eventId: string): Promise<string> {
    const id = `GHFIND${randomBytes(6).toString('hex').toUpperCase()}`;
    await db()
      .insert(ticketOrders)
      .values({
        id,
        eventId,
        fullName: 'Asha Verma',
        ...holder,
        phone: '+91 98765 43210',
        gender: 'Female',
        hosteler: false,
        course: 'B.Tech CSE',
        club: 'SML',
        amount: 400,
        status: 'paid',
        holdExpiresAt: new Date(),
      });
    return id;
  }

  it('answers the same for details with tickets, unknown ones and an address over its limit, and only queues', async () => {
    const holder = newHolder();
    await ticketOf(holder, await insertEvent(context.database));
    const flooded = newHolder();
    await ticketOf(flooded, await insertEvent(context.database));
    for (let request = 0; request < LIMIT; request += 1) await find(flooded);
    await handle();
    expect(await foundMails(flooded.email)).toHaveLength(LIMIT);

    const asked = [holder, newHolder(), { ...holder, lpuId: newHolder().lpuId }, flooded];
    for (const details of asked) {
      const outbox = await db().select().from(mailOutbox);
      const answer = await find(details);
      expect(answer).toEqual({
        status: 200,
        body: { success: true, message: findTicketSentText(details.email), data: null },
      });
      // Nothing looked up or sent on the request: one row waits for the job, with both details.
      expect(await db().select().from(mailOutbox)).toEqual(outbox);
    }
    expect(
      await db()
        .select({ kind: mailRequests.kind, email: mailRequests.email, lpuId: mailRequests.lpuId })
        .from(mailRequests),
    ).toEqual(expect.arrayContaining(asked.map((details) => ({ kind: 'find-ticket', ...details }))));
    expect(await db().select().from(mailRequests)).toHaveLength(asked.length);
  });

  it('e-mails each valid ticket of an upcoming event under both the address and the LPU ID, one e-mail each', async () => {
    const holder = newHolder();
    const [later, soon, today, past, completed, cancelledAt, usedAt, elsewhere, otherAddress] = await Promise.all([
      insertEvent(context.database, { title: 'Later Night', date: inDays(20) }),
      insertEvent(context.database, { title: 'Soon Night', date: inDays(3) }),
      insertEvent(context.database, { title: 'Tonight', date: inDays(0) }),
      insertEvent(context.database, { title: 'Last Week', date: inDays(-7) }),
      insertEvent(context.database, { title: 'Called Off', date: inDays(5), status: 'completed' }),
      insertEvent(context.database, { date: inDays(6) }),
      insertEvent(context.database, { date: inDays(0) }),
      insertEvent(context.database, { date: inDays(8) }),
      insertEvent(context.database, { date: inDays(9) }),
    ]);
    const orderId = await paidOrder(holder, later!);
    const online = await ticketOf(holder, later!, { orderId });
    const desk = await ticketOf(holder, soon!);
    const tonight = await ticketOf(holder, today!);
    for (const eventId of [past!, completed!]) await ticketOf(holder, eventId);
    await ticketOf(holder, cancelledAt!, { isCancelled: true, cancelReason: 'Refunded', cancelledAt: new Date() });
    await ticketOf(holder, usedAt!, { isUsed: true, usedAt: new Date() });
    // The same address with another LPU ID, and the LPU ID with another address: not these details' tickets.
    await ticketOf({ ...holder, lpuId: newHolder().lpuId }, elsewhere!);
    await ticketOf({ ...holder, email: 'someone-else@example.org' }, otherAddress!);

    // The address as typed, in capitals: the schema reads it in lower case, as tickets store it.
    await find({ email: holder.email.toUpperCase(), lpuId: holder.lpuId });
    expect(await foundMails(holder.email)).toEqual([]);
    expect(await handle()).toBe(1);

    const sent = await foundMails(holder.email);
    // Soonest first (tonight's, then in 3 days, then in 20), each the ticket e-mail with its own QR code.
    expect(sent.map((mail) => mail.reference)).toEqual([tonight.id, desk.id, online.id]);
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Your ticket for Tonight (${tonight.code})`,
      `Your ticket for Soon Night (${desk.code})`,
      `Your ticket for Later Night (${online.code})`,
    ]);
    for (const mail of sent) {
      expect(mail.status).toBe('pending');
      expect(mail.attachments).toEqual([
        expect.objectContaining({ cid: 'ticket-qr', contentType: 'image/png' }),
        expect.objectContaining({
          filename: 'invite.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        }),
      ]);
    }
    // The ticket bought online links to its page, as its first e-mail did; the desk's has no order to link to.
    expect(sent[2]!.text).toContain(`/payment/verify?order_id=${orderId}`);
    expect(sent[1]!.text).not.toContain('/payment/verify');
    expect(await foundMails('someone-else@example.org')).toEqual([]);
    // Handled once: the request is gone.
    expect(await db().select().from(mailRequests)).toEqual([]);
    expect(await handle()).toBe(0);
  });

  it('sends one address its tickets again a few times an hour at most, counted per e-mail', async () => {
    const holder = newHolder();
    await ticketOf(holder, await insertEvent(context.database));
    for (let request = 0; request <= LIMIT; request += 1) await find(holder);
    expect(await handle()).toBe(LIMIT + 1);
    expect(await foundMails(holder.email)).toHaveLength(LIMIT);

    // An hour later there is room again.
    await db()
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(mailOutbox.to, holder.email));
    await find(holder);
    await handle();
    expect(await foundMails(holder.email)).toHaveLength(LIMIT + 1);

    // A request is served while the address has room: all its tickets go, then the next waits.
    const twice = newHolder();
    for (const days of [4, 5]) await ticketOf(twice, await insertEvent(context.database, { date: inDays(days) }));
    await find(twice);
    await find(twice);
    await find(twice);
    await handle();
    expect(await foundMails(twice.email)).toHaveLength(4);
  });

  it('checks the details as the purchase form does', async () => {
    expectFieldErrors(await find({ email: 'asha@', lpuId: '1234' }), {
      email: 'Enter a valid email address',
      lpuId: 'LPU ID must be exactly 8 digits.',
    });
    expectFieldErrors(await find({ email: 'asha@example.org' }), { lpuId: 'LPU ID is required' });
    expect((await find({ ...newHolder(), ticketId: 'TKT-1' })).status).toBe(400);
    expect(await db().select().from(mailRequests)).toEqual([]);
  });
});

describeEachDatabase(
  'Find my ticket rate limit',
  (context) => {
    it('answers 429 once a client has asked its times for the next 10 minutes, like the other public forms', async () => {
      const statuses = [];
      for (let request = 0; request < 3; request += 1)
        statuses.push((await post(context.app, '/api/tickets/find', newHolder())).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await post(context.app, '/api/tickets/find', newHolder())).body.message).toMatch(/^Too many attempts/);
    });
  },
  { formRateLimit: 2 },
);
