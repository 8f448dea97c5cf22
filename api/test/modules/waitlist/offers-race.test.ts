// The waiting list under a sale night's races (docs/choices.md, "Waiting list"): holds expire and tickets are
// cancelled while offers are made by two API instances at once, claimed and paid, and webhooks arrive twice.
// Exactly one offer per freed seat, in line order; every claim ends in one ticket; never more tickets than seats.
// The race proves something on PostgreSQL only (docs/choices.md, "Tests"): PGlite runs it smaller, one query at a time.
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../../src/app';
import { ticketOrders, tickets, waitlistEntries } from '../../../src/db/schema';
import {
  buyer,
  createOrderFrom,
  describePayments,
  eventually,
  insertEvent,
  sandboxPayments,
} from '../../support/payments';
import { testConfig } from '../../support/test-app';
import { claimForm, claimTokenOf, issueTickets, lineUp } from './offers-support';

jest.setTimeout(300_000);

describePayments('the waiting list on a sale night', (context) => {
  it('offers exactly the freed seats, in line order, and sells each once, on two instances at once', async () => {
    const big = context.target === 'postgres';
    const [seats, buyers, waiting, expiring, cancelling] = big ? [200, 300, 100, 30, 10] : [20, 30, 10, 3, 1];
    const db = context.database.db;
    const eventId = await insertEvent(context.database, { capacity: seats, unpaidHoldLimit: seats });
    const second = buildApp({
      db: context.database,
      config: testConfig({ publicAppUrl: context.appUrl, payments: sandboxPayments(context.sandbox) }),
      logger: false,
    });
    const instances = [context.app, second];

    // The rush: every seat held, the rest refused. All but `expiring` holds end in tickets: settled here at once (the
    // payment's own races are races.test.ts's; the claims below are paid through the sandbox, webhooks twice).
    const answers = await Promise.all(
      Array.from({ length: buyers }, () => createOrderFrom(context.app, buyer(eventId))),
    );
    const held = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.order_id as string);
    expect(held).toHaveLength(seats);
    const [unpaid, paid] = [held.slice(0, expiring), held.slice(expiring)];
    const paidOrders = await db
      .update(ticketOrders)
      .set({ status: 'paid' })
      .where(inArray(ticketOrders.id, paid))
      .returning();
    await issueTickets(context.database, eventId, paidOrders.length);
    const line = await lineUp(context.database, eventId, waiting);

    // Seats free up: holds run out, tickets are cancelled, while both instances pass and the offered claim and pay.
    await db
      .update(ticketOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(inArray(ticketOrders.id, unpaid));
    const sold = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.eventId, eventId))
      .limit(cancelling);
    await db
      .update(tickets)
      .set({ isCancelled: true })
      .where(
        inArray(
          tickets.id,
          sold.map((row) => row.id),
        ),
      );
    const claimed = new Set<string>();
    const claims: Promise<unknown>[] = [];
    const claimOffered = async () => {
      const offered = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.state, 'offered')));
      for (const entry of offered.filter((candidate) => !claimed.has(candidate.id))) {
        claimed.add(entry.id);
        claims.push(
          createOrderFrom(context.app, claimForm(entry, await claimTokenOf(context.database, entry.email))).then(
            (order) => {
              expect(order.status).toBe(200);
              context.sandbox.pay(order.body.data.order_id, 'success', { copies: 2 });
            },
          ),
        );
      }
    };
    for (let round = 0; round < 4; round++) {
      await Promise.all([
        ...instances.flatMap((app) => [app.jobs.offerFreedSeats(), app.jobs.offerFreedSeats()]),
        claimOffered(),
      ]);
      // A late payment of a hold that ran out finds no free seat: refunded, never a ticket over the offers.
      if (round === 1) context.sandbox.pay(unpaid[0]!, 'success', { copies: 2 });
    }
    await claimOffered();
    await Promise.all(claims);
    const freed = expiring + cancelling;
    await eventually(async () => {
      const done = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.state, 'claimed')));
      return done.length === freed;
    }, 120_000);
    await Promise.all(instances.map((app) => app.jobs.offerFreedSeats()));
    await second.close();

    // Exactly the first `freed` in line were offered, all claimed; nobody after them.
    const entries = await db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId));
    const byLine = line.map((entry) => entries.find((row) => row.id === entry.id)!.state);
    expect(byLine).toEqual([
      ...Array<string>(freed).fill('claimed'),
      ...Array<string>(waiting - freed).fill('waiting'),
    ]);
    // One ticket per claim, and exactly as many valid tickets as seats.
    const valid = await db
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), eq(tickets.isCancelled, false)));
    expect(valid).toHaveLength(seats);
    for (const entry of line.slice(0, freed))
      expect(valid.filter((ticket) => ticket.lpuId === entry.lpuId)).toHaveLength(1);
    const [late] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, unpaid[0]!));
    expect(['refund_pending', 'refunded']).toContain(late!.status);
  });
});
