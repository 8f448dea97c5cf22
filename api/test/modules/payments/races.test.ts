import { eq } from 'drizzle-orm';
import { mailOutbox, ticketOrders, tickets } from '../../../src/db/schema';
import { HOLDS_FULL } from '../../../src/modules/payments/service';
import { get, post } from '../../support/test-app';
import { buyer, createOrderFrom, describePayments, eventually, insertEvent } from '../../support/payments';

// Race tests belong on PostgreSQL (docs/choices.md, "Tests"): PGlite runs one query at a time and hides races.
// They run on PGlite too, smaller, so the logic is exercised without DATABASE_URL.
jest.setTimeout(300_000);

describePayments('ticket purchase under concurrency', (context) => {
  const onPostgres = () => context.target === 'postgres';

  it('never holds or sells more seats than the event has, whatever the number of buyers at once', async () => {
    const seats = onPostgres() ? 100 : 10;
    const buyers = onPostgres() ? 1000 : 40;
    // Every seat may be held at once here: this is the capacity's race (the holds' limit has its own below).
    const eventId = await insertEvent(context.database, { capacity: seats, unpaidHoldLimit: seats });
    const answers = await Promise.all(
      Array.from({ length: buyers }, () => createOrderFrom(context.app, buyer(eventId))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(seats);
    expect(statuses.filter((status) => status === 409)).toHaveLength(buyers - seats);
    const held = await context.database.db.select().from(ticketOrders).where(eq(ticketOrders.eventId, eventId));
    expect(held.filter((order) => order.status === 'pending')).toHaveLength(seats);
    expect((await get(context.app, `/api/events/by-id/${eventId}`)).body.data).toMatchObject({
      spotsLeft: 0,
      salesOpen: false,
    });
  });

  it('never lets unpaid orders hold more seats than the event’s limit, whatever the number of buyers at once', async () => {
    const limit = onPostgres() ? 40 : 5;
    const buyers = onPostgres() ? 400 : 20;
    const eventId = await insertEvent(context.database, { capacity: 1000, unpaidHoldLimit: limit });
    const answers = await Promise.all(
      Array.from({ length: buyers }, () => createOrderFrom(context.app, buyer(eventId))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.body.message === HOLDS_FULL)).toHaveLength(buyers - limit);
    expect((await get(context.app, `/api/events/by-id/${eventId}`)).body.data.spotsLeft).toBe(1000 - limit);
  });

  it('issues one ticket and one e-mail when verify, repeated webhooks and reconciliation race on one payment', async () => {
    const eventId = await insertEvent(context.database);
    const order = (await createOrderFrom(context.app, buyer(eventId))).body.data;
    // Old enough for the reconciliation pass to pick it up; its seat is still held.
    await context.database.db
      .update(ticketOrders)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(ticketOrders.id, order.order_id));
    context.sandbox.pay(order.order_id, 'success', { copies: 4 });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => post(context.app, `/api/cashfree/verify?order_id=${order.order_id}`)),
      context.app.jobs.reconcilePayments(),
      context.app.jobs.reconcilePayments(),
    ]);
    expect(answers.slice(0, 4).map((answer) => (answer as { status: number }).status)).toEqual([200, 200, 200, 200]);
    await eventually(
      async () =>
        (await context.database.db.select().from(ticketOrders).where(eq(ticketOrders.id, order.order_id)))[0]!
          .status === 'paid',
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the last webhook copies land
    const issued = await context.database.db.select().from(tickets).where(eq(tickets.orderId, order.order_id));
    expect(issued).toHaveLength(1);
    expect(
      await context.database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, issued[0]!.id)),
    ).toHaveLength(1);
  });
});
