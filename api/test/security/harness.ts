import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { LOCAL_SANDBOX_KEYS } from '../../src/config';
import type { OpenDatabase } from '../../src/db/client';
import { applications, certificates, tickets, waitlistEntries } from '../../src/db/schema';
import { newCertificateCode } from '../../src/modules/certificates/code';
import { hashWaitlistToken } from '../../src/modules/waitlist/tokens';
import { startCashfreeSandbox, type CashfreeSandbox } from '../../src/sandbox/cashfree-sandbox';
import { anApplicationRow } from '../support/applications';
import { databaseTargets, openTestDatabase, type DatabaseTarget } from '../support/databases';
import { multipartForm, SAMPLE_FILES, type UploadPart } from '../support/multipart';
import { clubDay } from '../../src/modules/events/club-time';
import { buyer, insertEvent, sandboxPayments } from '../support/payments';
import { createAdmin, createMember, loginAdmin, loginMember, testConfig, type TestMember } from '../support/test-app';

// The security suites' shared machinery (docs/choices.md, "Tests"): the app's own route table as Fastify built it,
// the seven callers of the authorization matrix, fresh resources for each request, and a counter of the rows written.

/** Who calls: the matrix checks every route with each of them. */
export const CALLERS = [
  'guest',
  'member',
  'otherMember',
  'bannedMember',
  'doorStaff',
  'otherDoorStaff',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** One route as the app registered it: `key` is 'METHOD /url' with Fastify's placeholders ('/api/socials/:id/like'). */
export interface RouteInfo {
  key: string;
  method: Method;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; consumes?: readonly string[] } | undefined;
}

/**
 * Every route the app registers, read with an `onRoute` hook added before the routes' plugins load (they load on
 * `ready()`). HEAD routes are Fastify's mirrors of GET routes (`exposeHeadRoutes`): they run the GET route's hooks,
 * so they are folded into it; a HEAD route without its GET would stand on its own.
 */
export function collectRoutes(app: App): () => RouteInfo[] {
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    seen.push(route);
  });
  return () => {
    const routes = new Map<string, RouteInfo>();
    for (const route of seen) {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        routes.set(key, {
          key,
          method: method as Method,
          url: route.url!,
          schema: route.schema as RouteInfo['schema'],
        });
      }
    }
    const bare = (url: string) => url.replace(/(.)\/$/, '$1');
    const getUrls = new Set([...routes.values()].filter((r) => r.method === 'GET').map((r) => bare(r.url)));
    return [...routes.values()].filter((route) => route.method !== 'HEAD' || !getUrls.has(bare(route.url)));
  };
}

/** A request before its path is filled in: the route's params, the query, a JSON body or a multipart form. */
export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** A raw body sent as it is, with `headers['content-type']`. */
  raw?: string | Buffer;
  form?: { fields: Record<string, string>; files?: UploadPart[] };
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

/**
 * Percent-encodes any string, a lone surrogate too (as the three bytes a careless encoder writes for it, which are
 * not UTF-8: the server must refuse them, not fail).
 */
export function encodePathSegment(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const pair = unit >= 0xd800 && unit <= 0xdbff && /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '');
    if (pair) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(text[index]!);
  }
  return encoded;
}

/** The URL of `route` with `params` in its placeholders (each percent-encoded) and `query` appended. */
export function urlOf(route: Pick<RouteInfo, 'url'>, { params = {}, query }: RequestParts): string {
  let path = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodePathSegment(params[name] ?? ''))
    .replace(/\*$/, () => (params['*'] ?? '').split('/').map(encodePathSegment).join('/'));
  if (!path.startsWith('/')) path = `/${path}`;
  if (!query || Object.keys(query).length === 0) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value].flat()) search.append(name, one);
  return `${path}?${search.toString()}`;
}

