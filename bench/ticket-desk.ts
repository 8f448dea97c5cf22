// The ticket desk on an event of 20,000 tickets, on PGlite and PostgreSQL, against the API on a real port, as an
// admin: the grid's first page (GET /api/tickets/event/:id, newest first, 20 rows and the count) beside the
// token-check floor (GET /api/auth/me: what every admin call pays first), and the CSV of all 20,000 (streamed by a
// keyset cursor) beside the floor of reading those rows in one query in-process, both measured in the same run.
// Heap growth while the CSV streams shows whether memory stays flat.
import type { DatabaseTarget } from '../api/test/support/databases';
import { percentile } from './concurrency';
import { openTicketedEvent } from './ticketed-event';

const TICKETS = 20_000;
const PAGE_CALLS = 50;
const CSV_RUNS = 3;

async function timed(calls: number, call: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  // percentile() reads a sorted list.
  return latencies.sort((a, b) => a - b);
}
const ms = (latencies: number[], p: number) => percentile(latencies, p).toFixed(1);

async function ticketDesk(target: DatabaseTarget): Promise<void> {
  const event = await openTicketedEvent(target, TICKETS, (index) => ({
    code: `TKT-D${String(index).padStart(7, '0')}`,
    fullName: `Guest ${index}, Hall ${index % 7}`,
    phone: '+91 98765 43210',
  }));
  const { base, eventId, accessToken, database } = event;
  try {
    const headers = { authorization: `Bearer ${accessToken}` };
    const call = (path: string) => async () => {
      const response = await fetch(`${base}${path}`, { headers });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
    const firstPage = call(`/api/tickets/event/${eventId}?sort=newest&page=1&limit=20`);
    const floor = call('/api/auth/me');
    await timed(10, firstPage);
    await timed(10, floor);
    const page = await timed(PAGE_CALLS, firstPage);
    const floorPage = await timed(PAGE_CALLS, floor);

    let peakHeap = 0;
    const baseline = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - baseline)), 5);
    let bytes = 0;
    const csv = await timed(CSV_RUNS, async () => {
      const response = await fetch(`${base}/api/tickets/event/${eventId}/export`, { headers });
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
      const text = await response.text();
      bytes = Buffer.byteLength(text);
      if (text.split('\r\n').length !== TICKETS + 2) throw new Error('ticket desk: the CSV lacks rows');
    });
    clearInterval(sampler);
    const readAll = await timed(CSV_RUNS, async () => {
      const rows = await database.db.query.tickets.findMany({ where: (row, { eq }) => eq(row.eventId, eventId) });
      if (rows.length !== TICKETS) throw new Error('ticket desk: the floor read lacks rows');
    });

    console.log(`\nThe ticket desk on ${target}: an event of ${TICKETS} tickets (HTTP, as an admin)`);
    console.log(
      `  grid first page (20 rows + count): p50 ${ms(page, 0.5)} ms, p99 ${ms(page, 0.99)} ms (target <= 300 ms); ` +
        `floor GET /api/auth/me p50 ${ms(floorPage, 0.5)} ms; ratio ${(percentile(page, 0.5) / percentile(floorPage, 0.5)).toFixed(1)}x`,
    );
    console.log(
      `  CSV of ${TICKETS} (${(bytes / 1024 / 1024).toFixed(1)} MiB): median ${ms(csv, 0.5)} ms (target <= 2 s); ` +
        `floor: one query reading the rows in-process, median ${ms(readAll, 0.5)} ms; ratio ` +
        `${(percentile(csv, 0.5) / percentile(readAll, 0.5)).toFixed(1)}x; heap growth while exporting (client text ` +
        `included) <= ${(peakHeap / 1024 / 1024).toFixed(0)} MiB`,
    );
  } finally {
    await event.close();
  }
}

export async function benchTicketDesk(): Promise<void> {
  await ticketDesk('pglite');
  process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  try {
    await ticketDesk('postgres');
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('ticket desk')) throw error;
    console.log(
      `PostgreSQL not reachable (${error instanceof Error ? error.message : error}); ticket desk on PGlite only.`,
    );
  }
}

// `npx tsx bench/ticket-desk.ts` runs this benchmark alone.
if (require.main === module)
  benchTicketDesk().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
