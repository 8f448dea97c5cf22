import net from 'node:net';
import { buildApp, type App } from '../../src/app';
import { LOCAL_SANDBOX_KEYS, type Config } from '../../src/config';
import type { OpenDatabase } from '../../src/db/client';
import { events } from '../../src/db/schema';
import { clubDay } from '../../src/modules/events/club-time';
import { startCashfreeSandbox, type CashfreeSandbox } from '../../src/sandbox/cashfree-sandbox';
import { databaseTargets, openTestDatabase, type DatabaseTarget } from './databases';
import { testConfig } from './test-app';

export interface PaymentsContext {
  target: DatabaseTarget;
  app: App;
  database: OpenDatabase;
  sandbox: CashfreeSandbox;
  /** Where the app listens (the sandbox's webhooks reach it there). */
  appUrl: string;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The API's payments configuration for a local sandbox the test started. */
export function sandboxPayments(sandbox: CashfreeSandbox): NonNullable<Config['payments']> {
  const origin = new URL(sandbox.apiBaseUrl).origin;
  return {
    provider: 'local-sandbox',
    baseUrl: sandbox.apiBaseUrl,
    port: Number(new URL(origin).port),
    publicUrl: origin,
    ...LOCAL_SANDBOX_KEYS,
  };
}

/**
 * Like describeEachDatabase, with the local Cashfree sandbox and the app listening on a real port, so the
 * sandbox's signed webhooks reach it as they would in production.
 */
export function describePayments(
  title: string,
  body: (context: PaymentsContext) => void,
  configOverrides: Partial<Config> = {},
): void {
  describe.each(databaseTargets())(`${title} [%s]`, (target) => {
    const context = { target } as PaymentsContext;
    beforeAll(async () => {
      context.sandbox = await startCashfreeSandbox(LOCAL_SANDBOX_KEYS);
      context.database = await openTestDatabase(target);
      const port = await freePort();
      context.appUrl = `http://127.0.0.1:${port}`;
      const config = testConfig({
        publicAppUrl: context.appUrl,
        payments: sandboxPayments(context.sandbox),
        ...configOverrides,
      });
      context.app = buildApp({ db: context.database, config, logger: false });
      await context.app.listen({ port, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await context.sandbox?.close();
      await context.app?.close();
      await context.database?.close();
    });
    body(context);
  });
}

const DAY_MS = 86_400_000;

export async function insertEvent(
  database: OpenDatabase,
  overrides: Partial<typeof events.$inferInsert> = {},
): Promise<string> {
  const [row] = await database.db
    .insert(events)
    .values({
      title: 'Night of the Lost Souls',
      date: clubDay(new Date(Date.now() + 10 * DAY_MS)),
      venue: 'Block 32 Amphitheatre',
      ticketPrice: 400,
      capacity: 100,
      ...overrides,
    })
    .returning({ id: events.id });
  return row!.id;
}

let buyerSequence = 0;

/** A valid purchase form for `eventId`, with a fresh LPU ID unless given. */
export function buyer(eventId: string, overrides: Record<string, unknown> = {}) {
  buyerSequence += 1;
  return {
    fullName: `Buyer ${buyerSequence}`,
    email: `buyer${buyerSequence}@example.org`,
    phone: '+91 98765 43210',
    lpuId: String(30_000_000 + buyerSequence),
    gender: 'Female',
    hosteler: false,
    course: 'B.Tech CSE',
    club: 'SML',
    amount: 400,
    eventId,
    ...overrides,
  };
}

/** A client address of the buyer's own (10.x.y.z from its number): buyers on separate networks, as most are. */
export function addressOf(form: { fullName?: unknown }): string {
  const number = Number(String(form.fullName).match(/\d+$/)?.[0] ?? 0);
  return `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`;
}

/** Polls `check` until it answers true (webhooks arrive on their own time), at most `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A POST from the client address `ip` (the per-client limits): status, envelope and headers. */
export async function postFrom(app: App, ip: string, url: string, payload?: unknown) {
  const response = await app.inject({ method: 'POST', url, payload: payload as object | undefined, remoteAddress: ip });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** create-order for `form` from the buyer's own address (addressOf), as buyers on their own networks send it. */
export const createOrderFrom = (app: App, form: ReturnType<typeof buyer>) =>
  postFrom(app, addressOf(form), '/api/cashfree/create-order', form);

/** What create-order answers (order_secret proves the order is this browser's). */
export interface OrderAnswer {
  order_id: string;
  order_secret: string;
  payment_session_id: string;
  hold_expires_at: string;
}
