// The ticket desk's waiting list (docs/choices.md, "Waiting list"): the line in order with the counts, the CSV,
// removing an entry (a seat it was offered goes to the next in line) and offering the next seat now; admins only.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatDateTime } from '@guildhall/contracts/dates';
import {
  WAITLIST_CSV_COLUMNS,
  WAITLIST_MESSAGES,
  WAITLIST_REMOVE_REFUSALS,
  type WaitlistDesk,
} from '@guildhall/contracts/waitlist';
import { activityLog, mailOutbox, waitlistEntries } from '../../../src/db/schema';
import { WAITLIST_OFFER_MAIL } from '../../../src/modules/waitlist/offers';
import { insertEvent } from '../../support/payments';
import { send } from '../../support/send';
import { soldOutEvent } from './offers-support';
import { describeEachDatabase, signInNewAdmin, signInNewMember, type TestContext } from '../../support/test-app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);

let sequence = 0;
/** An entry straight into the table: `name`, in `state`, made and (for those in line) confirmed when told. */
async function insertEntry(
  context: TestContext,
  eventId: string,
  name: string,
  fields: Partial<typeof waitlistEntries.$inferInsert> = {},
) {
  sequence += 1;
  const [entry] = await context.database.db
    .insert(waitlistEntries)
    .values({
      eventId,
      fullName: name,
      email: `${name.toLowerCase()}@example.org`,
      lpuId: String(62_000_000 + sequence),
      phone: '+91 98765 43210',
      confirmTokenHash: randomBytes(32).toString('hex'),
      leaveTokenHash: randomBytes(32).toString('hex'),
      ...fields,
    })
    .returning();
  return entry!;
}

