import { eq } from 'drizzle-orm';
import { activityLog, mailOutbox, ticketOrders, tickets } from '../../../src/db/schema';
import { get, post } from '../../support/test-app';
import { icsValue, parseIcs } from '../../support/ics';
import { buyer, describePayments, eventually, insertEvent } from '../../support/payments';

// Each purchase makes real HTTP calls to the sandbox and renders QR codes: slow on a loaded 2-core machine.
jest.setTimeout(120_000);

describePayments('ticket purchase', (context) => {
  const db = () => context.database.db;
  const createOrder = (body: unknown) => post(context.app, '/api/cashfree/create-order', body);
  const verify = (orderId: string) => post(context.app, `/api/cashfree/verify?order_id=${orderId}`);
  const spotsLeft = async (eventId: string) =>
    (await get(context.app, `/api/events/by-id/${eventId}`)).body.data.spotsLeft as number;
  const orderRow = async (orderId: string) =>
    (await db().select().from(ticketOrders).where(eq(ticketOrders.id, orderId)))[0]!;
  const ticketMails = async (ticketId: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.reference, ticketId));

  async function buy(eventId: string, overrides: Record<string, unknown> = {}) {
    const { status, body } = await createOrder(buyer(eventId, overrides));
    expect(status).toBe(200);
    return body.data as { order_id: string; payment_session_id: string; checkout: { provider: string; url: string } };
  }

  describe('POST /api/cashfree/create-order', () => {
    it('refuses an incomplete or invalid form, each field with its own message', async () => {
      const eventId = await insertEvent(context.database);
      const missing = await createOrder({ eventId });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Full name is required');
      expect(missing.body.errors).toEqual([
        { path: 'fullName', msg: 'Full name is required' },
        { path: 'email', msg: 'Email is required' },
        { path: 'phone', msg: 'Phone number is required' },
        { path: 'lpuId', msg: 'LPU ID is required' },
        { path: 'gender', msg: 'Gender is required' },
        { path: 'course', msg: 'Course is required' },
        { path: 'club', msg: 'Please choose a club' },
        { path: 'hosteler', msg: 'Please say whether you are a hosteler' },
      ]);
      const letters = await createOrder(buyer(eventId, { phone: '98765 abcde' }));
      expect(letters.body.errors).toEqual([
        { path: 'phone', msg: 'Phone number may contain only digits, spaces and a leading +' },
      ]);

      const invalid = await createOrder(buyer(eventId, { lpuId: '1234', gender: 'Other' }));
      expect(invalid.body.errors).toEqual([
        { path: 'lpuId', msg: 'LPU ID must be exactly 8 digits.' },
        { path: 'gender', msg: 'Gender must be Male or Female.' },
      ]);
      const noHostel = await createOrder(buyer(eventId, { hosteler: true }));
      expect(noHostel.body.errors).toEqual([{ path: 'hostel', msg: 'Hostel name is required for hosteler.' }]);
    });

    it('holds a seat at the event’s own price and answers the payment session and where to pay', async () => {
      const eventId = await insertEvent(context.database, { ticketPrice: 450, capacity: 10 });
      const order = await buy(eventId, { amount: 1 });
      expect(order.payment_session_id).toMatch(/^session_/);
      expect(order.checkout).toEqual({
        provider: 'local-sandbox',
        url: expect.stringContaining(`/checkout/${order.payment_session_id}`),
      });
      expect((await orderRow(order.order_id)).amount).toBe(450);
      expect(context.sandbox.order(order.order_id)?.order_amount).toBe(450);
      expect(context.sandbox.order(order.order_id)?.order_meta.return_url).toBe(
        `${context.appUrl}/payment/verify?order_id={order_id}`,
      );
      expect(await spotsLeft(eventId)).toBe(9);
    });

    it('stores the buyer’s name without bidi controls, and gives it to the provider so', async () => {
      const eventId = await insertEvent(context.database);
      const order = await buy(eventId, { fullName: 'abc\u202Edef\u2069' });
      expect((await orderRow(order.order_id)).fullName).toBe('abcdef');
      expect(context.sandbox.order(order.order_id)?.customer_details.customer_name).toBe('abcdef');
    });

    it('answers a clear 409 and makes no order when sold out, sales are closed or sold elsewhere', async () => {
      const full = await insertEvent(context.database, { capacity: 1 });
      await buy(full);
      const soldOut = await createOrder(buyer(full));
      expect(soldOut).toMatchObject({
        status: 409,
        body: { message: 'Sold out: there are no seats left for this event.' },
      });

      const completed = await insertEvent(context.database, { status: 'completed' });
      expect((await createOrder(buyer(completed))).body.message).toBe('Ticket sales are closed for this event.');
      const notYet = await insertEvent(context.database, { salesOpenAt: new Date(Date.now() + 86_400_000) });
      expect((await createOrder(buyer(notYet))).status).toBe(409);
      const external = await insertEvent(context.database, { registrationUrl: 'https://example.org/register' });
      expect((await createOrder(buyer(external))).status).toBe(409);
      const unknown = await createOrder(buyer('00000000-0000-4000-8000-000000000000'));
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Event not found' } });
      expect(await db().select().from(ticketOrders).where(eq(ticketOrders.eventId, completed))).toHaveLength(0);
    });
  });

  describe('paying and verifying', () => {
    it('issues one ticket with a QR and one e-mail for a successful payment, however often it is verified', async () => {
      const eventId = await insertEvent(context.database);
      const order = await buy(eventId);
      context.sandbox.pay(order.order_id, 'success', { delayMs: 60_000 });

      const first = await verify(order.order_id);
      expect(first.status).toBe(200);
      expect(first.body.data.transaction).toMatchObject({ orderId: order.order_id, amount: 400, status: 'SUCCESS' });
      const ticket = first.body.data.ticket;
      expect(ticket).toMatchObject({ eventId, eventName: 'Night of the Lost Souls', status: 'valid' });
      expect(ticket.ticketId).toMatch(/^TKT-[0-9A-Z]{8}$/);
      expect(ticket.qrCode.url).toMatch(/^data:image\/png;base64,/);

      const again = await verify(order.order_id);
      expect(again.body.data.ticket.ticketId).toBe(ticket.ticketId);
      const rows = await db().select().from(tickets).where(eq(tickets.orderId, order.order_id));
      expect(rows).toHaveLength(1);
      // The QR carries an opaque secret: neither the ticket's id nor its code.
      expect(rows[0]!.qrSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const mails = await ticketMails(rows[0]!.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.html).toContain('cid:ticket-qr');
      expect(mails[0]!.text).toContain(`/payment/verify?order_id=${order.order_id}`);
      expect(mails[0]!.attachments[0]).toMatchObject({ contentType: 'image/png', cid: 'ticket-qr' });
      // Beside it the calendar invitation, linking to the ticket online (docs/choices.md, "Calendars").
      const invite = mails[0]!.attachments.find((file) => file.filename === 'invite.ics');
      expect(invite?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
      const entry = parseIcs(Buffer.from(invite!.contentBase64, 'base64').toString('utf8'));
      expect(icsValue(entry, 'UID')).toBe(`ticket-${ticket.ticketId}@127.0.0.1`);
      expect(icsValue(entry, 'SUMMARY')).toBe('Night of the Lost Souls');
      expect(icsValue(entry, 'URL')).toBe(`${context.appUrl}/payment/verify?order_id=${order.order_id}`);
      expect(await spotsLeft(eventId)).toBe(99);
      // The activity log has the purchase once, by the buyer's name (buying needs no account).
      const bought = await db().select().from(activityLog).where(eq(activityLog.kind, 'ticket.bought'));
      expect(bought.filter((entry) => entry.actorName === rows[0]!.fullName)).toEqual([
        expect.objectContaining({ actorType: 'guest', actorId: null, target: 'Night of the Lost Souls' }),
      ]);
    });

    it('answers pending for an unfinished payment and keeps the seat held', async () => {
      const eventId = await insertEvent(context.database);
      const order = await buy(eventId);
      expect((await verify(order.order_id)).body.data).toMatchObject({
        transaction: { status: 'ACTIVE' },
        ticket: null,
      });
      context.sandbox.pay(order.order_id, 'pending');
      expect((await verify(order.order_id)).body.data.transaction.status).toBe('PENDING');
      expect(await spotsLeft(eventId)).toBe(99);
    });

    it('releases the seat of a failed payment and lets the buyer try again', async () => {
      const eventId = await insertEvent(context.database, { capacity: 1 });
      const form = buyer(eventId);
      const first = (await createOrder(form)).body.data;
      context.sandbox.pay(first.order_id, 'failure');
      expect((await verify(first.order_id)).body.data).toMatchObject({
        transaction: { status: 'FAILED' },
        ticket: null,
      });
      expect(await spotsLeft(eventId)).toBe(1);

      const retry = await createOrder(form);
      expect(retry.status).toBe(200);
      context.sandbox.pay(retry.body.data.order_id, 'success');
      expect((await verify(retry.body.data.order_id)).body.data.ticket.status).toBe('valid');
    });

    it('allows one ticket per LPU ID per event, and says so before any payment, with the way to the first', async () => {
      const eventId = await insertEvent(context.database);
      const form = buyer(eventId);
      const order = (await createOrder(form)).body.data;
      context.sandbox.pay(order.order_id, 'success');
      await verify(order.order_id);
      const ordersBefore = await db().select().from(ticketOrders).where(eq(ticketOrders.eventId, eventId));
      const second = await createOrder({ ...form, email: 'someone-else@example.org' });
      expect(second).toEqual({
        status: 409,
        body: {
          success: false,
          message: 'This LPU ID already has a ticket for this event. Find my ticket sends it to you again.',
          errors: [{ path: 'lpuId', msg: 'This LPU ID already has a ticket for this event.' }],
        },
      });
      // Refused at the order, so no checkout opens: no order here, none at the provider.
      expect(await db().select().from(ticketOrders).where(eq(ticketOrders.eventId, eventId))).toEqual(ordersBefore);
      // A ticket issued at the desk counts the same; a cancelled one no longer does.
      const deskEvent = await insertEvent(context.database);
      const [desk] = await db()
        .insert(tickets)
        .values({
          code: 'TKT-DESK0001',
          eventId: deskEvent,
          fullName: 'Walk In',
          email: 'walk-in@example.org',
          lpuId: form.lpuId,
          qrSecret: 'desk-secret-0001',
        })
        .returning();
      expect((await createOrder({ ...form, eventId: deskEvent })).status).toBe(409);
      await db().update(tickets).set({ isCancelled: true }).where(eq(tickets.id, desk!.id));
      expect((await createOrder({ ...form, eventId: deskEvent })).status).toBe(200);
      // Another event is another ticket.
      expect((await createOrder({ ...form, eventId: await insertEvent(context.database) })).status).toBe(200);
    });

    it('answers 404 for an order it never made', async () => {
      expect((await verify('GHNOSUCHORDER')).status).toBe(404);
    });
  });

  describe('late payments and reconciliation', () => {
    const expireHold = (orderId: string) =>
      db()
        .update(ticketOrders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 20 * 60_000) })
        .where(eq(ticketOrders.id, orderId));

    it('counts an expired hold as free and still issues a ticket for its late payment while a seat is left', async () => {
      const eventId = await insertEvent(context.database, { capacity: 2 });
      const order = await buy(eventId);
      await expireHold(order.order_id);
      expect(await spotsLeft(eventId)).toBe(2);
      context.sandbox.pay(order.order_id, 'success');
      expect((await verify(order.order_id)).body.data.ticket.status).toBe('valid');
      expect(await spotsLeft(eventId)).toBe(1);
    });

    it('refunds a late payment when no seat is left', async () => {
      const eventId = await insertEvent(context.database, { capacity: 1 });
      const late = await buy(eventId);
      await expireHold(late.order_id);
      const onTime = await buy(eventId);
      context.sandbox.pay(onTime.order_id, 'success');
      await verify(onTime.order_id);

      context.sandbox.pay(late.order_id, 'success');
      const answer = (await verify(late.order_id)).body.data;
      expect(answer).toMatchObject({ transaction: { status: 'REFUNDED' }, ticket: null });
      expect(answer.note).toContain('refunded');
      expect(await orderRow(late.order_id)).toMatchObject({ status: 'refunded', refundStatus: 'SUCCESS' });
      expect(context.sandbox.order(late.order_id)?.refunds).toHaveLength(1);
      expect(await db().select().from(tickets).where(eq(tickets.eventId, eventId))).toHaveLength(1);
    });

    it('settles an order nobody came back for, and marks an abandoned one expired', async () => {
      const eventId = await insertEvent(context.database);
      const paid = await buy(eventId);
      const abandoned = await buy(eventId);
      await expireHold(paid.order_id);
      await expireHold(abandoned.order_id);
      context.sandbox.pay(paid.order_id, 'success', { delayMs: 60_000 });
      expect(await context.app.jobs.reconcilePayments()).toBeGreaterThanOrEqual(2);
      expect((await orderRow(paid.order_id)).status).toBe('paid');
      expect((await orderRow(abandoned.order_id)).status).toBe('expired');
    });
  });

  describe('webhooks', () => {
    it('issues the ticket from a signed webhook alone, once, however often it is repeated', async () => {
      const eventId = await insertEvent(context.database);
      const order = await buy(eventId);
      context.sandbox.pay(order.order_id, 'success', { copies: 3 });
      await eventually(async () => (await orderRow(order.order_id)).status === 'paid');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rows = await db().select().from(tickets).where(eq(tickets.orderId, order.order_id));
      expect(rows).toHaveLength(1);
      expect(await ticketMails(rows[0]!.id)).toHaveLength(1);
    });

    const webhookBody = JSON.stringify({ type: 'PAYMENT_SUCCESS_WEBHOOK', data: { order: { order_id: 'GHX' } } });
    const sendWebhook = (headers: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/cashfree/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: webhookBody,
      });

    it('refuses a forged or a stale webhook', async () => {
      const { webhookSignature } = await import('../../../src/modules/payments/cashfree/webhook-signature');
      const secret = 'guildhall-local-sandbox-secret';
      const now = String(Date.now());
      const forged = await sendWebhook({
        'x-webhook-timestamp': now,
        'x-webhook-signature': webhookSignature('not-the-secret', now, webhookBody),
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe('Invalid webhook signature');
      expect((await sendWebhook({})).statusCode).toBe(401);

      const old = String(Date.now() - 10 * 60_000);
      const stale = await sendWebhook({
        'x-webhook-timestamp': old,
        'x-webhook-signature': webhookSignature(secret, old, webhookBody),
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toBe('Stale webhook timestamp');

      const valid = await sendWebhook({
        'x-webhook-timestamp': now,
        'x-webhook-signature': webhookSignature(secret, now, webhookBody),
      });
      expect(valid.statusCode).toBe(200);
    });
  });
});
