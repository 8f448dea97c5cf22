// The waiting list's offers of freed seats (docs/choices.md, "Waiting list"): a freed seat is offered to the first
// confirmed entry in line, e-mailed with a claim link, held for that entry alone until its window ends, then passed
// on; a claim buys exactly that seat. Each call that buys sends from an address of its own, so the per-client
// limits count only where a test means them to.
import { randomBytes } from 'node:crypto';
import { WAITLIST_MESSAGES } from '@guildhall/contracts/waitlist';
import { and, eq, inArray } from 'drizzle-orm';
import { mailOutbox, ticketOrders, tickets, waitlistEntries } from '../../../src/db/schema';
import { createMailService } from '../../../src/modules/mail/service';
import { SOLD_OUT } from '../../../src/modules/payments/service';
import { createWaitlistOffers, WAITLIST_OFFER_MAIL } from '../../../src/modules/waitlist/offers';
import { hashWaitlistToken } from '../../../src/modules/waitlist/tokens';
import { claimForm, claimTokenOf, issueTickets, lineUp, ticketRow } from './offers-support';
import {
  buyer,
  createOrderFrom,
  describePayments,
  eventually,
  insertEvent,
  type PaymentsContext,
} from '../../support/payments';
import { send } from '../../support/send';
import { get, signInNewAdmin } from '../../support/test-app';
import type { OpenDatabase } from '../../../src/db/client';

jest.setTimeout(300_000);

const MINUTE_MS = 60_000;
const statesOf = async (database: OpenDatabase, eventId: string) =>
  (
    await database.db
      .select({ state: waitlistEntries.state })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, eventId))
      .orderBy(waitlistEntries.confirmedAt)
  ).map((row) => row.state);

/** Pays the order in the sandbox, its webhook sent twice, and waits for it to settle. */
async function payTwice(context: PaymentsContext, orderId: string) {
  context.sandbox.pay(orderId, 'success', { copies: 2 });
  await eventually(async () => {
    const [order] = await context.database.db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
    return order!.status !== 'pending';
  });
}

/** The offers as another API instance makes them, on the same database. */
const anotherInstance = (database: OpenDatabase, appUrl: string) =>
  createWaitlistOffers({
    db: database.db,
    mail: createMailService(database.db, async () => {}),
    publicAppUrl: appUrl,
  });

