import { LPU_ID_HAS_TICKET, SEAT_FIRST_HOLD_MINUTES, SEAT_HOLD_MINUTES } from '@guildhall/contracts';
import { and, eq, not } from 'drizzle-orm';
import { ticketOrders, tickets } from '../../../src/db/schema';
import { TOO_MANY_ORDERS } from '../../../src/modules/payments/routes';
import { unpaidHoldLimit } from '../../../src/modules/payments/seats';
import { buyerHoldsFull, HOLD_ENDED, HOLDS_FULL, SOLD_OUT } from '../../../src/modules/payments/service';
import { eventFull } from '../../../src/modules/tickets/desk-service';
import { send } from '../../support/send';
import { get, post, signInNewAdmin } from '../../support/test-app';
import { addressOf, buyer, describePayments, insertEvent, postFrom, type OrderAnswer } from '../../support/payments';

// What a griefer who knows a buyer's LPU ID (they are not secret) and can script the public purchase calls cannot
// do (docs/choices.md, "Tickets and payments"). Every test here failed on the code before the order secret, the
// short hold, the holds' limit, the per-buyer limit and the rate limits. Each buyer orders from an address of its
// own (addressOf) unless a test says otherwise.
jest.setTimeout(120_000);

const MINUTE = 60_000;
const WRONG_SECRET = 'A'.repeat(43);

