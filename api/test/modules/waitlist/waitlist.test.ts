// An event's waiting list, first slice (docs/choices.md, "Waiting list"): joining a sold-out event e-mails a
// confirmation link and a leave link; only a confirmed entry stands in line; one entry per e-mail and per LPU ID per
// event, with the same answer for a second try; the purchase's per-client limits and the per-recipient e-mail limit.
// Each joiner sends from an address of their own, so the limits (3 a minute per address and event here) count only
// where a test means them to.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LPU_ID_HAS_TICKET } from '@guildhall/contracts';
import { WAITLIST_MESSAGES, waitlistPositionText, type WaitlistPlace } from '@guildhall/contracts/waitlist';
import { mailOutbox, waitlistEntries } from '../../../src/db/schema';
import { clubDay } from '../../../src/modules/events/club-time';
import { WAITLIST_CONFIRM_MAIL } from '../../../src/modules/waitlist/service';
import { hashWaitlistToken } from '../../../src/modules/waitlist/tokens';
import { addressOf, buyer, createOrderFrom, describePayments, insertEvent, postFrom } from '../../support/payments';
import { expectFieldErrors } from '../../support/send';
import { soldOutEvent } from './offers-support';
import { get, testConfig } from '../../support/test-app';
import type { App } from '../../../src/app';
import type { OpenDatabase } from '../../../src/db/client';

jest.setTimeout(60_000);

const LIMIT = testConfig().recipientMailLimit;
const HOUR_MS = 3_600_000;

let sequence = 0;
/** A waiting-list form for `eventId` (the purchase form's four fields), with a fresh name, e-mail and LPU ID. */
function joiner(eventId: string, overrides: Partial<{ fullName: string; email: string; lpuId: string }> = {}) {
  sequence += 1;
  return {
    fullName: `Waiting ${sequence}`,
    email: `waiting${sequence}@example.org`,
    lpuId: String(61_000_000 + sequence),
    phone: '+91 98765 43210',
    eventId,
    ...overrides,
  };
}
type Joiner = ReturnType<typeof joiner>;

/** Each person joins from an address of their own (as students on their own networks), unless told. */
const join = (app: App, form: Joiner, ip = addressOf(form)) => postFrom(app, ip, '/api/waitlist/join', form);

function waitlistHelpers(context: { app: App; database: OpenDatabase }) {
  const db = () => context.database.db;
  const mailsTo = (to: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, WAITLIST_CONFIRM_MAIL), eq(mailOutbox.to, to)))
      .orderBy(mailOutbox.createdAt);
  /** The tokens of the last confirmation e-mail sent to `to`. */
  async function linksOf(to: string) {
    const mail = (await mailsTo(to)).at(-1)!;
    const token = (path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    return { confirm: token('/waitlist/confirm')!, leave: token('/waitlist/leave')! };
  }
  const entriesOf = (eventId: string) =>
    db().select().from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId)).orderBy(waitlistEntries.createdAt);
  const confirm = (token: string) => postFrom(context.app, '10.200.0.1', '/api/waitlist/confirm', { token });
  const leave = (token: string) => postFrom(context.app, '10.200.0.1', '/api/waitlist/leave', { token });
  const position = (token: string) => get(context.app, `/api/waitlist/position?token=${encodeURIComponent(token)}`);
  /** Joins and confirms: answers the entry's place and links. */
  async function joinAndConfirm(form: Joiner) {
    expect((await join(context.app, form)).status).toBe(200);
    const links = await linksOf(form.email);
    const answer = await confirm(links.confirm);
    expect(answer.status).toBe(200);
    return { place: answer.body.data as WaitlistPlace, links };
  }
  return { db, mailsTo, linksOf, entriesOf, confirm, leave, position, joinAndConfirm };
}

