import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OpenDatabase } from '../../../src/db/client';
import { activityLog, members, tickets } from '../../../src/db/schema';
import { secretHash } from '../../../src/modules/check-in/service';
import { clubDay } from '../../../src/modules/events/club-time';
import { insertEvent } from '../../support/payments';
import { send } from '../../support/send';
import {
  createMember,
  describeEachDatabase,
  signInNewAdmin,
  signInNewMember,
  type TestMember,
} from '../../support/test-app';

jest.setTimeout(120_000);

let sequence = 0;
/**
 * A ticket straight in the database (a manual ticket: no order), with its secret; created an hour ago, so an offline
 * scan of a minute ago came after it (the server never records a check-in before its ticket existed).
 */
async function insertTicket(
  database: OpenDatabase,
  eventId: string,
  fields: Partial<typeof tickets.$inferInsert> = {},
) {
  sequence += 1;
  const secret = randomBytes(32).toString('base64url');
  const [row] = await database.db
    .insert(tickets)
    .values({
      code: `TKT-TEST${String(sequence).padStart(4, '0')}`,
      eventId,
      fullName: `Guest ${sequence}`,
      email: `guest${sequence}@test.example`,
      lpuId: String(30_000_000 + sequence),
      qrSecret: secret,
      createdAt: new Date(Date.now() - 3_600_000),
      ...fields,
    })
    .returning();
  return { ...row!, secret };
}