describeEachDatabase('the ticket desk’s waiting list', (context) => {
  let admin: string;
  let member: string;
  beforeAll(async () => {
    admin = await signInNewAdmin(context);
    member = (await signInNewMember(context)).token;
  });

  const desk = async (eventId: string) => {
    const answer = await send(context.app, 'GET', `/api/admin/events/${eventId}/waitlist`, { token: admin });
    expect(answer.status).toBe(200);
    return answer.body.data as WaitlistDesk;
  };
  const remove = (entryId: string) =>
    send(context.app, 'POST', `/api/admin/waitlist/${entryId}/remove`, { token: admin });
  const offerNext = (eventId: string) =>
    send(context.app, 'POST', `/api/admin/events/${eventId}/waitlist/offer-next`, { token: admin });
  const stateOf = async (entryId: string) =>
    (await context.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0]!.state;
  const offerMailsTo = (to: string) =>
    context.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, WAITLIST_OFFER_MAIL), eq(mailOutbox.to, to)));

  it('lists those in line by place (confirmation time, then id), then the rest newest first, with every count', async () => {
    const eventId = await soldOutEvent(context.database, { offerWindowMinutes: 45 });
    const offerExpiresAt = new Date(Date.now() + 30 * MINUTE_MS);
    const early = minutesAgo(50);
    const asha = await insertEntry(context, eventId, 'Asha', { state: 'waiting', confirmedAt: minutesAgo(40) });
    const bina = await insertEntry(context, eventId, 'Bina', { state: 'offered', confirmedAt: early, offerExpiresAt });
    const chen = await insertEntry(context, eventId, 'Chen', { state: 'waiting', confirmedAt: early });
    await insertEntry(context, eventId, 'Dev', { state: 'waiting_confirmation', createdAt: minutesAgo(5) });
    await insertEntry(context, eventId, 'Esha', { state: 'claimed', createdAt: minutesAgo(90), confirmedAt: early });
    await insertEntry(context, eventId, 'Farid', { state: 'left', createdAt: minutesAgo(2) });
    await insertEntry(context, eventId, 'Gita', { state: 'expired', createdAt: minutesAgo(60) });
    // Another event's entry is not this one's.
    await insertEntry(context, await soldOutEvent(context.database), 'Hari', { state: 'waiting', confirmedAt: early });

    const view = await desk(eventId);
    expect(view).toMatchObject({ enabled: true, offerWindowMinutes: 45 });
    expect(view.counts).toEqual({
      waiting_confirmation: 1,
      waiting: 2,
      offered: 1,
      claimed: 1,
      expired: 1,
      left: 1,
      removed: 0,
    });
    // Bina and Chen were confirmed at one instant: the id decides, as it does for the offers.
    const [first, second] = [bina, chen].sort((one, other) => (one.id < other.id ? -1 : 1));
    expect(view.entries.map((entry) => [entry.fullName, entry.position])).toEqual([
      [first!.fullName, 1],
      [second!.fullName, 2],
      ['Asha', 3],
      ['Farid', null],
      ['Dev', null],
      ['Gita', null],
      ['Esha', null],
    ]);
    const offered = view.entries.find((entry) => entry.id === bina.id)!;
    expect(offered).toMatchObject({
      email: 'bina@example.org',
      lpuId: bina.lpuId,
      state: 'offered',
      offerExpiresAt: offerExpiresAt.toISOString(),
    });
    expect(view.entries.find((entry) => entry.id === asha.id)).toMatchObject({ offerExpiresAt: null });
  });

  it('says when the list is off, and answers 404 for an unknown event, 400 for a malformed id', async () => {
    const eventId = await soldOutEvent(context.database, { waitlistEnabled: false });
    expect(await desk(eventId)).toMatchObject({ enabled: false, offerWindowMinutes: 120, entries: [] });
    const unknown = await send(context.app, 'GET', `/api/admin/events/${MISSING_ID}/waitlist`, { token: admin });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    expect((await offerNext(MISSING_ID)).status).toBe(404);
    const malformed = await send(context.app, 'GET', '/api/admin/events/nope/waitlist', { token: admin });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Invalid event id' } });
  });

  it('removes an entry that still stands on the list, once, and logs it; refuses one that has ended', async () => {
    const eventId = await soldOutEvent(context.database, { title: 'Freshers Night' });
    const asha = await insertEntry(context, eventId, 'Asha', { state: 'waiting', confirmedAt: minutesAgo(9) });
    const bina = await insertEntry(context, eventId, 'Bina', { state: 'waiting', confirmedAt: minutesAgo(8) });
    const unconfirmed = await insertEntry(context, eventId, 'Dev');
    const claimed = await insertEntry(context, eventId, 'Esha', { state: 'claimed' });

    expect(await remove(asha.id)).toMatchObject({ status: 200, body: { success: true, data: null } });
    expect(await stateOf(asha.id)).toBe('removed');
    const view = await desk(eventId);
    expect(view.entries.find((entry) => entry.id === bina.id)!.position).toBe(1);
    expect(view.counts).toMatchObject({ waiting: 1, removed: 1 });
    const [logged] = await context.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.kind, 'waitlist.removed'), eq(activityLog.target, 'Asha (Freshers Night)')));
    expect(logged).toMatchObject({ actorType: 'admin' });
    expect((await remove(unconfirmed.id)).status).toBe(200);

    expect(await remove(asha.id)).toMatchObject({ status: 409, body: { message: WAITLIST_REMOVE_REFUSALS.removed } });
    expect(await remove(claimed.id)).toMatchObject({
      status: 409,
      body: { message: WAITLIST_REMOVE_REFUSALS.claimed },
    });
    expect(await stateOf(claimed.id)).toBe('claimed');
    expect(await remove(MISSING_ID)).toMatchObject({ status: 404, body: { message: WAITLIST_MESSAGES.entryNotFound } });
    expect(await remove('nope')).toMatchObject({ status: 400, body: { message: 'Invalid waiting-list entry id' } });
  });

  it('gives the seat a removed entry was offered to the next in line', async () => {
    const eventId = await insertEvent(context.database, { capacity: 1 });
    const offerExpiresAt = new Date(Date.now() + 60 * MINUTE_MS);
    const asha = await insertEntry(context, eventId, 'Asha', {
      state: 'offered',
      confirmedAt: minutesAgo(9),
      offerExpiresAt,
    });
    const bina = await insertEntry(context, eventId, 'Bina', { state: 'waiting', confirmedAt: minutesAgo(8) });
    const chen = await insertEntry(context, eventId, 'Chen', { state: 'waiting', confirmedAt: minutesAgo(7) });

    expect((await remove(asha.id)).status).toBe(200);
    expect(await stateOf(bina.id)).toBe('offered');
    expect(await offerMailsTo('bina@example.org')).toHaveLength(1);
    // One seat, one offer.
    expect(await stateOf(chen.id)).toBe('waiting');
  });

  it('offers the next seat now only when one is free and someone waits, saying why not', async () => {
    const soldOut = await soldOutEvent(context.database);
    await insertEntry(context, soldOut, 'Asha', { state: 'waiting', confirmedAt: minutesAgo(9) });
    expect(await offerNext(soldOut)).toMatchObject({ status: 409, body: { message: WAITLIST_MESSAGES.noSeatToOffer } });

    const eventId = await insertEvent(context.database, { capacity: 2 });
    expect(await offerNext(eventId)).toMatchObject({ status: 409, body: { message: WAITLIST_MESSAGES.nobodyWaiting } });
    const bina = await insertEntry(context, eventId, 'Bina', { state: 'waiting', confirmedAt: minutesAgo(8) });
    const chen = await insertEntry(context, eventId, 'Chen', { state: 'waiting', confirmedAt: minutesAgo(7) });
    expect(await offerNext(eventId)).toMatchObject({ status: 200, body: { data: { offered: 1 } } });
    expect([await stateOf(bina.id), await stateOf(chen.id)]).toEqual(['offered', 'waiting']);
    expect((await desk(eventId)).counts).toMatchObject({ offered: 1, waiting: 1 });
  });

  it('exports the list as the desk shows it: CSV with BOM, times in club time', async () => {
    const eventId = await soldOutEvent(context.database);
    const confirmedAt = minutesAgo(9);
    const offerExpiresAt = new Date(Date.now() + 60 * MINUTE_MS);
    const asha = await insertEntry(context, eventId, 'Asha', { state: 'offered', confirmedAt, offerExpiresAt });
    await insertEntry(context, eventId, '=Bina', { state: 'left', email: 'bina@example.org' });

    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/events/${eventId}/waitlist/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="waitlist_${eventId}_`));
    const [header, first, second, ...rest] = response.body.split('\r\n');
    expect(header).toBe(`\uFEFF${WAITLIST_CSV_COLUMNS.join(',')}`);
    expect(first).toBe(
      [
        '1',
        'Asha',
        'asha@example.org',
        asha.lpuId,
        // A phone's leading + is a formula's start to a spreadsheet: text, as in the ticket CSV.
        "'+91 98765 43210",
        'Offered',
        `"${formatDateTime(offerExpiresAt)}"`,
        `"${formatDateTime(asha.createdAt)}"`,
        `"${formatDateTime(confirmedAt)}"`,
      ].join(','),
    );
    // A cell a spreadsheet would run as a formula is made text.
    expect(second).toMatch(/^,'=Bina,bina@example.org,/);
    expect(rest).toEqual(['']);
  });

  it.each([
    ['GET', `/api/admin/events/${MISSING_ID}/waitlist`],
    ['GET', `/api/admin/events/${MISSING_ID}/waitlist/export`],
    ['POST', `/api/admin/waitlist/${MISSING_ID}/remove`],
    ['POST', `/api/admin/events/${MISSING_ID}/waitlist/offer-next`],
  ] as const)('%s %s: 401 without a token, 403 for a member', async (method, url) => {
    expect(await send(context.app, method, url)).toMatchObject({
      status: 401,
      body: { message: 'Please sign in to continue.' },
    });
    expect(await send(context.app, method, url, { token: member })).toMatchObject({
      status: 403,
      body: { message: 'Forbidden: this action is for admins only.' },
    });
  });
});
