import net from 'node:net';
import { createOrderSchema } from '@guildhall/contracts';
import { eq, inArray } from 'drizzle-orm';
import { LOCAL_SANDBOX_KEYS } from '../../../src/config';
import { ticketOrders, tickets } from '../../../src/db/schema';
import { createCashfreeClient } from '../../../src/modules/payments/cashfree/client';
import { CONFIRMING_NOTE, createPaymentService, PAYMENT_NOT_STARTED } from '../../../src/modules/payments/service';
import { createMailService } from '../../../src/modules/mail/service';
import { createTicketService } from '../../../src/modules/tickets/service';
import { HttpError } from '../../../src/http';
import { buyer, createOrderFrom, describePayments, insertEvent } from '../../support/payments';
import { databaseTargets, openTestDatabase } from '../../support/databases';
import type { OpenDatabase } from '../../../src/db/client';

// 200 orders through the API and the sandbox: slow on a loaded 2-core machine.
jest.setTimeout(240_000);

describePayments('reconciliation under load', (context) => {
  it('examines every due order in one pass, so 200 due orders are all settled (none starved)', async () => {
    const eventId = await insertEvent(context.database, { capacity: 300, unpaidHoldLimit: 300 });
    const orderIds: string[] = [];
    // Ten buyers at a time: the orders exist at the provider as a rush would leave them.
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => createOrderFrom(context.app, buyer(eventId))));
      for (const { status, body } of answers) {
        expect(status).toBe(200);
        orderIds.push(body.data.order_id as string);
      }
    }
    // The last ones made are paid: with a fixed batch and no order they were the ones never examined.
    const paid = orderIds.slice(-15);
    for (const orderId of paid) context.sandbox.pay(orderId, 'success', { delayMs: 60_000 });
    const longAgo = new Date(Date.now() - 20 * 60_000);
    await context.database.db
      .update(ticketOrders)
      .set({ createdAt: longAgo, holdExpiresAt: longAgo })
      .where(inArray(ticketOrders.id, orderIds));

    expect(await context.app.jobs.reconcilePayments()).toBe(200);

    const rows = await context.database.db.select().from(ticketOrders).where(inArray(ticketOrders.id, orderIds));
    expect(rows.filter((row) => row.checkedAt === null)).toHaveLength(0);
    expect(
      rows
        .filter((row) => row.status === 'paid')
        .map((row) => row.id)
        .sort(),
    ).toEqual([...paid].sort());
    expect(rows.filter((row) => row.status === 'expired')).toHaveLength(185);
    expect(await context.database.db.select().from(tickets).where(eq(tickets.eventId, eventId))).toHaveLength(15);
    // Everything was examined this pass: the next one has nothing due yet.
    expect(await context.app.jobs.reconcilePayments()).toBe(0);
  });
});

/** A provider that accepts connections and never answers (black-holed), or refuses them (down). */
async function blackHole(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pg`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(databaseTargets())('payment provider black-holed [%s]', (target) => {
  let database: OpenDatabase;
  let provider: Awaited<ReturnType<typeof blackHole>>;
  const bounds = { tryTimeoutMs: 300, deadlineMs: 600 };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    provider = await blackHole();
  });
  afterAll(async () => {
    await provider.close();
    await database.close();
  });

  function service() {
    const mail = createMailService(database.db, async () => {});
    return createPaymentService({
      db: database.db,
      client: createCashfreeClient({ baseUrl: provider.url, ...LOCAL_SANDBOX_KEYS }, bounds),
      tickets: createTicketService(database.db, mail, 'http://localhost:8080'),
      checkout: (session) => ({ provider: 'local-sandbox', url: `http://127.0.0.1/checkout/${session}` }),
      publicAppUrl: 'http://localhost:8080',
    });
  }

  it('answers a buyer "could not start" (503) within its bound and releases the seat', async () => {
    const eventId = await insertEvent(database);
    const started = performance.now();
    const failure = await service()
      .createOrder(createOrderSchema.parse(buyer(eventId)), { address: '127.0.0.1' })
      .catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(bounds.deadlineMs + 2_000);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 503, message: PAYMENT_NOT_STARTED });
    const [order] = await database.db.select().from(ticketOrders).where(eq(ticketOrders.eventId, eventId));
    expect(order).toMatchObject({ status: 'failed', providerStatus: 'NOT_CREATED' });
  });

  it('answers verify "we are confirming your payment" (PENDING) for an order it cannot ask about', async () => {
    const eventId = await insertEvent(database);
    const at = new Date();
    await database.db.insert(ticketOrders).values({
      ...createOrderSchema.parse(buyer(eventId)),
      id: 'GHBLACKHOLEDVERIFY01',
      amount: 400,
      holdExpiresAt: new Date(at.getTime() + 60_000),
      createdAt: at,
    });
    const answer = await service().verify('GHBLACKHOLEDVERIFY01');
    expect(answer.transaction.status).toBe('PENDING');
    expect(answer.note).toBe(CONFIRMING_NOTE);
    expect(answer.ticket).toBeNull();
  });
});