describeEachDatabase('the door: check-in', (context) => {
  let admin: string;
  let eventId: string;
  let otherEventId: string;
  let doorMember: TestMember;
  let doorToken: string;
  let outsiderToken: string;

  const redeem = (body: unknown, token = admin, event = eventId) =>
    send(context.app, 'POST', `/api/check-in/events/${event}/redeem`, { payload: body, token });
  const syncQueue = (checkIns: unknown[], token = doorToken, event = eventId) =>
    send(context.app, 'POST', `/api/check-in/events/${event}/sync`, { payload: { checkIns }, token });
  const storedTicket = async (id: string) =>
    (await context.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

  beforeAll(async () => {
    admin = await signInNewAdmin(context);
    eventId = await insertEvent(context.database, { title: 'Door Night' });
    otherEventId = await insertEvent(context.database, { title: 'Other Night', date: '2026-12-31', time: '20:30' });
    ({ token: doorToken, ...doorMember } = await signInNewMember(context));
    outsiderToken = (await signInNewMember(context)).token;
    const granted = await send(context.app, 'POST', `/api/check-in/events/${eventId}/grants`, {
      payload: { lpuId: doorMember.lpuId },
      token: admin,
    });
    expect(granted.status).toBe(200);
  });

  it('admits a valid ticket once; the next scan says when and by whom it was checked in', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const first = await redeem({ secret: ticket.secret });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      result: 'admitted',
      ticket: { id: ticket.id, fullName: ticket.fullName },
      checkedInBy: 'Test Admin',
    });
    const second = await redeem({ secret: ticket.secret }, doorToken);
    expect(second.body.data).toMatchObject({
      result: 'already-checked-in',
      checkedInAt: first.body.data.checkedInAt,
      checkedInBy: 'Test Admin',
    });
    const [stored] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(stored).toMatchObject({ isUsed: true, checkedInBy: 'Test Admin' });
    const logged = await context.database.db.select().from(activityLog).where(eq(activityLog.target, ticket.fullName));
    expect(logged.map((entry) => entry.kind)).toEqual(['ticket.checked-in']);
  });

  it('lets exactly one of many doors scanning one ticket at once succeed', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const doors = context.target === 'postgres' ? 20 : 5;
    const answers = await Promise.all(
      Array.from({ length: doors }, (_, door) => redeem({ secret: ticket.secret }, door % 2 ? doorToken : admin)),
    );
    const results = answers.map((answer) => answer.body.data.result);
    expect(results.filter((result) => result === 'admitted')).toHaveLength(1);
    expect(results.filter((result) => result === 'already-checked-in')).toHaveLength(doors - 1);
    for (const answer of answers.filter((a) => a.body.data.result === 'already-checked-in'))
      expect(answer.body.data.checkedInAt).not.toBeNull();
    const logged = await context.database.db.select().from(activityLog).where(eq(activityLog.target, ticket.fullName));
    expect(logged).toHaveLength(1);
  });

  it('refuses a cancelled ticket, another event’s ticket and an unknown secret', async () => {
    const cancelled = await insertTicket(context.database, eventId, { isCancelled: true, cancelReason: 'Refunded' });
    const elsewhere = await insertTicket(context.database, otherEventId);
    expect((await redeem({ secret: cancelled.secret })).body.data.result).toBe('cancelled');
    expect((await redeem({ secret: elsewhere.secret })).body.data.result).toBe('other-event');
    expect((await redeem({ secret: randomBytes(32).toString('base64url') })).body.data).toMatchObject({
      result: 'unknown',
      ticket: null,
    });
    const [stored] = await context.database.db.select().from(tickets).where(eq(tickets.id, elsewhere.id));
    expect(stored!.isUsed).toBe(false);
    // Not the secret's exact format (a partial scan): refused before any lookup.
    const partial = await redeem({ secret: cancelled.secret.slice(0, 20) });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Unknown ticket');
  });

  it('tells a door of one event only the title and day of the event another event’s ticket is for', async () => {
    const elsewhere = await insertTicket(context.database, otherEventId, { fullName: 'Nisha Other' });
    const otherEvent = {
      result: 'other-event',
      ticket: null,
      checkedInAt: null,
      checkedInBy: null,
      eventTitle: 'Other Night',
      eventDate: '2026-12-31',
      eventTime: '20:30',
    };
    const answers = [];
    for (const body of [{ ticketId: elsewhere.id }, { secret: elsewhere.secret }]) {
      const answer = await redeem(body, doorToken);
      expect(answer.body.data).toEqual(otherEvent);
      answers.push(answer.body);
    }
    const synced = await send(context.app, 'POST', `/api/check-in/events/${eventId}/sync`, {
      payload: { checkIns: [{ nonce: randomUUID(), ticketId: elsewhere.id, scannedAt: new Date().toISOString() }] },
      token: doorToken,
    });
    expect(synced.body.data.outcomes).toEqual([expect.objectContaining({ outcome: 'refused', verdict: otherEvent })]);
    for (const answer of [...answers, synced.body].map((body) => JSON.stringify(body)))
      for (const known of [elsewhere.fullName, elsewhere.lpuId, elsewhere.code]) expect(answer).not.toContain(known);
    const [stored] = await context.database.db.select().from(tickets).where(eq(tickets.id, elsewhere.id));
    expect(stored!.isUsed).toBe(false);
  });

  it('admits a ticket tapped in the search by name, LPU ID or e-mail', async () => {
    const ticket = await insertTicket(context.database, eventId, { fullName: 'Asha Verma' });
    const search = (q: string) =>
      send(context.app, 'GET', `/api/check-in/events/${eventId}/search?q=${encodeURIComponent(q)}`, {
        token: doorToken,
      });
    for (const q of ['asha ver', ticket.lpuId, ticket.email.toUpperCase()])
      expect((await search(q)).body.data).toEqual([
        expect.objectContaining({ id: ticket.id, status: 'valid', checkedInAt: null, checkedInBy: null }),
      ]);
    expect((await search('%_')).body.data).toEqual([]);
    const admitted = (await redeem({ ticketId: ticket.id }, doorToken)).body.data;
    expect(admitted).toMatchObject({ result: 'admitted', checkedInBy: expect.stringMatching(/^Test Member/) });
    // A used ticket's hit says when and by whom, so the door shows that instead of a Check in button.
    expect((await search('Asha')).body.data[0]).toMatchObject({
      status: 'used',
      checkedInAt: admitted.checkedInAt,
      checkedInBy: admitted.checkedInBy,
    });
  });

  it('counts a synced offline check-in once however often the queue is sent, and reports conflicts', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const taken = await insertTicket(context.database, eventId);
    const cancelled = await insertTicket(context.database, eventId, { isCancelled: true });
    await redeem({ secret: taken.secret }); // admitted at another door first
    const before = (await send(context.app, 'GET', `/api/check-in/events/${eventId}/counts`, { token: admin })).body
      .data;
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const queue = [
      { nonce: randomUUID(), ticketId: ticket.id, scannedAt },
      { nonce: randomUUID(), ticketId: taken.id, scannedAt },
      { nonce: randomUUID(), ticketId: cancelled.id, scannedAt },
    ];
    const sync = () =>
      send(context.app, 'POST', `/api/check-in/events/${eventId}/sync`, {
        payload: { checkIns: queue },
        token: doorToken,
      });
    const [first, again] = await Promise.all([sync(), sync()]);
    const third = await sync();
    const outcomes = [first, again].map((answer) =>
      answer.body.data.outcomes.map((o: { outcome: string }) => o.outcome),
    );
    // Whichever call claimed a nonce first took it; the other saw it as a duplicate.
    expect(outcomes.map((list) => list[0]).sort()).toEqual(['admitted', 'duplicate']);
    expect(outcomes.map((list) => list[1]).sort()).toEqual(['conflict', 'duplicate']);
    expect(outcomes.map((list) => list[2]).sort()).toEqual(['duplicate', 'refused']);
    expect(third.body.data.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const conflict = first.body.data.outcomes[1].verdict;
    expect(conflict).toMatchObject({ result: 'already-checked-in', checkedInBy: 'Test Admin' });
    expect(third.body.data.counts).toEqual({ total: before.total, checkedIn: before.checkedIn + 1 });
    const [stored] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(stored!.usedAt!.toISOString()).toBe(scannedAt);
    expect(stored!.clockAdjusted).toBe(false);
  });

  it('records a scan dated before its ticket existed (2001, 1900) at the ticket’s creation, flagged on the desk', async () => {
    const in2001 = await insertTicket(context.database, eventId);
    const in1900 = await insertTicket(context.database, eventId);
    const synced = await syncQueue([
      { nonce: randomUUID(), ticketId: in2001.id, scannedAt: '2001-01-01T10:00:00.000Z' },
      { nonce: randomUUID(), ticketId: in1900.id, scannedAt: '1900-01-01T00:00:00.000Z' },
    ]);
    expect(synced.status).toBe(200);
    for (const [index, ticket] of [in2001, in1900].entries()) {
      const createdAt = ticket.createdAt.toISOString();
      expect(synced.body.data.outcomes[index]).toMatchObject({
        outcome: 'admitted',
        clockAdjusted: true,
        verdict: { result: 'admitted', checkedInAt: createdAt },
      });
      expect(await storedTicket(ticket.id)).toMatchObject({ isUsed: true, clockAdjusted: true });
      expect((await storedTicket(ticket.id)).usedAt!.toISOString()).toBe(createdAt);
      // The desk lists the check-in at that time, saying the device's clock was wrong.
      const desk = await send(context.app, 'GET', `/api/tickets/event/${eventId}?search=${ticket.lpuId}`, {
        token: admin,
      });
      expect(desk.body.data.docs).toEqual([
        expect.objectContaining({ id: ticket.id, usedAt: createdAt, clockAdjusted: true }),
      ]);
    }
    // Marked by hand later, the time is the server's: no longer adjusted.
    const status = (isUsed: boolean) =>
      send(context.app, 'PATCH', `/api/tickets/${in2001.id}/status`, { payload: { isUsed }, token: admin });
    expect((await status(false)).body.data).toMatchObject({ isUsed: false, usedAt: null, clockAdjusted: false });
    expect((await status(true)).body.data).toMatchObject({ isUsed: true, clockAdjusted: false });
  });

  it('records a scan dated in the future at the sync’s time, flagged; a minute ahead is clock drift, not flagged', async () => {
    const ahead = await insertTicket(context.database, eventId);
    const drifted = await insertTicket(context.database, eventId);
    const before = Date.now();
    const synced = await syncQueue([
      { nonce: randomUUID(), ticketId: ahead.id, scannedAt: new Date(before + 86_400_000).toISOString() },
      { nonce: randomUUID(), ticketId: drifted.id, scannedAt: new Date(before + 60_000).toISOString() },
    ]);
    const after = Date.now();
    expect(synced.body.data.outcomes.map((o: { clockAdjusted: boolean }) => o.clockAdjusted)).toEqual([true, false]);
    for (const [ticket, flagged] of [
      [ahead, true],
      [drifted, false],
    ] as const) {
      const stored = await storedTicket(ticket.id);
      expect(stored).toMatchObject({ isUsed: true, clockAdjusted: flagged });
      expect(stored.usedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(stored.usedAt!.getTime()).toBeLessThanOrEqual(after);
    }
  });

  it('answers a nonce replayed with its ticket its first verdict, unchanged by what happened to the ticket since', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const nonce = randomUUID();
    const scannedAt = new Date(Date.now() - 120_000).toISOString();
    const first = (await syncQueue([{ nonce, ticketId: ticket.id, scannedAt }])).body.data.outcomes[0];
    expect(first).toMatchObject({
      outcome: 'admitted',
      clockAdjusted: false,
      verdict: { result: 'admitted', checkedInAt: scannedAt, checkedInBy: expect.stringMatching(/^Test Member/) },
    });
    // Since then the desk marked it not used, and an admin's scan checked it in again.
    const unmark = { payload: { isUsed: false }, token: admin };
    expect((await send(context.app, 'PATCH', `/api/tickets/${ticket.id}/status`, unmark)).status).toBe(200);
    expect((await redeem({ ticketId: ticket.id })).body.data.result).toBe('admitted');
    const replayed = (await syncQueue([{ nonce, ticketId: ticket.id, scannedAt }])).body.data.outcomes[0];
    expect(replayed).toEqual({ ...first, outcome: 'duplicate' });
  });

  it('refuses a nonce sent again with another ticket (or for another event), and never admits that ticket', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const unused = await insertTicket(context.database, eventId, { fullName: 'Never Scanned' });
    const nonce = randomUUID();
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    expect((await syncQueue([{ nonce, ticketId: ticket.id, scannedAt }])).body.data.outcomes[0].outcome).toBe(
      'admitted',
    );
    const before = (await send(context.app, 'GET', `/api/check-in/events/${eventId}/counts`, { token: admin })).body
      .data;
    const reused = await syncQueue([{ nonce, ticketId: unused.id, scannedAt }]);
    expect(reused.status).toBe(200);
    expect(reused.body.data.outcomes).toEqual([
      {
        nonce,
        outcome: 'nonce-reused',
        clockAdjusted: false,
        verdict: { result: 'unknown', ticket: null, checkedInAt: null, checkedInBy: null },
      },
    ]);
    expect(JSON.stringify(reused.body)).not.toContain(unused.fullName);
    expect(reused.body.data.counts).toEqual(before);
    expect(await storedTicket(unused.id)).toMatchObject({ isUsed: false, usedAt: null, checkedInBy: null });
    // The same nonce and ticket at another event's door (an admin's): refused the same way.
    const elsewhere = await syncQueue([{ nonce, ticketId: ticket.id, scannedAt }], admin, otherEventId);
    expect(elsewhere.body.data.outcomes[0]).toMatchObject({ outcome: 'nonce-reused', verdict: { ticket: null } });
    // Its own ticket still answers the first verdict.
    expect((await syncQueue([{ nonce, ticketId: ticket.id, scannedAt }])).body.data.outcomes[0]).toMatchObject({
      outcome: 'duplicate',
      verdict: { result: 'admitted', ticket: { id: ticket.id } },
    });
  });

  it('gives the offline list secret hashes, never the secrets', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const { status, body } = await send(context.app, 'GET', `/api/check-in/events/${eventId}/list`, {
      token: doorToken,
    });
    expect(status).toBe(200);
    const entry = body.data.tickets.find((t: { id: string }) => t.id === ticket.id);
    expect(entry).toMatchObject({ secretHash: secretHash(ticket.secret), status: 'valid' });
    expect(JSON.stringify(body)).not.toContain(ticket.secret);
  });

  it('keeps members without a grant out (403) and shows door staff only their events', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const refused = await redeem({ secret: ticket.secret }, outsiderToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have check-in access for this event.');
    for (const path of ['counts', 'list', 'search?q=Guest'])
      expect(
        (await send(context.app, 'GET', `/api/check-in/events/${eventId}/${path}`, { token: outsiderToken })).status,
      ).toBe(403);
    expect((await redeem({ secret: ticket.secret }, doorToken, otherEventId)).status).toBe(403);
    const doorEvents = await send(context.app, 'GET', '/api/check-in/events', { token: doorToken });
    expect(doorEvents.body.data.map((event: { id: string }) => event.id)).toEqual([eventId]);
    expect((await send(context.app, 'GET', '/api/check-in/events', { token: outsiderToken })).body.data).toEqual([]);
    const adminEvents = await send(context.app, 'GET', '/api/check-in/events', { token: admin });
    expect(adminEvents.body.data.map((event: { id: string }) => event.id).sort()).toEqual(
      [eventId, otherEventId].sort(),
    );
    expect((await send(context.app, 'GET', '/api/check-in/events')).status).toBe(401);
  });

  it('checks the door’s session inside the scan: signed out, banned or a forged token admit nothing', async () => {
    const ticket = await insertTicket(context.database, eventId);
    const staff = async () => {
      const signedIn = await signInNewMember(context);
      const grant = { payload: { lpuId: signedIn.lpuId }, token: admin };
      expect((await send(context.app, 'POST', `/api/check-in/events/${eventId}/grants`, grant)).status).toBe(200);
      return signedIn;
    };
    const refusedWith = async (token: string, message: string | RegExp) => {
      const scan = await redeem({ secret: ticket.secret }, token);
      expect(scan.status).toBe(401);
      expect(scan.body.message).toMatch(message);
    };

    const signedOut = await staff();
    expect((await send(context.app, 'POST', '/api/members/logout', { token: signedOut.token })).status).toBe(200);
    await refusedWith(signedOut.token, 'Your session has ended. Please sign in again.');

    const banned = await staff();
    await context.database.db
      .update(members)
      .set({ status: 'banned', restrictionReason: 'Let strangers in' })
      .where(eq(members.id, banned.id));
    await refusedWith(banned.token, 'Your account has been banned. Reason: Let strangers in.');
    // The ban ended the session: lifting it does not bring that token back.
    await context.database.db.update(members).set({ status: 'active' }).where(eq(members.id, banned.id));
    await refusedWith(banned.token, 'Your session has ended. Please sign in again.');

    await refusedWith(`${admin.slice(0, -2)}xx`, 'Invalid access token.');
    await refusedWith('', 'Please sign in to continue.');
    const [unused] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(unused).toMatchObject({ isUsed: false, checkedInBy: null });

    // A ban whose review time has passed is over: the scan lifts it and admits.
    const bannedUntilYesterday = await staff();
    await context.database.db
      .update(members)
      .set({ status: 'banned', restrictionReviewTime: new Date(Date.now() - 86_400_000) })
      .where(eq(members.id, bannedUntilYesterday.id));
    const admitted = await redeem({ secret: ticket.secret }, bannedUntilYesterday.token);
    expect(admitted.body.data).toMatchObject({ result: 'admitted', checkedInBy: expect.any(String) });
  });

  it('lists the door’s events today’s first, then the upcoming soonest first, then the past latest first', async () => {
    const now = Date.now();
    // Club time is UTC+05:30 all year: a day's start and end in club time, whatever the machine's zone.
    const clubDayOf = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
    const today = clubDayOf(now);
    const day = (offset: number) => clubDayOf(now + offset * 86_400_000);
    const ids = {
      farFuture: await insertEvent(context.database, { title: 'Order Far', date: day(60) }),
      next: await insertEvent(context.database, { title: 'Order Next', date: day(3), time: '19:00' }),
      // Done early today: completed, so past whatever its day.
      completedToday: await insertEvent(context.database, { title: 'Order Done', date: today, status: 'completed' }),
      today: await insertEvent(context.database, { title: 'Order Today', date: today, time: '23:59' }),
      lastWeek: await insertEvent(context.database, { title: 'Order Last Week', date: day(-7) }),
      lastMonth: await insertEvent(context.database, { title: 'Order Last Month', date: day(-30), status: 'ongoing' }),
    };
    const ours = new Set<string>(Object.values(ids));
    const listed = (await send(context.app, 'GET', '/api/check-in/events', { token: admin })).body.data as {
      id: string;
      status: string;
    }[];
    expect(listed.filter((event) => ours.has(event.id)).map((event) => event.id)).toEqual([
      ids.today,
      ids.next,
      ids.farFuture,
      ids.completedToday,
      ids.lastWeek,
      ids.lastMonth,
    ]);
    expect(listed.find((event) => event.id === ids.completedToday)).toMatchObject({ status: 'completed', date: today });
  });

  it('never lists nor opens an event nobody enters by ticket: registered off-site, or free with no ticket', async () => {
    const tomorrow = clubDay(new Date(Date.now() + 86_400_000));
    const ids = {
      offSite: await insertEvent(context.database, {
        title: 'Photo Walk',
        date: tomorrow,
        ticketPrice: 0,
        capacity: null,
        registrationUrl: 'https://example.org/photo-walk',
      }),
      free: await insertEvent(context.database, { title: 'Open Mic', date: tomorrow, ticketPrice: 0 }),
      // Tickets the desk issued make any event a door event: their holders come to the door.
      freeWithDeskTicket: await insertEvent(context.database, { title: 'Free Workshop', ticketPrice: 0 }),
      offSiteWithDeskTicket: await insertEvent(context.database, {
        title: 'Partner Gala',
        registrationUrl: 'https://example.org/gala',
      }),
    };
    await insertTicket(context.database, ids.freeWithDeskTicket);
    const deskTicket = await insertTicket(context.database, ids.offSiteWithDeskTicket);
    // A free event whose only ticket was cancelled has nobody to let in either.
    const freeCancelled = await insertEvent(context.database, { title: 'Cancelled Meetup', ticketPrice: 0 });
    await insertTicket(context.database, freeCancelled, { isCancelled: true });
    // Granted before the event went off-site: the grant stays, the door does not open.
    const granted = await send(context.app, 'POST', `/api/check-in/events/${ids.offSite}/grants`, {
      payload: { lpuId: doorMember.lpuId },
      token: admin,
    });
    expect(granted.status).toBe(200);

    const listed = async (token: string) =>
      ((await send(context.app, 'GET', '/api/check-in/events', { token })).body.data as { id: string }[]).map(
        (event) => event.id,
      );
    const adminEvents = await listed(admin);
    expect(adminEvents).toEqual(expect.arrayContaining([eventId, ids.freeWithDeskTicket, ids.offSiteWithDeskTicket]));
    for (const id of [ids.offSite, ids.free, freeCancelled]) expect(adminEvents).not.toContain(id);
    expect(await listed(doorToken)).toEqual([eventId]);

    for (const [token, event] of [
      [admin, ids.offSite],
      [admin, ids.free],
      [doorToken, ids.offSite],
    ] as const) {
      const door = `/api/check-in/events/${event}`;
      for (const answer of [
        await send(context.app, 'GET', `${door}/counts`, { token }),
        await send(context.app, 'GET', `${door}/list`, { token }),
        await send(context.app, 'GET', `${door}/search?q=Guest`, { token }),
        await redeem({ secret: deskTicket.secret }, token, event),
        await syncQueue(
          [{ nonce: randomUUID(), ticketId: deskTicket.id, scannedAt: new Date().toISOString() }],
          token,
          event,
        ),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('This event has no door check-in: it sells no tickets here.');
      }
    }
    // A member without a grant learns nothing more of it than of any event they may not staff.
    const outsider = await send(context.app, 'GET', `/api/check-in/events/${ids.offSite}/counts`, {
      token: outsiderToken,
    });
    expect(outsider.status).toBe(403);
    expect(await storedTicket(deskTicket.id)).toMatchObject({ isUsed: false });
    // The door events with desk tickets open as usual.
    const admitted = await redeem({ secret: deskTicket.secret }, admin, ids.offSiteWithDeskTicket);
    expect(admitted.body.data).toMatchObject({ result: 'admitted' });
  });

  it('lets admins (only) list, add and remove door staff', async () => {
    const member = await createMember(context.database);
    const grants = `/api/check-in/events/${otherEventId}/grants`;
    expect((await send(context.app, 'GET', grants, { token: doorToken })).status).toBe(403);
    expect(
      (await send(context.app, 'POST', grants, { payload: { lpuId: member.lpuId }, token: doorToken })).status,
    ).toBe(403);
    const added = await send(context.app, 'POST', grants, { payload: { lpuId: member.lpuId }, token: admin });
    expect(added.body.data).toEqual([expect.objectContaining({ memberId: member.id, lpuId: member.lpuId })]);
    const unknown = await send(context.app, 'POST', grants, { payload: { lpuId: '99999999' }, token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ path: 'lpuId', msg: 'No member has this LPU ID' }]);
    expect((await send(context.app, 'POST', grants, { payload: { lpuId: '12' }, token: admin })).status).toBe(400);
    const removed = await send(context.app, 'DELETE', `${grants}/${member.id}`, { token: admin });
    expect(removed.body.data).toEqual([]);
    expect((await send(context.app, 'DELETE', `${grants}/${member.id}`, { token: admin })).status).toBe(404);
  });

  // Last: its events would be in the admins' door list the tests above check.
  it('never answers the desk more timeline days than the sale ran, whatever times are stored', async () => {
    const DAY_MS = 86_400_000;
    const utcDay = (at: number | Date) => new Date(at).toISOString().slice(0, 10);
    const timeline = async (event: string) =>
      (await send(context.app, 'GET', `/api/tickets/event/${event}/timeline`, { token: admin })).body.data.days as {
        day: string;
        created: number;
        used: number;
        cancelled: number;
      }[];
    const totals = (days: Awaited<ReturnType<typeof timeline>>) =>
      days.reduce(
        (sum, day) => ({
          created: sum.created + day.created,
          used: sum.used + day.used,
          cancelled: sum.cancelled + day.cancelled,
        }),
        { created: 0, used: 0, cancelled: 0 },
      );

    // An upcoming event: its tickets were all created today.
    const upcoming = await insertEvent(context.database, { title: 'Timeline Night' });
    const synced1900 = await insertTicket(context.database, upcoming);
    const synced = await syncQueue(
      [{ nonce: randomUUID(), ticketId: synced1900.id, scannedAt: '1900-01-01T00:00:00.000Z' }],
      admin,
      upcoming,
    );
    expect(synced.body.data.outcomes[0].outcome).toBe('admitted');
    // Rows an older server (or a hand-made fix) left: a check-in in 1900, one in 2100, a cancellation in 1900.
    await insertTicket(context.database, upcoming, { isUsed: true, usedAt: new Date('1900-01-01T00:00:00Z') });
    await insertTicket(context.database, upcoming, { isUsed: true, usedAt: new Date('2100-06-01T00:00:00Z') });
    await insertTicket(context.database, upcoming, {
      isCancelled: true,
      cancelledAt: new Date('1900-01-01T00:00:00Z'),
    });
    const days = await timeline(upcoming);
    const today = utcDay(Date.now());
    const firstCreated = utcDay(synced1900.createdAt);
    expect(days[0]!.day).toBe(firstCreated);
    expect(days.at(-1)!.day <= today).toBe(true);
    expect(days.length).toBeLessThanOrEqual((Date.parse(today) - Date.parse(firstCreated)) / DAY_MS + 1);
    // Nothing is dropped: what fell outside counts on the sale's first or last day.
    expect(totals(days)).toEqual({ created: 4, used: 3, cancelled: 1 });

    // A past event: its sale ended with its door night (06:00 club time the next morning: 00:30 UTC).
    const past = await insertEvent(context.database, { title: 'Timeline Past', date: '2026-11-01' });
    await insertTicket(context.database, past, { isUsed: true, usedAt: new Date() });
    await insertTicket(context.database, past, { isUsed: true, usedAt: new Date('1900-01-01T00:00:00Z') });
    expect(await timeline(past)).toEqual([{ day: '2026-11-02', created: 2, used: 2, cancelled: 0 }]);
  });
});
