import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TICKET_CSV_COLUMNS } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import { eventPath } from '@guildhall/contracts/paths';
import { activityLog, mailOutbox, ticketOrders, tickets } from '../../../src/db/schema';
import { hasSeat } from '../../../src/modules/payments/seats';
import { icsValue, parseIcs } from '../../support/ics';
import { insertEvent } from '../../support/payments';
import { send } from '../../support/send';
import { describeEachDatabase, get, signInNewAdmin, signInNewMember, type TestContext } from '../../support/test-app';

// Creating tickets renders QR codes: slow on a loaded 2-core machine.
jest.setTimeout(120_000);

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
let lpuSequence = 40_000_000;
const nextLpuId = () => String((lpuSequence += 1));

const holder = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Verma',
  email: 'Asha@Example.org',
  phone: '+91 98765 43210',
  lpuId: nextLpuId(),
  gender: 'Female',
  hosteler: true,
  hostel: 'BH-3',
  course: 'B.Tech CSE',
  club: 'SML',
  eventId,
  eventName: 'shown by the form, ignored',
  ...overrides,
});

/** Tickets straight into the table (one statement: they share one created_at, so only the id orders them). */
async function insertTickets(context: TestContext, eventId: string, count: number, fields = {}) {
  const rows = Array.from({ length: count }, (_, index) => ({
    code: `TKT-${randomBytes(6).toString('hex').toUpperCase()}`,
    eventId,
    fullName: `Holder ${index}`,
    email: `holder${index}@example.org`,
    lpuId: nextLpuId(),
    qrSecret: randomBytes(32).toString('base64url'),
    ...fields,
  }));
  return context.database.db.insert(tickets).values(rows).returning();
}

/** An order of `eventId` (unpaid unless told): a live seat hold, or with a ticket the paid order behind it. */
async function insertOrder(context: TestContext, eventId: string, fields: Partial<typeof ticketOrders.$inferInsert>) {
  const [order] = await context.database.db
    .insert(ticketOrders)
    .values({
      id: `GHTEST${randomBytes(6).toString('hex').toUpperCase()}`,
      eventId,
      fullName: 'Buyer',
      email: 'buyer@example.org',
      phone: '9876543210',
      lpuId: nextLpuId(),
      gender: 'Male',
      hosteler: false,
      course: 'BBA',
      club: 'SML',
      amount: 400,
      holdExpiresAt: new Date(Date.now() + 600_000),
      ...fields,
    })
    .returning();
  return order!;
}