describePayments(
  'the waiting list',
  (context) => {
    const { db, mailsTo, linksOf, entriesOf, confirm, leave, position, joinAndConfirm } = waitlistHelpers(context);

    it('takes a name on a sold-out event and e-mails its confirmation and leave links', async () => {
      const eventId = await soldOutEvent(context.database, { title: 'Freshers Night' });
      const form = joiner(eventId, { email: 'Asha.Verma@Example.org' });
      expect(await join(context.app, form)).toMatchObject({
        status: 200,
        body: { success: true, message: WAITLIST_MESSAGES.joined, data: null },
      });

      const [entry, ...others] = await entriesOf(eventId);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({
        fullName: form.fullName,
        email: 'asha.verma@example.org',
        lpuId: form.lpuId,
        phone: form.phone,
        state: 'waiting_confirmation',
        confirmedAt: null,
      });
      const [mail, ...more] = await mailsTo('asha.verma@example.org');
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ reference: entry!.id, subject: expect.stringContaining('Freshers Night') });
      expect(mail!.text).toContain(`${context.appUrl}/waitlist/confirm?token=`);
      expect(mail!.text).toContain(`${context.appUrl}/waitlist/leave?token=`);
      // Only the tokens' hashes are stored.
      const links = await linksOf('asha.verma@example.org');
      expect(entry!.confirmTokenHash).toBe(hashWaitlistToken(links.confirm));
      expect(entry!.leaveTokenHash).toBe(hashWaitlistToken(links.leave));
      expect(JSON.stringify(entry)).not.toContain(links.confirm);
    });

    it('counts a seat held by an unpaid order as taken', async () => {
      const eventId = await insertEvent(context.database, { capacity: 1 });
      expect((await createOrderFrom(context.app, buyer(eventId))).status).toBe(200);
      expect((await join(context.app, joiner(eventId))).status).toBe(200);
      expect(await entriesOf(eventId)).toHaveLength(1);
    });

    it('refuses an event with seats, without a list, not on sale or unknown, and writes nothing', async () => {
      const today = clubDay(new Date());
      const cases: [Promise<string>, number, string][] = [
        [insertEvent(context.database, { capacity: 2 }), 409, WAITLIST_MESSAGES.seatsLeft],
        [insertEvent(context.database, { capacity: null }), 409, WAITLIST_MESSAGES.seatsLeft],
        [soldOutEvent(context.database, { waitlistEnabled: false }), 409, WAITLIST_MESSAGES.off],
        [
          soldOutEvent(context.database, { salesCloseAt: new Date(Date.now() - HOUR_MS) }),
          409,
          WAITLIST_MESSAGES.closed,
        ],
        [soldOutEvent(context.database, { status: 'completed' }), 409, WAITLIST_MESSAGES.closed],
        [soldOutEvent(context.database, { date: today, time: '00:00' }), 409, WAITLIST_MESSAGES.closed],
        [soldOutEvent(context.database, { ticketPrice: 0 }), 409, 'This event is free: no ticket purchase is needed.'],
        [
          soldOutEvent(context.database, { registrationUrl: 'https://example.org/tickets' }),
          409,
          "Tickets for this event are sold on the organiser's site.",
        ],
        [Promise.resolve('7d1c4f0e-5b6a-4c1d-9e3f-2a8b7c6d5e4f'), 404, 'Event not found'],
      ];
      for (const [eventId, status, message] of cases) {
        const form = joiner(await eventId);
        expect(await join(context.app, form)).toMatchObject({ status, body: { success: false, message } });
        expect(await mailsTo(form.email)).toEqual([]);
      }
      for (const [eventId] of cases) expect(await entriesOf(await eventId)).toEqual([]);
    });

    it('refuses an LPU ID that already has a ticket for the event, on its field, as create-order does', async () => {
      const eventId = await soldOutEvent(context.database);
      const form = joiner(eventId, { lpuId: '12345678' });
      const answer = await join(context.app, form);
      expect(answer).toMatchObject({
        status: 409,
        body: { message: LPU_ID_HAS_TICKET.message, errors: [{ path: 'lpuId', msg: LPU_ID_HAS_TICKET.field }] },
      });
      expect(await entriesOf(eventId)).toEqual([]);
    });

    it('puts confirmed entries in line in the order they were confirmed; confirming again changes nothing', async () => {
      const eventId = await soldOutEvent(context.database, { title: 'Quiz Night' });
      const first = joiner(eventId);
      const second = joiner(eventId);
      // Both join before either confirms: the place is the confirmation's.
      expect((await join(context.app, first)).status).toBe(200);
      expect((await join(context.app, second)).status).toBe(200);
      const firstLinks = await linksOf(first.email);
      const secondLinks = await linksOf(second.email);
      // Not yet in line.
      expect(await position(firstLinks.confirm)).toMatchObject({
        status: 200,
        body: { message: WAITLIST_MESSAGES.unconfirmed, data: { state: 'waiting_confirmation', position: null } },
      });

      expect(await confirm(firstLinks.confirm)).toEqual({
        status: 200,
        headers: expect.anything(),
        body: {
          success: true,
          message: waitlistPositionText(1),
          data: { eventId, eventTitle: 'Quiz Night', state: 'waiting', position: 1 },
        },
      });
      expect((await confirm(secondLinks.confirm)).body.data).toMatchObject({ state: 'waiting', position: 2 });
      const firstEntry = async () => (await entriesOf(eventId)).find((entry) => entry.email === first.email)!;
      const { confirmedAt } = await firstEntry();
      expect(confirmedAt).toBeInstanceOf(Date);

      expect((await confirm(firstLinks.confirm)).body).toMatchObject({ message: waitlistPositionText(1) });
      expect((await position(secondLinks.confirm)).body.data).toMatchObject({ position: 2 });
      expect((await firstEntry()).confirmedAt).toEqual(confirmedAt);
      // Another event's line is its own.
      const elsewhere = await joinAndConfirm(joiner(await soldOutEvent(context.database)));
      expect(elsewhere.place.position).toBe(1);
    });

    it('makes one entry per e-mail address and per LPU ID, with the same answer for a second try', async () => {
      const eventId = await soldOutEvent(context.database);
      const form = joiner(eventId);
      expect((await join(context.app, form)).status).toBe(200);
      const firstLinks = await linksOf(form.email);

      const sameEmail = joiner(eventId, { email: form.email.toUpperCase() });
      const sameLpuId = joiner(eventId, { lpuId: form.lpuId });
      for (const again of [sameEmail, sameLpuId])
        expect(await join(context.app, again)).toMatchObject({
          status: 200,
          body: { success: true, message: WAITLIST_MESSAGES.joined, data: null },
        });
      const [entry, ...others] = await entriesOf(eventId);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ fullName: form.fullName, lpuId: form.lpuId, email: form.email });
      // The LPU ID typed with another address sends that address nothing (the entry's links are not theirs).
      expect(await mailsTo(sameLpuId.email)).toEqual([]);
      // The entry's own address, not confirmed yet, was sent new links; the old ones no longer work.
      expect(await mailsTo(form.email)).toHaveLength(2);
      expect((await confirm(firstLinks.confirm)).status).toBe(404);

      // Asked again and again: no more than the hourly limit of e-mails to the address, and still one entry.
      for (let attempt = 0; attempt < LIMIT + 2; attempt++)
        expect((await join(context.app, joiner(eventId, { email: form.email }))).body.message).toBe(
          WAITLIST_MESSAGES.joined,
        );
      expect(await mailsTo(form.email)).toHaveLength(LIMIT);
      expect(await entriesOf(eventId)).toHaveLength(1);

      // Once confirmed, trying again sends nothing: the links it has keep working.
      const links = await linksOf(form.email);
      expect((await confirm(links.confirm)).body.data).toMatchObject({ position: 1 });
      await db().delete(mailOutbox).where(eq(mailOutbox.to, form.email));
      expect((await join(context.app, joiner(eventId, { email: form.email }))).status).toBe(200);
      expect(await mailsTo(form.email)).toEqual([]);
      expect((await position(links.confirm)).body.data).toMatchObject({ position: 1 });
    });

    it('leaves the list by the leave link: the next in line moves up, and the address may join again', async () => {
      const eventId = await soldOutEvent(context.database);
      const first = await joinAndConfirm(joiner(eventId));
      const secondForm = joiner(eventId);
      const second = await joinAndConfirm(secondForm);
      expect(second.place.position).toBe(2);

      expect(await leave(first.links.leave)).toMatchObject({
        status: 200,
        body: { message: WAITLIST_MESSAGES.left, data: { state: 'left', position: null } },
      });
      const [left] = (await entriesOf(eventId)).filter((entry) => entry.state === 'left');
      expect(left!.leftAt).toBeInstanceOf(Date);
      expect((await position(second.links.confirm)).body).toMatchObject({
        message: waitlistPositionText(1),
        data: { position: 1 },
      });
      // Again: the same answer, nothing changes; its confirmation link does not bring it back.
      expect((await leave(first.links.leave)).body.data).toMatchObject({ state: 'left' });
      expect((await confirm(first.links.confirm)).body.data).toMatchObject({ state: 'left', position: null });
      expect((await entriesOf(eventId)).find((entry) => entry.id === left!.id)!.leftAt).toEqual(left!.leftAt);

      // An entry not confirmed yet may leave too; the ones that left hold their e-mail and LPU ID no more.
      const unconfirmed = joiner(eventId);
      expect((await join(context.app, unconfirmed)).status).toBe(200);
      expect((await leave((await linksOf(unconfirmed.email)).leave)).body.data).toMatchObject({ state: 'left' });
      const back = await joinAndConfirm({ ...unconfirmed, fullName: 'Back Again' });
      expect(back.place.position).toBe(2);
    });

    it('answers 404 for unknown links and 410 for a confirmation link past its day, which holds nothing then', async () => {
      const unknown = randomBytes(32).toString('base64url');
      expect(await confirm(unknown)).toMatchObject({
        status: 404,
        body: { success: false, message: WAITLIST_MESSAGES.confirmInvalid },
      });
      expect(await position(unknown)).toMatchObject({
        status: 404,
        body: { message: WAITLIST_MESSAGES.confirmInvalid },
      });
      expect(await leave(unknown)).toMatchObject({ status: 404, body: { message: WAITLIST_MESSAGES.leaveInvalid } });
      // A leave token is not a confirmation token, nor the other way round.
      const eventId = await soldOutEvent(context.database);
      const form = joiner(eventId);
      expect((await join(context.app, form)).status).toBe(200);
      const links = await linksOf(form.email);
      expect((await confirm(links.leave)).status).toBe(404);
      expect((await leave(links.confirm)).status).toBe(404);

      // A day and a bit later, unconfirmed: the link has expired, and the e-mail and LPU ID may join again.
      await db()
        .update(waitlistEntries)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS) })
        .where(eq(waitlistEntries.eventId, eventId));
      expect(await position(links.confirm)).toMatchObject({
        status: 410,
        body: { message: WAITLIST_MESSAGES.confirmExpired },
      });
      expect(await confirm(links.confirm)).toMatchObject({ status: 410 });
      expect((await join(context.app, { ...form })).status).toBe(200);
      const [old, renewed] = await entriesOf(eventId);
      expect(old!.state).toBe('expired');
      expect(renewed!.state).toBe('waiting_confirmation');
      expect((await confirm((await linksOf(form.email)).confirm)).body.data).toMatchObject({ position: 1 });

      // Another lapsed entry is expired by the next join on its event, whoever joins.
      const lapsed = joiner(eventId);
      expect((await join(context.app, lapsed)).status).toBe(200);
      await db()
        .update(waitlistEntries)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS) })
        .where(eq(waitlistEntries.email, lapsed.email));
      expect((await join(context.app, joiner(eventId, { lpuId: lapsed.lpuId }))).status).toBe(200);
      expect((await entriesOf(eventId)).filter((entry) => entry.lpuId === lapsed.lpuId).map((e) => e.state)).toEqual([
        'expired',
        'waiting_confirmation',
      ]);
    });

    it('refuses a bad form with each field’s message, as the purchase form words them', async () => {
      const eventId = await soldOutEvent(context.database);
      expectFieldErrors(await join(context.app, {} as Joiner), {
        fullName: 'Full name is required',
        email: 'Email is required',
        lpuId: 'LPU ID is required',
        phone: 'Phone number is required',
        eventId: 'Event selection is required',
      });
      expectFieldErrors(await join(context.app, { ...joiner(eventId), email: 'asha@', lpuId: '1234', phone: '12' }), {
        email: 'Enter a valid email address',
        lpuId: 'LPU ID must be exactly 8 digits.',
        phone: 'Phone number must have 7 to 15 digits',
      });
      expect((await join(context.app, { ...joiner(eventId), gender: 'Female' } as Joiner)).status).toBe(400);
      expectFieldErrors(await confirm(''), { token: 'Link is required' });
      expect((await get(context.app, '/api/waitlist/position')).status).toBe(400);
      expect(await entriesOf(eventId)).toEqual([]);
    });

    it('answers 429 past create-order’s limits per address, counted apart, and takes nobody’s place', async () => {
      const eventId = await soldOutEvent(context.database);
      const other = await soldOutEvent(context.database);
      const victim = await joinAndConfirm(joiner(eventId));

      const flood = '10.66.0.1';
      for (let index = 0; index < 3; index++)
        expect((await join(context.app, joiner(eventId), flood)).status).toBe(200);
      const refused = await join(context.app, joiner(eventId), flood);
      expect(refused).toMatchObject({ status: 429, body: { success: false, message: WAITLIST_MESSAGES.tooMany } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The flood's entries are unconfirmed: they stand in nobody's way, and others still join.
      expect((await position(victim.links.confirm)).body.data).toMatchObject({ position: 1 });
      const next = await joinAndConfirm(joiner(eventId));
      expect(next.place.position).toBe(2);
      expect(await entriesOf(eventId)).toHaveLength(5);
      // 3 times the per-event count over all events, as create-order (the refused one counted too).
      for (let index = 0; index < 5; index++) {
        const target = index < 3 ? other : await soldOutEvent(context.database);
        expect((await join(context.app, joiner(target), flood)).status).toBe(200);
      }
      expect((await join(context.app, joiner(await soldOutEvent(context.database)), flood)).status).toBe(429);
      // Counted apart from the orders: the address may still buy a seat elsewhere.
      const onSale = await insertEvent(context.database);
      expect((await postFrom(context.app, flood, '/api/cashfree/create-order', buyer(onSale))).status).toBe(200);
    });
  },
  { orderRateLimit: 3 },
);