export async function callRoute(
  app: App,
  route: Pick<RouteInfo, 'method' | 'url'>,
  parts: RequestParts,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { ...parts.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (parts.form) {
    const form = multipartForm(parts.form.fields, parts.form.files ?? []);
    payload = form.payload;
    headers['content-type'] ??= form.headers['content-type'];
  } else if (parts.raw !== undefined) {
    payload = parts.raw;
  } else if (parts.body !== undefined) {
    payload = JSON.stringify(parts.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await app.inject({ method: route.method, url: urlOf(route, parts), payload, headers });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // Not JSON: the docs page, a CSV, an uploaded file.
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** A short, printable account of a request and its answer for failure messages (long strings cut). */
export function describeExchange(route: RouteInfo, parts: RequestParts, answer?: Answer, caller?: string): string {
  const cut = (value: unknown) => {
    try {
      return JSON.stringify(value, (_key, v: unknown) =>
        typeof v === 'string' && v.length > 120 ? `${v.slice(0, 120)}...(${v.length} chars)` : v,
      );
    } catch {
      return '(too deep to show)';
    }
  };
  const shown = { ...parts, form: parts.form && { ...parts.form, files: parts.form.files?.length } };
  const request = `${route.method} ${urlOf(route, parts).slice(0, 300)}${caller ? ` as ${caller}` : ''} ${cut(shown)}`;
  return answer ? `${request}\n  -> ${answer.status} ${cut(answer.body)?.slice(0, 400)}` : request;
}

/**
 * Counts every row written (inserted, updated, deleted; a truncate counts one) in the public tables, in a
 * transactional counter: a refused request must leave it where it was (what a transaction rolled back is not
 * counted). Row triggers in a schema of the test's own, dropped by `removeChangeCounter` (the jest worker's
 * database goes on to the next test file).
 */
export async function installChangeCounter(database: OpenDatabase): Promise<void> {
  const tables = (
    await rows<{ tablename: string }>(
      database,
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    )
  ).map((row) => row.tablename);
  const statements = [
    'create schema security_probe',
    'create table security_probe.changes (n bigint not null)',
    'insert into security_probe.changes values (0)',
    `create function security_probe.count_change() returns trigger language plpgsql as $$
       begin update security_probe.changes set n = n + 1; return null; end $$`,
    ...tables.flatMap((table) => [
      `create trigger security_probe_rows after insert or update or delete on public."${table}"
         for each row execute function security_probe.count_change()`,
      `create trigger security_probe_truncate after truncate on public."${table}"
         for each statement execute function security_probe.count_change()`,
    ]),
  ];
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/** Drops the counter, its function and (through them) every trigger it added. */
export async function removeChangeCounter(database: OpenDatabase): Promise<void> {
  await database.db.execute(sql.raw('drop schema if exists security_probe cascade'));
}

/** Rows written since the counter was installed. */
export async function databaseChanges(database: OpenDatabase): Promise<number> {
  return Number((await rows<{ n: string }>(database, 'select n from security_probe.changes'))[0]!.n);
}

async function rows<T>(database: OpenDatabase, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

export interface Caller {
  name: CallerName;
  /** The caller's token for the whole file (none for the guest; the banned member's was valid before the ban). */
  token?: string;
  /** A member caller's account. */
  member?: TestMember;
  /** A new sign-in of the caller (for calls that end their own session); the banned member keeps their old token. */
  signIn(): Promise<string | undefined>;
}

let sequence = 0;
/** A new 8-digit LPU ID no fixture of this file uses yet. */
export function freshLpuId(): string {
  sequence += 1;
  return String(40_000_000 + sequence);
}

/** What the requests need: the callers, the events, one post and comment of the member, and makers of fresh ones. */
export interface World {
  app: App;
  database: OpenDatabase;
  callers: Record<CallerName, Caller>;
  /** The event `doorStaff` may check people in for. */
  eventId: string;
  /** The event `otherDoorStaff` may check people in for. */
  otherEventId: string;
  /** An event on sale (orders and manual tickets go there, so the door's event keeps its own tickets). */
  saleEventId: string;
  /** A sold-out event (one seat, its ticket issued): its waiting list takes names. */
  soldOutEventId: string;
  /** An event that is over, with a ticket admitted at the door: its certificates can be issued. */
  pastEventId: string;
  /** A valid certificate of the past event's admitted ticket. */
  certificateCode: string;
  /** A post of `member`, with one image, and a comment of theirs on it. */
  postId: string;
  commentId: string;
  /** Where the post's image is served (GET /uploads/*). */
  uploadKey: string;
  /** An application and a contact request. */
  applicationId: string;
  contactId: string;
  /** A started order (the ticket page's bearer link). */
  orderId: string;
  /** A member no caller is: the sign-in and password-reset calls use their account. */
  bystander: TestMember;
  fresh: {
    member(overrides?: Parameters<typeof createMember>[1]): Promise<TestMember>;
    memberToken(): Promise<{ member: TestMember; token: string; refreshToken: string }>;
    event(): Promise<string>;
    ticket(
      eventId: string,
      fields?: Partial<typeof tickets.$inferInsert>,
    ): Promise<{ id: string; secret: string; fullName: string; lpuId: string; code: string }>;
    /** A valid certificate of a new admitted ticket of the past event: its code. */
    certificate(): Promise<string>;
    post(token?: string): Promise<string>;
    comment(postId: string, token?: string): Promise<string>;
    application(): Promise<string>;
    contact(): Promise<string>;
    grant(eventId: string): Promise<TestMember>;
    order(): Promise<{ orderId: string; orderSecret: string }>;
    /** An unconfirmed entry on the sold-out event's waiting list, with its links' tokens. */
    waitlistEntry(): Promise<{ id: string; confirmToken: string; leaveToken: string }>;
    /** An entry offered a seat (of the sold-out event) for the next hour: its claim link's token. */
    waitlistOffer(): Promise<string>;
  };
}

/** Checks a setup call: the world is built through the API where it can be, so each step must succeed. */
async function must(app: App, method: Method, url: string, parts: RequestParts, token?: string) {
  const answer = await callRoute(app, { method, url }, parts, token);
  if (answer.status >= 300)
    throw new Error(`setup ${method} ${url} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { data: Record<string, unknown> };
}

export async function buildWorld(app: App, database: OpenDatabase): Promise<World> {
  await createAdmin(database);
  const admin = (await loginAdmin(app)).accessToken;

  const memberCaller = async (name: CallerName): Promise<Caller> => {
    const member = await createMember(database);
    const token = (await loginMember(app, member)).accessToken;
    return { name, member, token, signIn: async () => (await loginMember(app, member)).accessToken };
  };
  const member = await memberCaller('member');
  const otherMember = await memberCaller('otherMember');
  const doorStaff = await memberCaller('doorStaff');
  const otherDoorStaff = await memberCaller('otherDoorStaff');
  const banned = await memberCaller('bannedMember');
  await must(app, 'PUT', `/api/members/${banned.member!.id}/ban`, { body: { reason: 'Spam in the feed' } }, admin);
  const bannedMember: Caller = { ...banned, signIn: async () => banned.token };

  const eventId = await insertEvent(database, { title: 'Door Night' });
  const otherEventId = await insertEvent(database, { title: 'Other Night' });
  const saleEventId = await insertEvent(database, { title: 'Sale Night', capacity: 1000 });
  const soldOutEventId = await insertEvent(database, { title: 'Sold Out Night', capacity: 1 });
  const pastEventId = await insertEvent(database, {
    title: 'Past Night',
    date: clubDay(new Date(Date.now() - 2 * 86_400_000)),
  });
  const grant = (event: string, who: TestMember) =>
    must(app, 'POST', `/api/check-in/events/${event}/grants`, { body: { lpuId: who.lpuId } }, admin);
  await grant(eventId, doorStaff.member!);
  await grant(otherEventId, otherDoorStaff.member!);

  let ticketSequence = 0;
  const fresh: World['fresh'] = {
    member: (overrides) => createMember(database, overrides),
    async memberToken() {
      const account = await createMember(database);
      const pair = await loginMember(app, account);
      return { member: account, token: pair.accessToken, refreshToken: pair.refreshToken };
    },
    event: () => insertEvent(database, { title: `Event ${randomBytes(3).toString('hex')}` }),
    async ticket(event, fields = {}) {
      ticketSequence += 1;
      const secret = randomBytes(32).toString('base64url');
      const [row] = await database.db
        .insert(tickets)
        .values({
          code: `TKT-SEC${String(ticketSequence).padStart(5, '0')}`,
          eventId: event,
          fullName: `Ticket Holder ${ticketSequence}`,
          email: `holder${ticketSequence}@test.example`,
          lpuId: freshLpuId(),
          qrSecret: secret,
          ...fields,
        })
        .returning();
      return { id: row!.id, secret, fullName: row!.fullName, lpuId: row!.lpuId, code: row!.code };
    },
    async certificate() {
      const ticket = await fresh.ticket(pastEventId, { isUsed: true, usedAt: new Date() });
      const code = newCertificateCode();
      await database.db.insert(certificates).values({
        code,
        ticketId: ticket.id,
        eventId: pastEventId,
        fullName: ticket.fullName,
        email: 'holder@test.example',
        lpuId: ticket.lpuId,
      });
      return code;
    },
    async post(token = member.token) {
      const answer = await must(app, 'POST', '/api/socials/create', { form: { fields: { content: 'A post' } } }, token);
      return answer.data.id as string;
    },
    async comment(postId, token = member.token) {
      const answer = await must(app, 'POST', `/api/socials/${postId}/comments`, { body: { content: 'Nice' } }, token);
      return answer.data.id as string;
    },
    async application() {
      const [row] = await database.db
        .insert(applications)
        .values(anApplicationRow({ lpuId: freshLpuId() }))
        .returning({ id: applications.id });
      return row!.id;
    },
    async contact() {
      const answer = await must(app, 'POST', '/api/contact/send', {
        body: {
          name: 'Asha Verma',
          lpuID: freshLpuId(),
          email: 'asha@example.org',
          phone: '+91 98765 43210',
          subject: 'Sponsorship',
          message: 'Hello there',
        },
      });
      return answer.data.id as string;
    },
    async grant(event) {
      const staff = await createMember(database);
      await grant(event, staff);
      return staff;
    },
    async order() {
      const answer = await must(app, 'POST', '/api/cashfree/create-order', {
        body: buyer(saleEventId, { lpuId: freshLpuId() }),
      });
      return { orderId: answer.data.order_id as string, orderSecret: answer.data.order_secret as string };
    },
    async waitlistEntry() {
      const confirmToken = randomBytes(32).toString('base64url');
      const leaveToken = randomBytes(32).toString('base64url');
      const lpuId = freshLpuId();
      const [entry] = await database.db
        .insert(waitlistEntries)
        .values({
          eventId: soldOutEventId,
          fullName: 'Waiting Student',
          email: `waiting${lpuId}@test.example`,
          lpuId,
          phone: '+91 98765 43210',
          confirmTokenHash: hashWaitlistToken(confirmToken),
          leaveTokenHash: hashWaitlistToken(leaveToken),
        })
        .returning({ id: waitlistEntries.id });
      return { id: entry!.id, confirmToken, leaveToken };
    },
    async waitlistOffer() {
      const offerToken = randomBytes(32).toString('base64url');
      const lpuId = freshLpuId();
      await database.db.insert(waitlistEntries).values({
        eventId: soldOutEventId,
        fullName: 'Offered Student',
        email: `offered${lpuId}@test.example`,
        lpuId,
        phone: '+91 98765 43210',
        state: 'offered',
        confirmedAt: new Date(),
        offeredAt: new Date(),
        offerExpiresAt: new Date(Date.now() + 3_600_000),
        confirmTokenHash: hashWaitlistToken(randomBytes(32).toString('base64url')),
        leaveTokenHash: hashWaitlistToken(randomBytes(32).toString('base64url')),
        offerTokenHash: hashWaitlistToken(offerToken),
      });
      return offerToken;
    },
  };

  await fresh.ticket(eventId);
  await fresh.ticket(soldOutEventId);
  const post = await must(
    app,
    'POST',
    '/api/socials/create',
    {
      form: {
        fields: { content: 'With a picture' },
        files: [{ field: 'files', filename: 'a.png', content: SAMPLE_FILES.png }],
      },
    },
    member.token,
  );
  const postId = post.data.id as string;
  const mediaUrl = (post.data.media as Array<{ url: string }>)[0]!.url;

  const callers: Record<CallerName, Caller> = {
    guest: { name: 'guest', signIn: async () => undefined },
    member,
    otherMember,
    bannedMember,
    doorStaff,
    otherDoorStaff,
    admin: { name: 'admin', token: admin, signIn: async () => (await loginAdmin(app)).accessToken },
  };
  return {
    app,
    database,
    callers,
    eventId,
    otherEventId,
    saleEventId,
    soldOutEventId,
    pastEventId,
    certificateCode: await fresh.certificate(),
    postId,
    commentId: await fresh.comment(postId),
    uploadKey: mediaUrl.replace(/^\/uploads\//, ''),
    applicationId: await fresh.application(),
    contactId: await fresh.contact(),
    orderId: (await fresh.order()).orderId,
    bystander: await createMember(database),
    fresh,
  };
}

export interface SecurityContext {
  target: DatabaseTarget;
  app: App;
  database: OpenDatabase;
  sandbox: CashfreeSandbox;
  routes: RouteInfo[];
  world: World;
}

/**
 * A describe block with a fresh database, the local Cashfree sandbox (so a purchase can start), the app with its
 * route table read, and the world above; on PGlite, and on PostgreSQL too when DATABASE_URL is set and `postgres`.
 */
export function describeSecurity(
  title: string,
  body: (context: SecurityContext) => void,
  { postgres }: { postgres: boolean },
): void {
  const targets = databaseTargets().filter((target) => postgres || target === 'pglite');
  describe.each(targets)(`${title} [%s]`, (target) => {
    const context = { target } as SecurityContext;
    beforeAll(async () => {
      context.sandbox = await startCashfreeSandbox(LOCAL_SANDBOX_KEYS);
      context.database = await openTestDatabase(target);
      const config = testConfig({
        // Wrong passwords by the hundred are what these tests send: no account (nor the admin key) is locked for it.
        signInLockout: { failures: 1_000_000, firstBlockMs: 60_000, maxBlockMs: 3_600_000 },
        payments: sandboxPayments(context.sandbox),
      });
      context.app = buildApp({ db: context.database, config, logger: false });
      const routes = collectRoutes(context.app);
      await context.app.ready();
      context.routes = routes();
      context.world = await buildWorld(context.app, context.database);
      await installChangeCounter(context.database);
    });
    afterAll(async () => {
      if (context.database) await removeChangeCounter(context.database);
      await context.app?.close();
      await context.sandbox?.close();
      await context.database?.close();
    });
    body(context);
  });
}