describePayments('a griefer cannot cancel a buyer’s hold or hold every seat', (context) => {
  const db = () => context.database.db;
  const createOrder = (body: { fullName?: unknown; [field: string]: unknown }, from = addressOf(body)) =>
    postFrom(context.app, from, '/api/cashfree/create-order', body);
  const verify = (orderId: string) => post(context.app, `/api/cashfree/verify?order_id=${orderId}`);
  const checkoutOpened = (order_id: string, order_secret: string) =>
    post(context.app, '/api/cashfree/checkout-opened', { order_id, order_secret });
  const spotsLeft = async (eventId: string) =>
    (await get(context.app, `/api/events/by-id/${eventId}`)).body.data.spotsLeft as number;
  const orderRow = async (orderId: string) =>
    (await db().select().from(ticketOrders).where(eq(ticketOrders.id, orderId)))[0]!;
  const validTickets = (eventId: string, lpuId: string) =>
    db()
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), eq(tickets.lpuId, lpuId), not(tickets.isCancelled)));

  async function order(body: Record<string, unknown>, from?: string): Promise<OrderAnswer> {
    const { status, body: answer } = await createOrder(body, from);
    expect(status).toBe(200);
    return answer.data as OrderAnswer;
  }

  async function pay(orderId: string) {
    context.sandbox.pay(orderId, 'success', { delayMs: 60_000 });
    return (await verify(orderId)).body.data as { transaction: { status: string }; ticket: { status: string } | null };
  }

  describe('another order never cancels a buyer’s hold', () => {
    it('victim pays while an attacker re-orders with the victim’s LPU ID: the victim gets the ticket', async () => {
      const eventId = await insertEvent(context.database, { capacity: 2, unpaidHoldLimit: 2 });
      const victim = buyer(eventId);
      const victimOrder = await order(victim);
      // The attacker types the victim's LPU ID (anything else may differ), and someone takes what is left.
      const attack = await createOrder({ ...buyer(eventId), lpuId: victim.lpuId });
      expect(attack.status).toBe(200);
      await createOrder(buyer(eventId));
      expect((await orderRow(victimOrder.order_id)).status).toBe('pending');

      const paid = await pay(victimOrder.order_id);
      expect(paid.transaction.status).toBe('SUCCESS');
      expect(paid.ticket?.status).toBe('valid');

      // The attacker's order, if it is ever paid, is refunded: one valid ticket per LPU ID and event stays.
      const attackerPaid = await pay(attack.body.data.order_id);
      expect(attackerPaid).toMatchObject({ transaction: { status: 'REFUNDED' }, ticket: null });
      expect(await validTickets(eventId, victim.lpuId)).toHaveLength(1);
      // And no new order for that LPU ID is taken.
      expect((await createOrder({ ...buyer(eventId), lpuId: victim.lpuId })).body.message).toBe(
        LPU_ID_HAS_TICKET.message,
      );
    });

    it('a retry releases the buyer’s earlier hold only with that order’s secret, never on the LPU ID', async () => {
      const eventId = await insertEvent(context.database, { capacity: 1 });
      const form = buyer(eventId);
      const first = await order(form);
      expect(first.order_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only its hash is kept.
      const { secretHash } = await orderRow(first.order_id);
      expect(secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(secretHash).not.toContain(first.order_secret);

      // The same form again (an attacker who knows it all), or with a wrong secret: the first hold stays.
      expect((await createOrder(form)).body.message).toBe(SOLD_OUT);
      const guessed = await createOrder({
        ...form,
        previousOrder: { order_id: first.order_id, order_secret: WRONG_SECRET },
      });
      expect(guessed).toMatchObject({ status: 409, body: { message: SOLD_OUT } });
      expect((await orderRow(first.order_id)).status).toBe('pending');

      // The buyer's own retry (the purchase flow sends the secret it kept) takes the seat over.
      const retry = await order({
        ...form,
        previousOrder: { order_id: first.order_id, order_secret: first.order_secret },
      });
      expect((await orderRow(first.order_id)).status).toBe('expired');
      expect((await orderRow(retry.order_id)).status).toBe('pending');
      expect(await spotsLeft(eventId)).toBe(0);
      expect((await pay(retry.order_id)).ticket?.status).toBe('valid');
    });

    it('two live holds with one LPU ID coexist: the first paid gets the ticket, the other is refunded', async () => {
      const eventId = await insertEvent(context.database, { capacity: 5 });
      const form = buyer(eventId);
      const one = await order(form);
      const two = await order({ ...form, email: 'someone-else@example.org' });
      expect(await spotsLeft(eventId)).toBe(3);
      expect((await pay(two.order_id)).ticket?.status).toBe('valid');
      expect((await pay(one.order_id)).transaction.status).toBe('REFUNDED');
      expect(await validTickets(eventId, form.lpuId)).toHaveLength(1);
    });
  });

  describe('a short first hold, the full hold once the checkout opens', () => {
    it(`holds the seat ${SEAT_FIRST_HOLD_MINUTES} minutes, then ${SEAT_HOLD_MINUTES} from the order once checkout-opened proves the order`, async () => {
      const eventId = await insertEvent(context.database);
      const created = await order(buyer(eventId));
      const row = await orderRow(created.order_id);
      expect(row.holdExpiresAt.getTime() - row.createdAt.getTime()).toBe(SEAT_FIRST_HOLD_MINUTES * MINUTE);
      expect(created.hold_expires_at).toBe(row.holdExpiresAt.toISOString());

      // Another browser, without the secret, cannot extend it (nor learn whether the order exists).
      const forged = await checkoutOpened(created.order_id, WRONG_SECRET);
      expect(forged).toMatchObject({ status: 404, body: { message: 'Order not found' } });
      expect((await orderRow(created.order_id)).holdExpiresAt).toEqual(row.holdExpiresAt);

      const opened = await checkoutOpened(created.order_id, created.order_secret);
      expect(opened.status).toBe(200);
      const full = new Date(row.createdAt.getTime() + SEAT_HOLD_MINUTES * MINUTE);
      expect(opened.body.data).toEqual({ order_id: created.order_id, hold_expires_at: full.toISOString() });
      expect((await orderRow(created.order_id)).holdExpiresAt).toEqual(full);
      // Again: nothing changes.
      expect((await checkoutOpened(created.order_id, created.order_secret)).body.data.hold_expires_at).toBe(
        full.toISOString(),
      );
      // The provider's order lives past the full hold, so a payment started in time can finish.
      const expiry = Date.parse(context.sandbox.order(created.order_id)!.order_expiry_time);
      expect(expiry).toBeGreaterThan(full.getTime());
    });

    it('an order whose short hold lapsed frees its seat and is not revived by checkout-opened', async () => {
      const eventId = await insertEvent(context.database, { capacity: 1 });
      const created = await order(buyer(eventId));
      expect(await spotsLeft(eventId)).toBe(0);
      // Three minutes later, nobody opened the checkout.
      await db()
        .update(ticketOrders)
        .set({ createdAt: new Date(Date.now() - 4 * MINUTE), holdExpiresAt: new Date(Date.now() - MINUTE) })
        .where(eq(ticketOrders.id, created.order_id));
      expect(await spotsLeft(eventId)).toBe(1);
      expect(await checkoutOpened(created.order_id, created.order_secret)).toMatchObject({
        status: 409,
        body: { message: HOLD_ENDED },
      });
      // The seat went to the next buyer.
      expect((await createOrder(buyer(eventId))).status).toBe(200);
    });
  });

  describe('unpaid orders hold a share of the seats at most', () => {
    it('the default limit is the larger of 20% of the capacity and 25 seats, always below the capacity; an event may set its own', () => {
      expect(unpaidHoldLimit({ capacity: 500, unpaidHoldLimit: null })).toBe(100);
      expect(unpaidHoldLimit({ capacity: 126, unpaidHoldLimit: null })).toBe(26);
      expect(unpaidHoldLimit({ capacity: 100, unpaidHoldLimit: null })).toBe(25);
      expect(unpaidHoldLimit({ capacity: 26, unpaidHoldLimit: null })).toBe(25);
      expect(unpaidHoldLimit({ capacity: 10, unpaidHoldLimit: null })).toBe(9);
      expect(unpaidHoldLimit({ capacity: 5, unpaidHoldLimit: null })).toBe(4);
      // A one-seat event must hold its seat for the one buyer paying for it.
      expect(unpaidHoldLimit({ capacity: 1, unpaidHoldLimit: null })).toBe(1);
      for (let capacity = 2; capacity <= 1000; capacity++)
        expect(unpaidHoldLimit({ capacity, unpaidHoldLimit: null })).toBeLessThan(capacity);
      expect(unpaidHoldLimit({ capacity: null, unpaidHoldLimit: null })).toBeNull();
      expect(unpaidHoldLimit({ capacity: 500, unpaidHoldLimit: 7 })).toBe(7);
    });

    it('refuses a hold past the limit with a message, while the other seats stay on sale', async () => {
      const eventId = await insertEvent(context.database, { capacity: 100 });
      const held: OrderAnswer[] = [];
      for (let index = 0; index < 25; index++) held.push(await order(buyer(eventId)));
      const refused = await createOrder(buyer(eventId));
      expect(refused).toMatchObject({ status: 409, body: { message: HOLDS_FULL } });
      expect(await spotsLeft(eventId)).toBe(75);

      // A paid hold is a ticket, no longer a hold: the next buyer gets a place.
      expect((await pay(held[0]!.order_id)).ticket?.status).toBe('valid');
      expect((await createOrder(buyer(eventId))).status).toBe(200);
      expect((await createOrder(buyer(eventId))).body.message).toBe(HOLDS_FULL);
    });

    it('an event’s own limit holds', async () => {
      const eventId = await insertEvent(context.database, { capacity: 500, unpaidHoldLimit: 3 });
      for (let index = 0; index < 3; index++) await order(buyer(eventId));
      expect((await createOrder(buyer(eventId))).body.message).toBe(HOLDS_FULL);
    });
  });

  describe('one buyer holds two unpaid seats of an event at most', () => {
    // The griefer's one address, LPU ID, e-mail and device; the form's id is whatever a script sends.
    const GRIEFER_ADDRESS = '10.66.0.1';
    const DEVICE = 'griefer-device-0001';
    const fullHolds = async (eventId: string, form: Record<string, unknown>, tries: number) => {
      const answers = [];
      for (let index = 0; index < tries; index++) {
        const answer = await createOrder(form, GRIEFER_ADDRESS);
        if (answer.status === 200) await checkoutOpened(answer.body.data.order_id, answer.body.data.order_secret);
        answers.push(answer);
      }
      return answers;
    };

    it('on a 5-seat event, one actor doing all they can from one identity holds 2, and another buyer still buys', async () => {
      const eventId = await insertEvent(context.database, { capacity: 5 });
      const griefer = buyer(eventId, { deviceId: DEVICE });
      const answers = await fullHolds(eventId, griefer, 5);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 409, 409]);
      expect(answers[2]!.body.message).toBe(buyerHoldsFull(2, 'lpuId'));
      // Other names, LPU IDs, e-mails and devices from the same address: the address is counted too.
      const disguised = await createOrder(
        buyer(eventId, { deviceId: 'griefer-device-0002', email: 'other@example.org' }),
        GRIEFER_ADDRESS,
      );
      expect(disguised).toMatchObject({ status: 409, body: { message: buyerHoldsFull(2, 'address') } });
      expect(await spotsLeft(eventId)).toBe(3);

      // A real buyer, on another network, buys and gets the ticket; so do the next two.
      for (let index = 0; index < 3; index++) {
        const paid = await pay((await order(buyer(eventId))).order_id);
        expect(paid.ticket?.status).toBe('valid');
      }
      // The griefer's two holds are all that is left of the sale: they never sold it out alone.
      expect(await spotsLeft(eventId)).toBe(0);
      expect((await createOrder(buyer(eventId))).body.message).toBe(SOLD_OUT);
    });

    it('counts the LPU ID, the e-mail and the device apart, from any address', async () => {
      const eventId = await insertEvent(context.database, { capacity: 100 });
      const from = (index: number) => `10.67.0.${index}`;
      const lpuId = buyer(eventId).lpuId;
      for (const index of [1, 2]) await order(buyer(eventId, { lpuId }), from(index));
      expect((await createOrder(buyer(eventId, { lpuId }), from(3))).body.message).toBe(buyerHoldsFull(2, 'lpuId'));

      const email = 'one-mailbox@example.org';
      for (const index of [4, 5]) await order(buyer(eventId, { email }), from(index));
      expect((await createOrder(buyer(eventId, { email }), from(6))).body.message).toBe(buyerHoldsFull(2, 'email'));

      const deviceId = 'one-device-000000001';
      for (const index of [7, 8]) await order(buyer(eventId, { deviceId }), from(index));
      expect((await createOrder(buyer(eventId, { deviceId }), from(9))).body.message).toBe(buyerHoldsFull(2, 'device'));
      // Another buyer is not affected by any of it.
      expect((await createOrder(buyer(eventId), from(10))).status).toBe(200);
    });

    it('a network holds a quarter of the event’s hold limit when that is more (many buyers behind one address)', async () => {
      const eventId = await insertEvent(context.database, { capacity: 500 });
      // 100 seats may be unpaid at once: one campus address holds 25 of them.
      for (let index = 0; index < 25; index++) await order(buyer(eventId), '10.68.0.1');
      expect((await createOrder(buyer(eventId), '10.68.0.1')).body.message).toBe(buyerHoldsFull(2, 'address'));
      expect((await createOrder(buyer(eventId), '10.68.0.2')).status).toBe(200);
    });

    it('on a 10-seat event with a limit of 3, one address holds 2 and another buyer still holds a seat', async () => {
      const eventId = await insertEvent(context.database, { capacity: 10, unpaidHoldLimit: 3 });
      await fullHolds(eventId, buyer(eventId), 1);
      await fullHolds(eventId, buyer(eventId), 1);
      expect((await createOrder(buyer(eventId), GRIEFER_ADDRESS)).status).toBe(409);
      expect((await createOrder(buyer(eventId))).status).toBe(200);
    });

    it('is not a lockout: the buyer’s own retry replaces its hold, and holds that lapsed count no more', async () => {
      const eventId = await insertEvent(context.database, { capacity: 5 });
      const form = buyer(eventId);
      const [first, second] = [await order(form), await order(form)];
      // The purchase flow's retry proves its earlier order, whose hold it releases first.
      const retry = await order({
        ...form,
        previousOrder: { order_id: first.order_id, order_secret: first.order_secret },
      });
      expect((await orderRow(first.order_id)).status).toBe('expired');
      expect((await createOrder(form)).status).toBe(409);
      // Fifteen minutes later the holds are gone, and the buyer may order again.
      await db()
        .update(ticketOrders)
        .set({ holdExpiresAt: new Date(Date.now() - MINUTE) })
        .where(eq(ticketOrders.eventId, eventId));
      expect((await createOrder(form)).status).toBe(200);
      expect([second.order_id, retry.order_id]).toHaveLength(2);
    });

    it('many orders of one buyer at once still hold two seats (the event’s row lock decides)', async () => {
      const eventId = await insertEvent(context.database, { capacity: 50 });
      const form = buyer(eventId, { deviceId: DEVICE });
      const answers = await Promise.all(Array.from({ length: 20 }, () => createOrder(form, GRIEFER_ADDRESS)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
      expect(await spotsLeft(eventId)).toBe(48);
    });
  });

  describe('the desk goes over capacity only once confirmed, never at a held seat’s cost', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await signInNewAdmin(context);
    });

    it('issues a manual ticket while holds fill the event once confirmed; every live hold paid gets its ticket', async () => {
      const manual = (eventId: string, lpuId: string, overCapacity = false) =>
        send(context.app, 'POST', '/api/tickets/create', {
          token: admin,
          payload: { fullName: 'Desk Guest', email: 'desk@example.org', lpuId, hosteler: false, eventId, overCapacity },
        });
      const eventId = await insertEvent(context.database, { capacity: 3, unpaidHoldLimit: 3 });
      const holds = [await order(buyer(eventId)), await order(buyer(eventId)), await order(buyer(eventId))];
      expect(await spotsLeft(eventId)).toBe(0);

      // The holds count: the desk asks to confirm going over (docs/choices.md, "Ticket desk").
      expect((await manual(eventId, '41000001')).body.errors).toEqual([{ path: 'overCapacity', msg: eventFull(3, 3) }]);
      expect((await manual(eventId, '41000001', true)).status).toBe(201);
      // A live hold is a promised seat: each one paid gets its ticket, the desk's one is the seat over.
      for (const hold of holds) expect((await pay(hold!.order_id)).ticket?.status).toBe('valid');
      expect(await db().select().from(tickets).where(eq(tickets.eventId, eventId))).toHaveLength(4);
      expect((await manual(eventId, '41000002')).body.message).toBe(eventFull(4, 3));
    });

    it('a hold paid after it expired gets no seat the desk took over capacity: it is refunded', async () => {
      const eventId = await insertEvent(context.database, { capacity: 1 });
      const late = await order(buyer(eventId));
      await db()
        .update(ticketOrders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(ticketOrders.id, late!.order_id));
      const desk = await send(context.app, 'POST', '/api/tickets/create', {
        token: admin,
        payload: { fullName: 'Desk Guest', email: 'desk@example.org', lpuId: '41000003', hosteler: false, eventId },
      });
      expect(desk.status).toBe(201);
      expect(await pay(late!.order_id)).toMatchObject({ transaction: { status: 'REFUNDED' }, ticket: null });
    });
  });
});

