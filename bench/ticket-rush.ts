// Ticket rush: 2,000 buyers over 200 connections for 500 seats through create-order, the sandbox payment and
// verify, on PostgreSQL (PGlite when it is not reachable), against the API listening on a real port. Checks
// oversold 0, duplicate tickets 0, lost paid orders 0; reports orders/s and p50/p99 beside the same server's
// one-query floor (GET /api/events/by-id) measured in the same run.
import { buildApp } from '../api/src/app';
import { LOCAL_SANDBOX_KEYS } from '../api/src/config';
import { ticketOrders, tickets } from '../api/src/db/schema';
import { startCashfreeSandbox } from '../api/src/sandbox/cashfree-sandbox';
import { openTestDatabase, type DatabaseTarget } from '../api/test/support/databases';
import { buyer, freePort, insertEvent } from '../api/test/support/payments';
import { testConfig } from '../api/test/support/test-app';
import { percentile, runConcurrently } from './concurrency';

const BUYERS = Number(process.env.BENCH_RUSH_BUYERS ?? 2000);
const CONNECTIONS = 200;
const SEATS = 500;

const run = (jobs: number, job: (index: number) => Promise<void>) => runConcurrently(CONNECTIONS, jobs, job);

async function rush(target: DatabaseTarget): Promise<void> {
  const sandbox = await startCashfreeSandbox(LOCAL_SANDBOX_KEYS);
  const database = await openTestDatabase(target);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sandboxOrigin = new URL(sandbox.apiBaseUrl).origin;
  const app = buildApp({
    db: database,
    logger: false,
    config: testConfig({
      // One address plays every buyer: the per-client limits are off here.
      orderRateLimit: 1_000_000,
      verifyRateLimit: 1_000_000,
      unpaidHoldsPerBuyer: 1_000_000,
      publicAppUrl: base,
      payments: {
        provider: 'local-sandbox',
        baseUrl: sandbox.apiBaseUrl,
        port: Number(new URL(sandboxOrigin).port),
        publicUrl: sandboxOrigin,
        ...LOCAL_SANDBOX_KEYS,
      },
    }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    // Every seat may be held at once, as before the holds' limit (docs/choices.md, "Tickets and payments").
    const eventId = await insertEvent(database, { capacity: SEATS, unpaidHoldLimit: SEATS });
    const post = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const floor = await run(BUYERS, async () => {
      const response = await fetch(`${base}/api/events/by-id/${eventId}`);
      if (response.status !== 200) throw new Error(`floor answered ${response.status}`);
      await response.arrayBuffer();
    });

    const statuses = new Map<number, number>();
    const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const purchases = await run(BUYERS, async (index) => {
      const created = await post('/api/cashfree/create-order', buyer(eventId, { lpuId: String(50_000_000 + index) }));
      tally(created.status);
      if (created.status !== 200) return void (await created.arrayBuffer());
      const { order_id: orderId } = ((await created.json()) as { data: { order_id: string } }).data;
      // The payment succeeds; its webhook comes later than this run, so verify is what issues the ticket.
      sandbox.pay(orderId, 'success', { delayMs: 3_600_000 });
      const verified = await post(`/api/cashfree/verify?order_id=${orderId}`);
      tally(verified.status);
      await verified.arrayBuffer();
    });

    // A fresh database: every row is this rush's.
    const issued = { value: (await database.db.select().from(tickets)).length };
    const orders = await database.db.select().from(ticketOrders);
    const paidAtProvider = orders.filter((order) =>
      sandbox.order(order.id)?.payments.some((p) => p.payment_status === 'SUCCESS'),
    );
    const lost = paidAtProvider.filter((order) => order.status !== 'paid' && order.status !== 'refunded');
    const duplicates = orders.filter((order) => order.status === 'paid').length - issued.value;
    const fiveXX = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);

    console.log(
      `\nTicket rush on ${target}: ${BUYERS} buyers, ${CONNECTIONS} connections, ${SEATS} seats (HTTP, sandbox)`,
    );
    console.log(`  answers: ${[...statuses].map(([status, n]) => `${status} x${n}`).join(', ')}`);
    console.log(
      `  tickets ${issued.value}, oversold ${Math.max(0, issued.value - SEATS)}, duplicate tickets ${Math.max(0, duplicates)}, lost paid orders ${lost.length}, 5xx ${fiveXX}`,
    );
    console.log(
      `  purchase (create + pay + verify): ${(BUYERS / purchases.seconds).toFixed(0)} buyers/s, ` +
        `p50 ${percentile(purchases.latencies, 0.5).toFixed(0)} ms, p99 ${percentile(purchases.latencies, 0.99).toFixed(0)} ms`,
    );
    console.log(
      `  one-query floor (GET /api/events/by-id): ${(BUYERS / floor.seconds).toFixed(0)} requests/s, ` +
        `p50 ${percentile(floor.latencies, 0.5).toFixed(0)} ms, p99 ${percentile(floor.latencies, 0.99).toFixed(0)} ms`,
    );
    if (issued.value > SEATS || duplicates > 0 || lost.length > 0)
      throw new Error('ticket rush: money or seats went wrong');
  } finally {
    await app.close();
    await sandbox.close();
    await database.close();
  }
}

export async function benchTicketRush(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  try {
    await rush('postgres');
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('ticket rush')) throw error;
    console.log(`PostgreSQL not reachable (${error instanceof Error ? error.message : error}); ticket rush on PGlite.`);
    await rush('pglite');
  }
}