describePayments('the waiting list’s offers', (context) => {
  const onPostgres = () => context.target === 'postgres';
  const db = () => context.database.db;

  it('offers a cancelled ticket’s seat to the first in line, holds it for them alone, and sells it to their claim', async () => {
    const eventId = await insertEvent(context.database, { capacity: 1, title: 'Freshers Night' });
    const [sold] = await issueTickets(context.database, eventId, 1);
    const [first, second] = await lineUp(context.database, eventId, 2);
    expect(await context.app.jobs.offerFreedSeats()).toBe(0);

    await db().update(tickets).set({ isCancelled: true }).where(eq(tickets.id, sold!.id));
    expect(await context.app.jobs.offerFreedSeats()).toBe(1);
    expect(await statesOf(context.database, eventId)).toEqual(['offered', 'waiting']);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, WAITLIST_OFFER_MAIL), eq(mailOutbox.to, first!.email)));
    expect(mail).toMatchObject({ reference: first!.id, subject: 'A seat is free for you: Freshers Night' });
    expect(mail!.text).toContain('held for you until');
    const token = await claimTokenOf(context.database, first!.email);
    expect(await claimTokenOf(context.database, second!.email)).toBeUndefined();

    // The seat is the offer's: nobody else buys it, another pass offers nothing more.
    expect((await get(context.app, `/api/events/by-id/${eventId}`)).body.data).toMatchObject({ spotsLeft: 0 });
    expect((await createOrderFrom(context.app, buyer(eventId))).body.message).toBe(SOLD_OUT);
    expect(await context.app.jobs.offerFreedSeats()).toBe(0);

    // The claim link shows whose it is; only that e-mail and LPU ID may use it.
    const shown = await get(context.app, `/api/waitlist/offer?token=${token}`);
    expect(shown.body.data).toMatchObject({
      eventId,
      email: first!.email,
      lpuId: first!.lpuId,
      eventTitle: 'Freshers Night',
    });
    expect(
      (await createOrderFrom(context.app, claimForm({ ...first!, lpuId: second!.lpuId }, token))).body,
    ).toMatchObject({
      message: WAITLIST_MESSAGES.offerNotYours,
    });
    expect((await createOrderFrom(context.app, claimForm(first!, 'x'.repeat(43)))).status).toBe(404);

    // Opened twice (a retry): the second order takes the seat, the first ends.
    const firstTry = await createOrderFrom(context.app, claimForm(first!, token));
    const claim = await createOrderFrom(context.app, claimForm(first!, token));
    expect([firstTry.status, claim.status]).toEqual([200, 200]);
    const [ended] = await db().select().from(ticketOrders).where(eq(ticketOrders.id, firstTry.body.data.order_id));
    expect(ended!.status).toBe('expired');

    await payTwice(context, claim.body.data.order_id);
    const valid = await db()
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), eq(tickets.isCancelled, false)));
    expect(valid.map((ticket) => ticket.lpuId)).toEqual([first!.lpuId]);
    expect(await statesOf(context.database, eventId)).toEqual(['claimed', 'waiting']);
    expect((await get(context.app, `/api/waitlist/offer?token=${token}`)).status).toBe(410);
    expect(await context.app.jobs.offerFreedSeats()).toBe(0);
  });

  it('passes an offer not taken in time to the next in line, once, and keeps a claim whose payment is under way', async () => {
    const eventId = await insertEvent(context.database, { capacity: 2 });
    await issueTickets(context.database, eventId, 2);
    const line = await lineUp(context.database, eventId, 3);
    await db().update(tickets).set({ isCancelled: true }).where(eq(tickets.eventId, eventId));
    expect(await context.app.jobs.offerFreedSeats()).toBe(2);

    // The first is paying when the window ends: its order's hold keeps the seat; the second lets it run out.
    const order = await createOrderFrom(
      context.app,
      claimForm(line[0]!, await claimTokenOf(context.database, line[0]!.email)),
    );
    expect(order.status).toBe(200);
    await db()
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(inArray(waitlistEntries.id, [line[0]!.id, line[1]!.id]));
    expect(await context.app.jobs.offerFreedSeats()).toBe(1);
    expect(await statesOf(context.database, eventId)).toEqual(['offered', 'expired', 'offered']);
    expect(await context.app.jobs.offerFreedSeats()).toBe(0);

    await payTwice(context, order.body.data.order_id);
    expect(await statesOf(context.database, eventId)).toEqual(['claimed', 'expired', 'offered']);
    const valid = await db()
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), eq(tickets.isCancelled, false)));
    expect(valid.map((ticket) => ticket.lpuId)).toEqual([line[0]!.lpuId]);
  });

  it('offers nothing once sales close, and passes on the seat of an offer its owner leaves', async () => {
    const eventId = await insertEvent(context.database, { capacity: 1 });
    const [sold] = await issueTickets(context.database, eventId, 1);
    const [first, second] = await lineUp(context.database, eventId, 2);
    const leaveToken = randomBytes(32).toString('base64url');
    await db()
      .update(waitlistEntries)
      .set({ leaveTokenHash: hashWaitlistToken(leaveToken) })
      .where(eq(waitlistEntries.id, first!.id));
    await db().update(tickets).set({ isCancelled: true }).where(eq(tickets.id, sold!.id));
    expect(await context.app.jobs.offerFreedSeats()).toBe(1);

    const left = await context.app.inject({
      method: 'POST',
      url: '/api/waitlist/leave',
      payload: { token: leaveToken },
    });
    expect(left.statusCode).toBe(200);
    expect(await statesOf(context.database, eventId)).toEqual(['left', 'offered']);
    expect(await claimTokenOf(context.database, second!.email)).toBeDefined();

    const closed = await insertEvent(context.database, { capacity: 1, salesCloseAt: new Date(Date.now() - MINUTE_MS) });
    await lineUp(context.database, closed, 1);
    expect(await context.app.jobs.offerFreedSeats()).toBe(0);
    expect(await statesOf(context.database, closed)).toEqual(['waiting']);
  });

  it('offers the seat of a ticket the desk cancels at once, without waiting for the job', async () => {
    const eventId = await insertEvent(context.database, { capacity: 1 });
    const [sold] = await issueTickets(context.database, eventId, 1);
    const [first] = await lineUp(context.database, eventId, 1);
    const token = await signInNewAdmin(context);
    const cancelled = await send(context.app, 'POST', `/api/tickets/${sold!.id}/cancel`, {
      payload: { reason: 'Duplicate booking' },
      token,
    });
    expect(cancelled.status).toBe(200);
    expect(await statesOf(context.database, eventId)).toEqual(['offered']);
    expect(await claimTokenOf(context.database, first!.email)).toBeDefined();
  });

  it('offers no seat to someone in line who got a ticket another way, and counts them claimed', async () => {
    const eventId = await insertEvent(context.database, { capacity: 2 });
    const [sold] = await issueTickets(context.database, eventId, 1);
    const [first, second] = await lineUp(context.database, eventId, 2);
    // The first in line bought the last seat on the page; then a ticket is cancelled.
    await db().insert(tickets).values(ticketRow(eventId, first!));
    await db().update(tickets).set({ isCancelled: true }).where(eq(tickets.id, sold!.id));
    expect(await context.app.jobs.offerFreedSeats()).toBe(1);
    expect(await statesOf(context.database, eventId)).toEqual(['claimed', 'offered']);
    expect(await claimTokenOf(context.database, first!.email)).toBeUndefined();
    expect(await claimTokenOf(context.database, second!.email)).toBeDefined();
  });

  it('makes exactly one offer per freed seat, in line order, when two instances pass at once', async () => {
    const seats = onPostgres() ? 50 : 6;
    const eventId = await insertEvent(context.database, { capacity: seats });
    const sold = await issueTickets(context.database, eventId, seats);
    const line = await lineUp(context.database, eventId, seats);
    const freed = Math.floor(seats / 2);
    await db()
      .update(tickets)
      .set({ isCancelled: true })
      .where(
        inArray(
          tickets.id,
          sold.slice(0, freed).map((row) => row.id),
        ),
      );
    const instances = [
      anotherInstance(context.database, context.appUrl),
      anotherInstance(context.database, context.appUrl),
    ];
    const made = await Promise.all(Array.from({ length: 8 }, (_, index) => instances[index % 2]!.passOn(eventId)));
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(freed);
    expect(await statesOf(context.database, eventId)).toEqual([
      ...Array<string>(freed).fill('offered'),
      ...Array<string>(seats - freed).fill('waiting'),
    ]);
    const offerMails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, WAITLIST_OFFER_MAIL));
    expect(offerMails.filter((mail) => line.some((entry) => entry.id === mail.reference))).toHaveLength(freed);
  });
});
