// GET /api/members/me/tickets: the profile's list of the member's tickets, matched by the member's LPU ID
// (docs/choices.md, "Tickets and payments"). Guests, admins and banned members are refused by the authorization
// matrix (api/test/security).
import { randomBytes } from 'node:crypto';
import { tickets } from '../../../src/db/schema';
import { clubDay } from '../../../src/modules/events/club-time';
import { insertEvent } from '../../support/payments';
import { describeEachDatabase, get, signInNewMember } from '../../support/test-app';

// QR codes are drawn for the valid upcoming tickets: slow on a loaded 2-core machine.
jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const inDays = (days: number) => clubDay(new Date(Date.now() + days * DAY_MS));

describeEachDatabase("a member's own tickets", (context) => {
  async function ticketOf(lpuId: string, eventId: string, fields: Partial<typeof tickets.$inferInsert> = {}) {
    const [row] = await context.database.db
      .insert(tickets)
      .values({
        code: `TKT-${randomBytes(4).toString('hex').toUpperCase()}`,
        eventId,
        fullName: 'Asha Verma',
        email: 'bought-with-another-address@example.org',
        lpuId,
        qrSecret: randomBytes(32).toString('base64url'),
        ...fields,
      })
      .returning();
    return row!;
  }

  it("lists the tickets of the member's LPU ID: upcoming soonest first, then past latest first, with their QR", async () => {
    const member = await signInNewMember(context);
    const other = await signInNewMember(context);
    const event = (title: string, days: number, fields = {}) =>
      insertEvent(context.database, { title, date: inDays(days), time: '18:30', ...fields });
    const [later, soon, lastWeek, lastMonth, completed] = await Promise.all([
      event('Later Night', 20),
      event('Soon Night', 3, { time: null }),
      event('Last Week', -7),
      event('Last Month', -30),
      event('Called Off', 5, { status: 'completed' }),
    ]);
    const laterTicket = await ticketOf(member.lpuId, later!);
    const cancelled = await ticketOf(member.lpuId, soon!, { isCancelled: true, cancelledAt: new Date() });
    const soonTicket = await ticketOf(member.lpuId, soon!, { email: member.email });
    const used = await ticketOf(member.lpuId, lastWeek!, { isUsed: true, usedAt: new Date() });
    const unused = await ticketOf(member.lpuId, lastMonth!);
    const calledOff = await ticketOf(member.lpuId, completed!);
    await ticketOf(other.lpuId, later!);

    const { status, body } = await get(context.app, '/api/members/me/tickets', member.token);
    expect(status).toBe(200);
    const listed = body.data as Array<Record<string, unknown>>;
    expect(listed.map((ticket) => [ticket.ticketId, ticket.status, ticket.upcoming])).toEqual([
      [expect.any(String), expect.any(String), true],
      [expect.any(String), expect.any(String), true],
      [laterTicket.code, 'valid', true],
      [calledOff.code, 'valid', false],
      [used.code, 'used', false],
      [unused.code, 'valid', false],
    ]);
    // The two tickets of the event in 3 days: the cancelled one and the one issued after it.
    expect(
      listed
        .slice(0, 2)
        .map((ticket) => [ticket.ticketId, ticket.status])
        .sort(),
    ).toEqual(
      [
        [cancelled.code, 'cancelled'],
        [soonTicket.code, 'valid'],
      ].sort(),
    );
    expect(listed.find((ticket) => ticket.ticketId === soonTicket.code)).toEqual({
      id: soonTicket.id,
      ticketId: soonTicket.code,
      eventId: soon,
      eventTitle: 'Soon Night',
      eventDate: inDays(3),
      eventTime: null,
      startsAt: expect.stringMatching(/T11:30:00\.000Z$/),
      venue: 'Block 32 Amphitheatre',
      status: 'valid',
      upcoming: true,
      qrCode: { url: expect.stringMatching(/^data:image\/png;base64,/) },
    });
    // A QR only where there is a door ahead: valid and upcoming.
    expect(
      listed
        .filter((ticket) => ticket.qrCode !== null)
        .map((ticket) => ticket.ticketId)
        .sort(),
    ).toEqual([soonTicket.code, laterTicket.code].sort());

    // The other member sees their own ticket only.
    const theirs = await get(context.app, '/api/members/me/tickets', other.token);
    expect((theirs.body.data as Array<{ eventId: string }>).map((ticket) => ticket.eventId)).toEqual([later]);
  });

  it('answers an empty list to a member without tickets', async () => {
    const member = await signInNewMember(context);
    expect(await get(context.app, '/api/members/me/tickets', member.token)).toEqual({
      status: 200,
      body: { success: true, message: 'Tickets loaded', data: [] },
    });
  });
});
