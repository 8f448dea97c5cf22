// The set-up the ticket benchmarks share: the API listening on a real port over a fresh database, one event with
// many tickets (inserted directly, 1,000 a statement), and a signed-in admin's access token.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../api/src/app';
import type { OpenDatabase } from '../api/src/db/client';
import { tickets } from '../api/src/db/schema';
import { openTestDatabase, type DatabaseTarget } from '../api/test/support/databases';
import { freePort, insertEvent } from '../api/test/support/payments';
import { createAdmin, TEST_ADMIN, TEST_ADMIN_SECRET, testConfig } from '../api/test/support/test-app';

export interface TicketedEvent {
  /** http://127.0.0.1:<port> */
  base: string;
  eventId: string;
  /** The admin's bearer token. */
  accessToken: string;
  /** Each ticket's QR secret, in the order the tickets were inserted. */
  secrets: string[];
  database: OpenDatabase;
  close(): Promise<void>;
}

type TicketRow = typeof tickets.$inferInsert;

/**
 * `count` tickets named `Guest <n>` with LPU IDs from 30000000 and random QR secrets; `extra(n)` adds or overrides
 * columns. The caller closes it (the app, then the database, which a scratch PostgreSQL database drops).
 */
export async function openTicketedEvent(
  target: DatabaseTarget,
  count: number,
  extra: (index: number) => Partial<TicketRow> = () => ({}),
): Promise<TicketedEvent> {
  const database = await openTestDatabase(target);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = buildApp({ db: database, logger: false, config: testConfig({ publicAppUrl: base }) });
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const eventId = await insertEvent(database, { capacity: null });
    const secrets = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    for (let start = 0; start < count; start += 1000)
      await database.db.insert(tickets).values(
        secrets.slice(start, start + 1000).map((qrSecret, offset) => {
          const index = start + offset;
          return {
            code: `TKT-B${String(index).padStart(7, '0')}`,
            eventId,
            fullName: `Guest ${index}`,
            email: `guest${index}@bench.example`,
            lpuId: String(30_000_000 + index),
            qrSecret,
            ...extra(index),
          };
        }),
      );
    await createAdmin(database);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...TEST_ADMIN, secret: TEST_ADMIN_SECRET }),
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    return { base, eventId, accessToken, secrets, database, close };
  } catch (error) {
    await close();
    throw error;
  }
}
