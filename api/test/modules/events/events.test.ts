import { eventPosters, events } from '../../../src/db/schema';
import { clubDay } from '../../../src/modules/events/club-time';
import { createEventService } from '../../../src/modules/events/service';
import { describeEachDatabase, get } from '../../support/test-app';

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => clubDay(new Date(Date.now() + days * DAY_MS));

type NewEvent = typeof events.$inferInsert;
const anEvent = (overrides: Partial<NewEvent> = {}): NewEvent => ({
  title: 'Night of the Lost Souls',
  date: dayFromToday(10),
  venue: 'Block 32 Amphitheatre',
  ...overrides,
});

describeEachDatabase('events, read side', (context) => {
  const insert = async (...rows: NewEvent[]) =>
    context.database.db.insert(events).values(rows).returning({ id: events.id, title: events.title });

  beforeEach(async () => {
    await context.database.db.delete(events);
  });

  describe('GET /api/events/upcoming-event', () => {
    it('answers null with 200 when nothing is ahead', async () => {
      await insert(anEvent({ title: 'Last year', date: dayFromToday(-30) }));
      const { status, body } = await get(context.app, '/api/events/upcoming-event');
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, message: 'No upcoming events', data: null });
    });

    it('answers the soonest event that is not completed and not past, with its public fields', async () => {
      await insert(
        anEvent({ title: 'Later', date: dayFromToday(20) }),
        anEvent({ title: 'Soonest', date: dayFromToday(3), time: '19:30', capacity: 300, tags: ['EDM'] }),
        anEvent({ title: 'Completed early', date: dayFromToday(1), status: 'completed' }),
        anEvent({ title: 'Past', date: dayFromToday(-1) }),
      );
      const { body } = await get(context.app, '/api/events/upcoming-event');
      expect(body.data).toMatchObject({
        title: 'Soonest',
        time: '19:30',
        totalSpots: 300,
        spotsLeft: 300,
        ticketPrice: 400,
        tags: ['EDM'],
        salesOpen: true,
        waitlistOpen: false,
        featured: false,
      });
      expect(body.data.startsAt).toBe(new Date(`${dayFromToday(3)}T19:30:00+05:30`).toISOString());
    });
  });

  describe('GET /api/events/featured', () => {
    it('prefers the featured event over a sooner one', async () => {
      await insert(anEvent({ title: 'Soon', date: dayFromToday(2) }), anEvent({ title: 'Star', featured: true }));
      expect((await get(context.app, '/api/events/featured')).body.data.title).toBe('Star');
    });

    it('falls back to the next upcoming event when the featured one is over', async () => {
      await insert(
        anEvent({ title: 'Old star', date: dayFromToday(-5), featured: true }),
        anEvent({ title: 'Next', date: dayFromToday(4) }),
      );
      expect((await get(context.app, '/api/events/featured')).body.data.title).toBe('Next');
    });

    it('keeps one featured event at most', async () => {
      await insert(anEvent({ featured: true }));
      await expect(insert(anEvent({ featured: true }))).rejects.toThrow();
    });
  });

  describe('GET /api/events/by-id/:id', () => {
    it('answers the event with its posters in order', async () => {
      const [event] = await insert(anEvent());
      await context.database.db.insert(eventPosters).values([
        { eventId: event!.id, url: '/uploads/b.jpg', alt: 'Back', position: 2 },
        { eventId: event!.id, url: '/uploads/a.jpg', alt: 'Front', position: 1 },
      ]);
      const { body } = await get(context.app, `/api/events/by-id/${event!.id}`);
      expect(body.data.posters).toEqual([
        { url: '/uploads/a.jpg', alt: 'Front', order: 1 },
        { url: '/uploads/b.jpg', alt: 'Back', order: 2 },
      ]);
    });

    it('answers 404 for an unknown event and 400 for a malformed id', async () => {
      expect(await get(context.app, '/api/events/by-id/3f1c2a9e-0000-4000-8000-000000000000')).toMatchObject({
        status: 404,
        body: { success: false, message: 'Event not found' },
      });
      expect(await get(context.app, '/api/events/by-id/not-an-id')).toMatchObject({
        status: 400,
        body: { success: false, message: 'Invalid event id' },
      });
    });
  });

  describe('GET /api/events/getall', () => {
    beforeEach(async () => {
      await insert(
        anEvent({ title: 'Hack Night', venue: 'Lab 4', date: dayFromToday(5) }),
        anEvent({ title: 'Photo Walk', venue: 'Old Campus Gate', date: dayFromToday(8) }),
        anEvent({ title: 'Freshers Bash', venue: 'Main Lawn', date: dayFromToday(-40), status: 'completed' }),
      );
    });

    it('pages the events soonest first with the total', async () => {
      const { body } = await get(context.app, '/api/events/getall?limit=2&page=1');
      expect(body.data).toMatchObject({ totalDocs: 3, page: 1, limit: 2 });
      expect(body.data.docs.map((event: { title: string }) => event.title)).toEqual(['Freshers Bash', 'Hack Night']);
      const second = await get(context.app, '/api/events/getall?limit=2&page=2');
      expect(second.body.data.docs.map((event: { title: string }) => event.title)).toEqual(['Photo Walk']);
    });

    it('filters by status, searches title or venue (case-insensitive) and sorts latest first on request', async () => {
      const completed = await get(context.app, '/api/events/getall?status=completed');
      expect(completed.body.data.docs.map((event: { title: string }) => event.title)).toEqual(['Freshers Bash']);
      const byVenue = await get(context.app, '/api/events/getall?search=old%20campus');
      expect(byVenue.body.data.docs.map((event: { title: string }) => event.title)).toEqual(['Photo Walk']);
      const latest = await get(context.app, '/api/events/getall?sort=-date&status=upcoming');
      expect(latest.body.data.docs.map((event: { title: string }) => event.title)).toEqual([
        'Photo Walk',
        'Hack Night',
      ]);
    });

    it('refuses a bad filter with 400 and a message', async () => {
      expect(await get(context.app, '/api/events/getall?status=cancelled')).toMatchObject({
        status: 400,
        body: { success: false, message: 'Status must be upcoming, ongoing or completed' },
      });
      expect((await get(context.app, '/api/events/getall?limit=1000')).status).toBe(400);
    });
  });

  describe('spots and sales', () => {
    const serviceWith = (taken: number, now = new Date()) =>
      createEventService(context.database.db, {
        seatsTaken: async (ids) => new Map(ids.map((id) => [id, taken])),
        now: () => now,
      });

    it('counts tickets and holds against the capacity, never below 0, and closes sales when none are left', async () => {
      const [event] = await insert(anEvent({ capacity: 100 }));
      expect(await serviceWith(37).byId(event!.id)).toMatchObject({ totalSpots: 100, spotsLeft: 63, salesOpen: true });
      expect(await serviceWith(120).byId(event!.id)).toMatchObject({ spotsLeft: 0, salesOpen: false });
    });

    it('keeps open registration open (no capacity: no spots count)', async () => {
      const [event] = await insert(anEvent({ capacity: null }));
      expect(await serviceWith(5000).byId(event!.id)).toMatchObject({
        totalSpots: null,
        spotsLeft: null,
        salesOpen: true,
      });
    });

    it('sells only inside the sales window and never for a completed event', async () => {
      const opensTomorrow = new Date(Date.now() + DAY_MS);
      const [notYet] = await insert(anEvent({ salesOpenAt: opensTomorrow }));
      const [closed] = await insert(anEvent({ salesCloseAt: new Date(Date.now() - 1000) }));
      const [over] = await insert(anEvent({ status: 'completed' }));
      for (const event of [notYet, closed, over]) {
        expect((await serviceWith(0).byId(event!.id)).salesOpen).toBe(false);
      }
      expect((await serviceWith(0, new Date(opensTomorrow.getTime() + 1000)).byId(notYet!.id)).salesOpen).toBe(true);
    });

    it('offers the waiting list only for a sold-out paid event sold here, with its list on, on sale and not begun', async () => {
      const soldOut = { capacity: 10, ticketPrice: 300 };
      const [open] = await insert(anEvent(soldOut));
      const waitlistOpenOf = async (id: string, taken = 10, now?: Date) =>
        (await serviceWith(taken, now).byId(id)).waitlistOpen;
      expect(await waitlistOpenOf(open!.id)).toBe(true);
      expect(await waitlistOpenOf(open!.id, 9)).toBe(false);

      const [noCapacity] = await insert(anEvent({ capacity: null }));
      const [listOff] = await insert(anEvent({ ...soldOut, waitlistEnabled: false }));
      const [free] = await insert(anEvent({ ...soldOut, ticketPrice: 0 }));
      const [elsewhere] = await insert(anEvent({ ...soldOut, registrationUrl: 'https://example.org/register' }));
      const [closed] = await insert(anEvent({ ...soldOut, salesCloseAt: new Date(Date.now() - 1000) }));
      const [notYet] = await insert(anEvent({ ...soldOut, salesOpenAt: new Date(Date.now() + DAY_MS) }));
      const [completed] = await insert(anEvent({ ...soldOut, status: 'completed' }));
      for (const event of [noCapacity, listOff, free, elsewhere, closed, notYet, completed]) {
        expect(await waitlistOpenOf(event!.id)).toBe(false);
      }

      const [tonight] = await insert(anEvent({ ...soldOut, date: dayFromToday(0), time: '20:00' }));
      const startsAt = new Date((await serviceWith(10).byId(tonight!.id)).startsAt);
      expect(await waitlistOpenOf(tonight!.id, 10, new Date(startsAt.getTime() - 1000))).toBe(true);
      expect(await waitlistOpenOf(tonight!.id, 10, startsAt)).toBe(false);
    });
  });
});