/** The CSV as the browser gets it: status, headers and the raw text (BOM included). */
async function exportCsv(context: TestContext, eventId: string, token: string, query = '') {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/tickets/event/${eventId}/export${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** The CSV's QR Code URL of a ticket: its QR image on the public site, with the link's key. */
const qrLink = (ticketId: string) => new RegExp(`^http://[^/]+/api/tickets/${ticketId}/qr\\?key=[\\w-]{32}$`);

/** Splits a CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describeEachDatabase('admin ticket desk', (context) => {
  let admin: string;
  let member: string;
  const db = () => context.database.db;
  const as = (token: string) => ({
    create: (payload: unknown) => send(context.app, 'POST', '/api/tickets/create', { payload, token }),
    list: (eventId: string, query = '') => send(context.app, 'GET', `/api/tickets/event/${eventId}${query}`, { token }),
    stats: (eventId: string) => send(context.app, 'GET', `/api/tickets/event/${eventId}/stats`, { token }),
    timeline: (eventId: string) => send(context.app, 'GET', `/api/tickets/event/${eventId}/timeline`, { token }),
    status: (id: string, isUsed: unknown) =>
      send(context.app, 'PATCH', `/api/tickets/${id}/status`, { payload: { isUsed }, token }),
    cancel: (id: string, reason: unknown) =>
      send(context.app, 'POST', `/api/tickets/${id}/cancel`, { payload: { reason }, token }),
    resend: (id: string) => send(context.app, 'POST', `/api/tickets/${id}/resend`, { token }),
    remove: (id: string) => send(context.app, 'DELETE', `/api/tickets/${id}`, { token }),
  });
  const spotsLeft = async (eventId: string) =>
    (await get(context.app, `/api/events/by-id/${eventId}`)).body.data.spotsLeft as number;

  beforeAll(async () => {
    admin = await signInNewAdmin(context);
    member = (await signInNewMember(context)).token;
  });

  it('answers 401 without a token and 403 to a member on every route', async () => {
    const eventId = await insertEvent(context.database);
    const [ticket] = await insertTickets(context, eventId, 1);
    const calls = [
      ['POST', '/api/tickets/create', holder(eventId)],
      ['GET', `/api/tickets/event/${eventId}`],
      ['GET', `/api/tickets/event/${eventId}/stats`],
      ['GET', `/api/tickets/event/${eventId}/timeline`],
      ['GET', `/api/tickets/event/${eventId}/export`],
      ['PATCH', `/api/tickets/${ticket!.id}/status`, { isUsed: true }],
      ['POST', `/api/tickets/${ticket!.id}/cancel`, { reason: 'x' }],
      ['POST', `/api/tickets/${ticket!.id}/resend`],
      ['DELETE', `/api/tickets/${ticket!.id}`],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await send(context.app, method, url, { payload });
      const asMember = await send(context.app, method, url, { payload, token: member });
      expect([method, url, anonymous.status, asMember.status]).toEqual([method, url, 401, 403]);
    }
    // Nothing changed.
    const [after] = await db().select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(after).toMatchObject({ isUsed: false, isCancelled: false });
  });

  describe('POST /api/tickets/create', () => {
    it('refuses an invalid form with the spec’s messages, each on its field', async () => {
      const eventId = await insertEvent(context.database);
      const missing = await as(admin).create({});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'fullName', msg: 'Full Name is required' },
          { path: 'email', msg: 'Email is required' },
          { path: 'eventId', msg: 'Event selection is required' },
        ]),
      );
      const invalid = await as(admin).create(
        holder(eventId, { fullName: '  ', email: 'nope', phone: '12', gender: 'Other', hosteler: true, hostel: '' }),
      );
      expect(invalid.body.errors).toEqual([
        { path: 'fullName', msg: 'Full Name is required' },
        { path: 'email', msg: 'Enter a valid email address' },
        { path: 'phone', msg: 'Enter a valid phone number' },
        { path: 'gender', msg: 'Select a valid gender' },
        // Checked in the same pass as the rest (one submit shows every problem).
        { path: 'hostel', msg: 'Hostel name is required' },
      ]);
      const noHostel = await as(admin).create(holder(eventId, { hostel: '' }));
      expect(noHostel.body.errors).toEqual([{ path: 'hostel', msg: 'Hostel name is required' }]);
      expect(await db().select().from(tickets).where(eq(tickets.eventId, eventId))).toHaveLength(0);
    });

    it('issues a ticket with its QR code and e-mail, logs it, and keeps one ticket per LPU ID', async () => {
      const eventId = await insertEvent(context.database, { title: 'Freshers Night' });
      const body = holder(eventId, { phone: '', gender: '', club: '', course: '' });
      const created = await as(admin).create(body);
      expect(created.status).toBe(201);
      const ticket = created.body.data;
      expect(ticket).toMatchObject({
        ticketId: expect.stringMatching(/^TKT-[0-9A-Z]{8}$/),
        fullName: 'Asha Verma',
        email: 'asha@example.org',
        phone: null,
        gender: null,
        hosteler: true,
        hostel: 'BH-3',
        club: null,
        eventId,
        eventName: 'Freshers Night',
        isUsed: false,
        isCancelled: false,
        source: 'manual',
        qrCode: { url: expect.stringMatching(/^data:image\/png;base64,/) },
      });
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.reference, ticket.id));
      expect(mails).toMatchObject([{ kind: 'ticket', to: 'asha@example.org' }]);
      // Its calendar invitation links to the event's page: a desk ticket has no page of its own.
      const invite = mails[0]!.attachments.find((file) => file.filename === 'invite.ics');
      const calendarEntry = parseIcs(Buffer.from(invite!.contentBase64, 'base64').toString('utf8'));
      expect(icsValue(calendarEntry, 'UID')).toBe(`ticket-${ticket.ticketId}@localhost`);
      expect(icsValue(calendarEntry, 'URL')).toBe(`http://localhost:8080${eventPath(eventId)}`);
      const [entry] = await db().select().from(activityLog).where(eq(activityLog.kind, 'ticket.created'));
      expect(entry).toMatchObject({ actorName: 'Test Admin', target: `Asha Verma (${ticket.ticketId})` });

      const again = await as(admin).create({ ...body, fullName: 'Someone Else' });
      expect(again).toMatchObject({ status: 409, body: { errors: [{ path: 'lpuId' }] } });
      const notHosteler = await as(admin).create(holder(eventId, { hosteler: false, hostel: 'ignored' }));
      expect(notHosteler.body.data.hostel).toBeNull();
      const unknown = await as(admin).create(holder(MISSING_ID));
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    });

    it('refuses a ticket past the capacity (tickets and unpaid holds count) unless the admin confirms going over', async () => {
      const eventId = await insertEvent(context.database, { capacity: 2 });
      expect((await as(admin).create(holder(eventId))).status).toBe(201);
      // A buyer paying now holds the last seat: the desk would take it from them.
      await insertOrder(context, eventId, {});
      const full = await as(admin).create(holder(eventId));
      const message =
        'This event is full: 2 of 2 seats are taken (tickets issued or held). Confirm to issue this ticket over capacity.';
      expect(full).toMatchObject({ status: 409, body: { message, errors: [{ path: 'overCapacity', msg: message }] } });
      expect((await as(admin).create(holder(eventId, { overCapacity: false }))).status).toBe(409);
      expect(await db().select().from(tickets).where(eq(tickets.eventId, eventId))).toHaveLength(1);
      expect((await as(admin).create(holder(eventId, { overCapacity: 'yes' }))).body.errors).toEqual([
        { path: 'overCapacity', msg: 'overCapacity must be true or false' },
      ]);
    });

    it('issues it over capacity once confirmed: counted over by the desk, online sales stay closed', async () => {
      const eventId = await insertEvent(context.database, { capacity: 2 });
      const first = await as(admin).create(holder(eventId));
      expect((await as(admin).create(holder(eventId))).status).toBe(201);
      const over = await as(admin).create(holder(eventId, { overCapacity: true }));
      expect(over).toMatchObject({ status: 201, body: { data: { eventId, source: 'manual' } } });
      // The admin's list counts it (3 of 2: one over, by the desk); the event page sells nothing.
      const listed = await send(context.app, 'GET', '/api/events/admin/getall?limit=100', { token: admin });
      expect(listed.body.data.docs.find((event: { id: string }) => event.id === eventId)).toMatchObject({
        registered: 3,
        totalSpots: 2,
        spotsLeft: 0,
        salesOpen: false,
      });
      // No hold and no late payment finds a seat (the purchase's rule), and the desk asks again for the next.
      expect(await db().transaction((tx) => hasSeat(tx, eventId, 2, new Date()))).toBe(false);
      expect((await as(admin).create(holder(eventId))).body.message).toMatch(/^This event is full: 3 of 2 seats/);
      // Cancelling one of the three leaves the event exactly full: the seat goes to the desk's extra ticket, not
      // back on sale.
      expect((await as(admin).cancel(first.body.data.id, 'Left early')).status).toBe(200);
      expect(await spotsLeft(eventId)).toBe(0);
      expect(await db().transaction((tx) => hasSeat(tx, eventId, 2, new Date()))).toBe(false);
    });
  });

  describe('the list, stats and row actions', () => {
    it('pages, sorts and searches (LPU ID, name or e-mail, any case) on the server', async () => {
      const eventId = await insertEvent(context.database);
      const rows = await insertTickets(context, eventId, 5);
      // Distinct creation times: Holder 0 is the oldest.
      for (const [index, row] of rows.entries())
        await db()
          .update(tickets)
          .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)) })
          .where(eq(tickets.id, row.id));
      const newest = await as(admin).list(eventId, '?limit=2');
      expect(newest.body.data).toMatchObject({ totalDocs: 5, page: 1, limit: 2 });
      expect(newest.body.data.docs.map((doc: { fullName: string }) => doc.fullName)).toEqual(['Holder 4', 'Holder 3']);
      const oldest = await as(admin).list(eventId, '?sort=oldest&page=2&limit=2');
      expect(oldest.body.data.docs.map((doc: { fullName: string }) => doc.fullName)).toEqual(['Holder 2', 'Holder 3']);
      const byLpu = await as(admin).list(eventId, '?sort=-lpuId&limit=1');
      expect(byLpu.body.data.docs[0].lpuId).toBe(rows.at(-1)!.lpuId);
      const byName = await as(admin).list(eventId, '?search=hOLDER%203');
      expect(byName.body.data).toMatchObject({ totalDocs: 1, docs: [{ fullName: 'Holder 3', source: 'manual' }] });
      const byLpuId = await as(admin).list(eventId, `?search=${rows[1]!.lpuId}`);
      expect(byLpuId.body.data.docs).toMatchObject([{ id: rows[1]!.id }]);
      const byEmail = await as(admin).list(eventId, '?search=HOLDER2@EXAMPLE');
      expect(byEmail.body.data.docs).toMatchObject([{ id: rows[2]!.id }]);
      const literal = await as(admin).list(eventId, '?search=%25');
      expect(literal.body.data.totalDocs).toBe(0);

      expect((await as(admin).list(MISSING_ID)).status).toBe(404);
      expect((await as(admin).list('nope')).status).toBe(400);
      expect((await as(admin).list(eventId, '?limit=500')).status).toBe(400);
    });

    it('filters by the e-mail failure flag on the server, so the pages and the total count only those', async () => {
      const eventId = await insertEvent(context.database);
      const failed = await insertTickets(context, eventId, 3, { emailFailed: true });
      await insertTickets(context, eventId, 4);
      const firstPage = await as(admin).list(eventId, '?emailFailed=true&limit=2&sort=lpuId');
      expect(firstPage.status).toBe(200);
      expect(firstPage.body.data).toMatchObject({ totalDocs: 3, page: 1, limit: 2 });
      const secondPage = await as(admin).list(eventId, '?emailFailed=true&limit=2&page=2&sort=lpuId');
      const seen = [...firstPage.body.data.docs, ...secondPage.body.data.docs];
      expect(seen.map((doc: { id: string }) => doc.id).sort()).toEqual(failed.map((row) => row.id).sort());
      expect(seen.every((doc: { emailFailed: boolean }) => doc.emailFailed)).toBe(true);
      const others = await as(admin).list(eventId, '?emailFailed=false');
      expect(others.body.data.totalDocs).toBe(4);
      expect(others.body.data.docs.some((doc: { emailFailed: boolean }) => doc.emailFailed)).toBe(false);
      // With a search: both apply.
      const searched = await as(admin).list(eventId, `?emailFailed=true&search=${failed[1]!.lpuId}`);
      expect(searched.body.data.docs).toMatchObject([{ id: failed[1]!.id }]);
      expect((await as(admin).list(eventId, `?emailFailed=false&search=${failed[1]!.lpuId}`)).body.data.totalDocs).toBe(
        0,
      );
      for (const junk of ['yes', '1', '', 'TRUE'])
        expect(await as(admin).list(eventId, `?emailFailed=${junk}`)).toMatchObject({
          status: 400,
          body: { success: false, message: 'emailFailed must be true or false' },
        });
    });

    it('marks used and not used, with the stats following', async () => {
      const eventId = await insertEvent(context.database);
      const [first, second] = await insertTickets(context, eventId, 2);
      const used = await as(admin).status(first!.id, true);
      expect(used.status).toBe(200);
      // The admin who marked it is who checked it in (the desk's column, the CSV, a later scan at the door).
      expect(used.body.data).toMatchObject({ isUsed: true, usedAt: expect.any(String), checkedInBy: 'Test Admin' });
      expect((await as(admin).list(eventId, `?search=${first!.lpuId}`)).body.data.docs).toMatchObject([
        { checkedInBy: 'Test Admin', usedAt: used.body.data.usedAt },
      ]);
      expect((await as(admin).stats(eventId)).body.data).toEqual({ total: 2, cancelled: 0, checkedIn: 1 });
      const unused = await as(admin).status(first!.id, false);
      expect(unused.body.data).toMatchObject({ isUsed: false, usedAt: null, checkedInBy: null });
      // The value it already has: a 409 that says so (it was a 500), and nothing logged.
      expect(await as(admin).status(first!.id, false)).toEqual({
        status: 409,
        body: { success: false, message: 'This ticket is not marked used.' },
      });
      expect((await as(admin).status(second!.id, true)).status).toBe(200);
      expect(await as(admin).status(second!.id, true)).toEqual({
        status: 409,
        body: { success: false, message: 'This ticket is already marked used.' },
      });
      expect((await as(admin).status(second!.id, 'yes')).status).toBe(400);
      expect((await as(admin).status(MISSING_ID, true)).status).toBe(404);
      const kinds = await db()
        .select({ kind: activityLog.kind })
        .from(activityLog)
        .where(eq(activityLog.target, `Holder 0 (${first!.code})`));
      expect(kinds.map((row) => row.kind).sort()).toEqual(['ticket.marked-unused', 'ticket.marked-used']);
    });

    it('cancels with a reason: the spot is free again and the ticket cannot be marked used', async () => {
      const eventId = await insertEvent(context.database, { capacity: 1 });
      const first = (await as(admin).create(holder(eventId))).body.data;
      expect(await spotsLeft(eventId)).toBe(0);
      expect((await as(admin).create(holder(eventId))).status).toBe(409);

      expect((await as(admin).cancel(first.id, '  ')).body.errors).toEqual([
        { path: 'reason', msg: 'Reason is required' },
      ]);
      const cancelled = await as(admin).cancel(first.id, 'Duplicate booking');
      expect(cancelled.body.data).toMatchObject({
        isCancelled: true,
        cancelReason: 'Duplicate booking',
        cancelledAt: expect.any(String),
      });
      expect(await spotsLeft(eventId)).toBe(1);
      expect((await as(admin).cancel(first.id, 'again')).status).toBe(409);
      expect((await as(admin).status(first.id, true)).status).toBe(409);
      expect((await as(admin).resend(first.id)).status).toBe(409);
      // The freed seat goes to someone else, and the same LPU ID may hold a valid ticket again.
      expect((await as(admin).create(holder(eventId, { lpuId: first.lpuId }))).status).toBe(201);
      expect((await as(admin).stats(eventId)).body.data).toEqual({ total: 2, cancelled: 1, checkedIn: 0 });
    });

    it('resends the e-mail and clears the failure flag', async () => {
      const eventId = await insertEvent(context.database);
      const [ticket] = await insertTickets(context, eventId, 1, { emailFailed: true });
      const resent = await as(admin).resend(ticket!.id);
      expect(resent.status).toBe(200);
      expect(resent.body.data.emailFailed).toBe(false);
      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.reference, ticket!.id), eq(mailOutbox.kind, 'ticket')));
      expect(mails).toHaveLength(1);
    });

    it('deletes a ticket (the spot is free again) and answers 404 after', async () => {
      const eventId = await insertEvent(context.database, { capacity: 3 });
      const [ticket] = await insertTickets(context, eventId, 1);
      expect(await spotsLeft(eventId)).toBe(2);
      expect((await as(admin).remove(ticket!.id)).status).toBe(200);
      expect(await spotsLeft(eventId)).toBe(3);
      expect((await as(admin).remove(ticket!.id)).status).toBe(404);
      const [entry] = await db().select().from(activityLog).where(eq(activityLog.kind, 'ticket.deleted'));
      expect(entry?.target).toBe(`Holder 0 (${ticket!.code})`);
    });

    it('counts created, used (on the check-in day) and cancelled per UTC day, gaps as zeros', async () => {
      const eventId = await insertEvent(context.database);
      expect((await as(admin).timeline(eventId)).body.data).toEqual({ days: [] });
      const [a, b, c] = await insertTickets(context, eventId, 3);
      const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 30));
      await db()
        .update(tickets)
        .set({ createdAt: at(1, 23) })
        .where(eq(tickets.id, a!.id));
      await db()
        .update(tickets)
        .set({ createdAt: at(1, 0), isUsed: true, usedAt: at(4, 18) })
        .where(eq(tickets.id, b!.id));
      await db()
        .update(tickets)
        .set({ createdAt: at(2, 12), isCancelled: true, cancelledAt: at(2, 13) })
        .where(eq(tickets.id, c!.id));
      expect((await as(admin).timeline(eventId)).body.data.days).toEqual([
        { day: '2026-11-01', created: 2, used: 0, cancelled: 0 },
        { day: '2026-11-02', created: 1, used: 0, cancelled: 1 },
        { day: '2026-11-03', created: 0, used: 0, cancelled: 0 },
        { day: '2026-11-04', created: 0, used: 1, cancelled: 0 },
      ]);
    });
  });

  describe('GET /api/tickets/event/{eventId}/export', () => {
    it('answers the spec’s CSV: file name, BOM, its 18 columns in order then ours, quoting, formulas defused', async () => {
      const eventId = await insertEvent(context.database, { title: 'Night, of "Souls"' });
      const created = (
        await as(admin).create(
          holder(eventId, {
            fullName: 'Verma, Asha "Ash"',
            course: "-2+3+cmd|' /C calc'!A0",
            hosteler: false,
            hostel: '',
          }),
        )
      ).body.data;
      const csv = await exportCsv(context, eventId, admin);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="tickets_${eventId}_${today}.csv"`);
      expect(csv.text.startsWith('\uFEFFTicket ID,Full Name,Email,Phone,LPU ID,Gender,Hosteler,Hostel,')).toBe(true);
      const [header, row, ...rest] = parseCsv(csv.text.slice(1));
      expect(header).toEqual([...TICKET_CSV_COLUMNS]);
      expect(rest).toEqual([]);
      expect(row).toEqual([
        created.ticketId,
        'Verma, Asha "Ash"',
        'asha@example.org',
        // OWASP's rule: a leading + or - is a formula too, even before a digit.
        "'+91 98765 43210",
        created.lpuId,
        'Female',
        'No',
        '',
        `'-2+3+cmd|' /C calc'!A0`,
        'SML',
        eventId,
        'Night, of "Souls"',
        'No',
        expect.stringMatching(qrLink(created.id)),
        '',
        'No',
        // Through the date module, in the club's time zone: '27 Nov 2026, 7:30 pm'.
        formatDateTime(created.createdAt),
        'No',
        // Not checked in: Checked In At and Checked In By are blank.
        '',
        '',
      ]);
      expect(row![16]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
      // Quoted only where needed, quotes doubled.
      expect(csv.text).toContain(`${created.ticketId},"Verma, Asha ""Ash""",asha@example.org,`);
    });

    it('streams every ticket once across many cursor steps, in the chosen order and search', async () => {
      const eventId = await insertEvent(context.database, { capacity: null });
      // One insert: every row has the same created_at, so only the id keeps the cursor's place.
      const rows = await insertTickets(context, eventId, 2_345);
      const csv = await exportCsv(context, eventId, admin, '?sort=oldest');
      const [, ...lines] = parseCsv(csv.text.slice(1));
      expect(lines).toHaveLength(rows.length);
      expect(new Set(lines.map((line) => line[0])).size).toBe(rows.length);
      const byLpu = parseCsv((await exportCsv(context, eventId, admin, '?sort=-lpuId')).text.slice(1)).slice(1);
      expect(byLpu.map((line) => line[4])).toEqual(
        rows
          .map((row) => row.lpuId)
          .sort()
          .reverse(),
      );
      const searched = parseCsv((await exportCsv(context, eventId, admin, '?search=holder%2012')).text.slice(1));
      // Holder 12, Holder 120-129, Holder 1200-1299: 1 + 10 + 100.
      expect(searched).toHaveLength(1 + 111);
    });

    it('adds Checked In At and By after the spec’s 18 columns, and follows the e-mail filter', async () => {
      const eventId = await insertEvent(context.database);
      const checkedInAt = new Date(Date.UTC(2026, 11, 31, 13, 5));
      const [door] = await insertTickets(context, eventId, 1, {
        fullName: 'At The Door',
        isUsed: true,
        usedAt: checkedInAt,
        checkedInBy: 'Meera Door, Volunteer',
      });
      const [failed] = await insertTickets(context, eventId, 1, { fullName: 'Mail Failed', emailFailed: true });
      const [header, ...rows] = parseCsv((await exportCsv(context, eventId, admin, '?sort=oldest')).text.slice(1));
      expect(header!.slice(0, 18)).toEqual([
        'Ticket ID',
        'Full Name',
        'Email',
        'Phone',
        'LPU ID',
        'Gender',
        'Hosteler',
        'Hostel',
        'Course',
        'Club',
        'Event ID',
        'Event Name',
        'Is Used',
        'QR Code URL',
        'QR Code Public ID',
        'Is Cancelled',
        'Created At',
        'Email Failed',
      ]);
      expect(header!.slice(18)).toEqual(['Checked In At', 'Checked In By']);
      const byName = new Map(rows.map((row) => [row[1], row]));
      // 13:05 UTC is 6:35 pm in the club's zone (UTC+05:30); the name is quoted (it holds a comma).
      expect(byName.get('At The Door')!.slice(12, 20)).toEqual([
        'Yes',
        expect.stringMatching(qrLink(door!.id)),
        '',
        'No',
        formatDateTime(door!.createdAt),
        'No',
        '31 Dec 2026, 6:35 pm',
        'Meera Door, Volunteer',
      ]);
      expect(byName.get('Mail Failed')!.slice(17)).toEqual(['Yes', '', '']);

      const onlyFailed = parseCsv((await exportCsv(context, eventId, admin, '?emailFailed=true')).text.slice(1));
      expect(onlyFailed.slice(1).map((row) => row[0])).toEqual([failed!.code]);
      const noneLeft = await exportCsv(context, eventId, admin, `?emailFailed=true&search=${door!.lpuId}`);
      expect(noneLeft.status).toBe(404);
      expect((await exportCsv(context, eventId, admin, '?emailFailed=maybe')).status).toBe(400);
    });

    it('gives every ticket, manual or paid, the same kind of QR Code URL: its own QR image, for its key only', async () => {
      const eventId = await insertEvent(context.database);
      const manual = (await as(admin).create(holder(eventId, { fullName: 'Desk Guest' }))).body.data;
      const order = await insertOrder(context, eventId, { status: 'paid', fullName: 'Paid Buyer' });
      const [paid] = await insertTickets(context, eventId, 1, { orderId: order.id, fullName: 'Paid Buyer' });
      const [, ...rows] = parseCsv((await exportCsv(context, eventId, admin)).text.slice(1));
      const urlOf = (name: string) => rows.find((row) => row[1] === name)![13]!;
      expect(urlOf('Desk Guest')).toMatch(qrLink(manual.id));
      expect(urlOf('Paid Buyer')).toMatch(qrLink(paid!.id));
      // Only the image: no order and no result page (which shows the holder's name and LPU ID) in the file.
      expect(rows.flat().join(',')).not.toContain(order.id);

      const fetchImage = async (url: string) => {
        const { pathname, search } = new URL(url);
        const response = await context.app.inject({ method: 'GET', url: `${pathname}${search}` });
        return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
      };
      // Anyone holding the link sees the QR (no account), exactly the one the desk showed when it was created.
      const image = await fetchImage(urlOf('Desk Guest'));
      expect(image).toMatchObject({
        status: 200,
        headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
      });
      expect(image.body.toString('base64')).toBe(manual.qrCode.url.replace('data:image/png;base64,', ''));
      const paidImage = await fetchImage(urlOf('Paid Buyer'));
      expect(paidImage.status).toBe(200);
      expect(paidImage.body.subarray(1, 4).toString()).toBe('PNG');
      expect(paidImage.body.equals(image.body)).toBe(false);

      // Another ticket's key, a changed key or none: as an unknown ticket. A cancelled ticket's link says so.
      const paidKey = new URL(urlOf('Paid Buyer')).searchParams.get('key')!;
      const notFound = { status: 404, body: { message: 'Ticket not found' } };
      expect(await get(context.app, `/api/tickets/${manual.id}/qr?key=${paidKey}`)).toMatchObject(notFound);
      expect(await get(context.app, `/api/tickets/${MISSING_ID}/qr?key=${paidKey}`)).toMatchObject(notFound);
      expect((await get(context.app, `/api/tickets/${paid!.id}/qr`)).status).toBe(400);
      await as(admin).cancel(manual.id, 'Refunded at the desk');
      expect(await fetchImage(urlOf('Desk Guest'))).toMatchObject({ status: 410 });
    });

    it('refuses an event without tickets: No tickets to export.', async () => {
      const eventId = await insertEvent(context.database);
      const csv = await exportCsv(context, eventId, admin);
      expect(csv.status).toBe(404);
      expect(JSON.parse(csv.text).message).toBe('No tickets to export.');
      expect((await exportCsv(context, MISSING_ID, admin)).status).toBe(404);
    });
  });
});