describePayments(
  'the purchase calls are rate-limited per client',
  (context) => {
    const createOrder = (ip: string, body: unknown) => postFrom(context.app, ip, '/api/cashfree/create-order', body);

    it('create-order: 3 a minute per client and event, 9 per client over all events; 429 with a message', async () => {
      const [one, two, three] = await Promise.all([
        insertEvent(context.database),
        insertEvent(context.database),
        insertEvent(context.database),
      ]);
      for (let index = 0; index < 3; index++) expect((await createOrder('10.0.0.1', buyer(one))).status).toBe(200);
      const refused = await createOrder('10.0.0.1', buyer(one));
      expect(refused).toMatchObject({ status: 429, body: { success: false, message: TOO_MANY_ORDERS } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another client on the same event, and the same client on another event, go on.
      expect((await createOrder('10.0.0.2', buyer(one))).status).toBe(200);
      for (let index = 0; index < 3; index++) expect((await createOrder('10.0.0.1', buyer(two))).status).toBe(200);
      // The client's 9th request of the minute is its last.
      expect((await createOrder('10.0.0.1', buyer(three))).status).toBe(200);
      expect((await createOrder('10.0.0.1', buyer(three))).status).toBe(200);
      expect((await createOrder('10.0.0.1', buyer(three))).body.message).toBe(TOO_MANY_ORDERS);
    });

    it('verify and checkout-opened: 5 a minute per client each', async () => {
      for (let index = 0; index < 5; index++)
        expect((await postFrom(context.app, '10.0.1.1', '/api/cashfree/verify?order_id=GHNONE')).status).toBe(404);
      const refused = await postFrom(context.app, '10.0.1.1', '/api/cashfree/verify?order_id=GHNONE');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in /);
      expect((await postFrom(context.app, '10.0.1.2', '/api/cashfree/verify?order_id=GHNONE')).status).toBe(404);

      const proof = { order_id: 'GHNONE', order_secret: WRONG_SECRET };
      for (let index = 0; index < 5; index++)
        expect((await postFrom(context.app, '10.0.1.1', '/api/cashfree/checkout-opened', proof)).status).toBe(404);
      expect((await postFrom(context.app, '10.0.1.1', '/api/cashfree/checkout-opened', proof)).status).toBe(429);
    });
  },
  { orderRateLimit: 3, verifyRateLimit: 5 },
);
