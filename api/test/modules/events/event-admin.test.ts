import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { admins, eventPosters, events } from '../../../src/db/schema';
import { createEventAdminService } from '../../../src/modules/events/admin-service';
import { clubDay } from '../../../src/modules/events/club-time';
import { createEventService } from '../../../src/modules/events/service';
import { createUploadService } from '../../../src/modules/uploads/service';
import type { Account } from '../../../src/principal';
import { createFileStorage } from '../../../src/modules/uploads/storage';
import { multipartForm, SAMPLE_FILES } from '../../support/multipart';
import { send } from '../../support/send';
import { describeEachDatabase, signInNewAdmin, signInNewMember, testConfig } from '../../support/test-app';

const DAY_MS = 86_400_000;
const inTenDays = clubDay(new Date(Date.now() + 10 * DAY_MS));
const UNKNOWN_ID = '3f1c2a9e-0000-4000-8000-000000000000';

const newEvent = {
  title: 'Freshers Night',
  date: inTenDays,
  time: '19:30',
  venue: 'Main Lawn',
  description: 'Music and food.',
  ticketPrice: 250,
  totalSpots: 300,
  tags: ['Live DJ', 'Freshers'],
};

describeEachDatabase('events, admin side', (context) => {
  let admin: string;
  let member: string;

  beforeAll(async () => {
    admin = await signInNewAdmin(context);
    member = (await signInNewMember(context)).token;
  });
  beforeEach(async () => {
    await context.database.db.delete(events);
  });

  const create = async (payload: object = newEvent) =>
    send(context.app, 'POST', '/api/events/create', { payload, token: admin });

  describe('who may write', () => {
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
      ['GET', '/api/events/admin/getall'],
      ['POST', '/api/events/create'],
      ['PUT', `/api/events/${UNKNOWN_ID}/update`],
      ['DELETE', `/api/events/${UNKNOWN_ID}/delete`],
      ['PUT', `/api/events/${UNKNOWN_ID}/posters`],
    ];

    it.each(routes)('%s %s: 401 without a token, 403 for a member', async (method, url) => {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : newEvent;
      expect(await send(context.app, method, url, { payload })).toMatchObject({
        status: 401,
        body: { success: false, message: 'Please sign in to continue.' },
      });
      expect(await send(context.app, method, url, { payload, token: member })).toMatchObject({
        status: 403,
        body: { success: false, message: 'Forbidden: this action is for admins only.' },
      });
    });
  });

  describe('POST /api/events/create', () => {
    it('creates the event with its defaults and answers it with the seats taken (201)', async () => {
      const { status, body } = await create({ title: 'Talk', date: inTenDays, venue: 'Hall 2' });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        success: true,
        message: 'Event created',
        data: {
          title: 'Talk',
          time: null,
          status: 'upcoming',
          ticketPrice: 400,
          totalSpots: null,
          registered: 0,
          posters: [],
          featured: false,
        },
      });
      const listed = await send(context.app, 'GET', '/api/events/getall', {});
      expect(listed.body.data.docs).toHaveLength(1);
      expect(listed.body.data.docs[0]).not.toHaveProperty('registered');
    });

    it.each([
      [{ title: '  ' }, 'title', 'Event title is required'],
      [{ date: undefined }, 'date', 'Date is required'],
      [{ date: '2026-02-30' }, 'date', 'Date is not a real calendar day'],
      [{ venue: '' }, 'venue', 'Location is required'],
      [{ time: '25:00' }, 'time', 'Time must be HH:MM (24-hour)'],
      [{ ticketPrice: -1 }, 'ticketPrice', 'Ticket price cannot be negative'],
      [{ ticketPrice: 9.5 }, 'ticketPrice', 'Ticket price must be whole rupees'],
      [{ totalSpots: 0 }, 'totalSpots', 'Capacity must be at least 1'],
      [{ status: 'cancelled' }, 'status', 'Status must be upcoming, ongoing or completed'],
      [
        { registrationUrl: 'javascript:alert(1)' },
        'registrationUrl',
        'External URL must be a web address (http:// or https://)',
      ],
      [
        { salesOpenAt: '2026-12-02T10:00:00Z', salesCloseAt: '2026-12-01T10:00:00Z' },
        'salesCloseAt',
        'Sales must close after they open',
      ],
      [{ organiser: 'x' }, '', 'Unknown field: organiser'],
    ])('refuses %j with 400 on %s: "%s"', async (change, path, message) => {
      const { status, body } = await create({ ...newEvent, ...change });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message, errors: [{ path, msg: message }] });
    });

    it('keeps one featured event: featuring another un-features the previous one', async () => {
      const first = await create({ ...newEvent, featured: true });
      await create({ ...newEvent, title: 'New star', featured: true });
      const previous = await send(context.app, 'GET', `/api/events/by-id/${first.body.data.id}`);
      expect(previous.body.data.featured).toBe(false);
      expect((await send(context.app, 'GET', '/api/events/featured')).body.data.title).toBe('New star');
    });
  });

  describe('GET /api/events/admin/getall: its order', () => {
    const day = (offset: number) => clubDay(new Date(Date.now() + offset * DAY_MS));
    const titles = async (query = '') =>
      (await send(context.app, 'GET', `/api/events/admin/getall${query}`, { token: admin })).body.data.docs.map(
        (event: { title: string }) => event.title,
      );

    it('lists upcoming events soonest first, then the past ones most recent first; or as asked', async () => {
      await context.database.db.insert(events).values(
        [
          { title: 'Gala in four months', date: day(120), time: '19:00' },
          { title: 'after the exams', date: day(-30), status: 'completed' as const },
          { title: 'Next week, morning', date: day(7), time: '09:00' },
          { title: 'meetup in 40 days', date: day(40) },
          { title: 'Yesterday', date: day(-1) },
          { title: 'Done early', date: day(3), status: 'completed' as const },
          { title: 'Next week, evening', date: day(7), time: '20:00' },
        ].map((event) => ({ venue: 'Hall 2', ...event })),
      );
      const upcomingFirst = [
        'Next week, morning',
        'Next week, evening',
        'meetup in 40 days',
        'Gala in four months',
        // Completed, though its day is ahead: with the past, by its date.
        'Done early',
        'Yesterday',
        'after the exams',
      ];
      expect(await titles()).toEqual(upcomingFirst);
      expect(await titles('?sort=upcoming')).toEqual(upcomingFirst);
      expect(await titles('?sort=-date')).toEqual([
        'Gala in four months',
        'meetup in 40 days',
        'Next week, evening',
        'Next week, morning',
        'Done early',
        'Yesterday',
        'after the exams',
      ]);
      expect(await titles('?sort=date')).toEqual([
        'after the exams',
        'Yesterday',
        'Done early',
        'Next week, morning',
        'Next week, evening',
        'meetup in 40 days',
        'Gala in four months',
      ]);
      // A-Z whatever the case.
      expect(await titles('?sort=title')).toEqual([
        'after the exams',
        'Done early',
        'Gala in four months',
        'meetup in 40 days',
        'Next week, evening',
        'Next week, morning',
        'Yesterday',
      ]);
      // Pages follow the order; the public list keeps its two sorts.
      expect(await titles('?limit=2&page=2')).toEqual(['meetup in 40 days', 'Gala in four months']);
      const refused = await send(context.app, 'GET', '/api/events/admin/getall?sort=newest', { token: admin });
      expect(refused).toMatchObject({ status: 400, body: { message: 'Sort must be upcoming, -date, date or title' } });
      expect((await send(context.app, 'GET', '/api/events/getall?sort=title', {})).status).toBe(400);
    });
  });

  describe('PUT /api/events/{id}/update', () => {
    it('replaces the fields and answers the event', async () => {
      const { body: created } = await create();
      const { status, body } = await send(context.app, 'PUT', `/api/events/${created.data.id}/update`, {
        payload: { ...newEvent, title: 'Freshers Night II', status: 'ongoing', totalSpots: null, tags: [] },
        token: admin,
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ title: 'Freshers Night II', status: 'ongoing', totalSpots: null, tags: [] });
    });

    it('answers 404 for an unknown event and 400 for a malformed id', async () => {
      const update = (id: string) =>
        send(context.app, 'PUT', `/api/events/${id}/update`, { payload: newEvent, token: admin });
      expect(await update(UNKNOWN_ID)).toMatchObject({ status: 404, body: { message: 'Event not found' } });
      expect(await update('nope')).toMatchObject({ status: 400, body: { message: 'Invalid event id' } });
    });
  });

  describe("the waiting list's switch and offer window", () => {
    const stored = async (id: string) =>
      (
        await context.database.db
          .select({ waitlistEnabled: events.waitlistEnabled, offerWindowMinutes: events.offerWindowMinutes })
          .from(events)
          .where(eq(events.id, id))
      )[0];

    it('stores them, answers them to admins only, and an update without them puts back the defaults', async () => {
      const { body: created } = await create();
      expect(created.data).toMatchObject({ waitlistEnabled: true, offerWindowMinutes: 120 });
      const id = created.data.id as string;
      const changed = await send(context.app, 'PUT', `/api/events/${id}/update`, {
        payload: { ...newEvent, waitlistEnabled: false, offerWindowMinutes: 45 },
        token: admin,
      });
      expect(changed.body.data).toMatchObject({ waitlistEnabled: false, offerWindowMinutes: 45 });
      expect(await stored(id)).toEqual({ waitlistEnabled: false, offerWindowMinutes: 45 });
      const listed = await send(context.app, 'GET', '/api/events/admin/getall', { token: admin });
      expect(listed.body.data.docs[0]).toMatchObject({ waitlistEnabled: false, offerWindowMinutes: 45 });
      const publicEvent = (await send(context.app, 'GET', `/api/events/by-id/${id}`)).body.data;
      expect(publicEvent).not.toHaveProperty('waitlistEnabled');
      expect(publicEvent).not.toHaveProperty('offerWindowMinutes');
      // An update replaces every field (the form always sends both).
      await send(context.app, 'PUT', `/api/events/${id}/update`, { payload: newEvent, token: admin });
      expect(await stored(id)).toEqual({ waitlistEnabled: true, offerWindowMinutes: 120 });
    });

    it.each([
      [{ offerWindowMinutes: 14 }, 'Offer window must be at least 15 minutes'],
      [{ offerWindowMinutes: 10_081 }, 'Offer window cannot exceed 10080 minutes (7 days)'],
      [{ offerWindowMinutes: 60.5 }, 'Offer window must be whole minutes'],
      [{ waitlistEnabled: 'no' }, 'Waiting list must be true or false'],
    ])('refuses %j with 400: "%s"', async (change, message) => {
      const path = Object.keys(change)[0]!;
      const { status, body } = await create({ ...newEvent, ...change });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message, errors: [{ path, msg: message }] });
    });
  });

  describe('DELETE /api/events/{id}/delete', () => {
    it('deletes an event without tickets', async () => {
      const { body: created } = await create();
      expect(await send(context.app, 'DELETE', `/api/events/${created.data.id}/delete`, { token: admin })).toEqual({
        status: 200,
        body: { success: true, message: 'Event deleted', data: null },
      });
      expect((await send(context.app, 'GET', `/api/events/by-id/${created.data.id}`)).status).toBe(404);
    });
  });

  describe('seats already taken (tickets issued or held)', () => {
    const serviceWith = (taken: number) => {
      const seatsTaken = async (ids: readonly string[]) => new Map(ids.map((id) => [id, taken]));
      const reads = createEventService(context.database.db, { seatsTaken });
      const uploads = createUploadService(createFileStorage(testConfig().uploads));
      return { admin: createEventAdminService(context.database.db, { events: reads, seatsTaken, uploads }), reads };
    };
    const parsed = {
      ...newEvent,
      description: '',
      status: 'upcoming',
      salesOpenAt: null,
      salesCloseAt: null,
      sponsor: null,
      organizer: null,
      registrationUrl: null,
      featured: false,
      unpaidHoldLimit: null,
      waitlistEnabled: true,
      offerWindowMinutes: 120,
    } as const;

    const anAdmin = async (): Promise<Account> => ({
      role: 'admin',
      row: (await context.database.db.select().from(admins).limit(1))[0]!,
    });

    it('never lowers the capacity below them, and counts them as registered', async () => {
      const { admin: service, reads } = serviceWith(120);
      const by = await anAdmin();
      const created = await service.create(by, parsed);
      expect(created.registered).toBe(120);
      await expect(service.update(by, created.id, { ...parsed, totalSpots: 119 })).rejects.toMatchObject({
        statusCode: 400,
        message: 'Capacity cannot be below the 120 seats already taken (tickets issued or held).',
        errors: [{ path: 'totalSpots' }],
      });
      expect((await service.update(by, created.id, { ...parsed, totalSpots: 120 })).totalSpots).toBe(120);
      expect((await service.update(by, created.id, { ...parsed, totalSpots: null })).totalSpots).toBeNull();
      expect((await reads.byId(created.id)).spotsLeft).toBeNull();
    });

    it('keeps a capacity the desk went over on purpose (kept or raised), but never lowers it further', async () => {
      // 6 seats taken on 5: the desk issued one over capacity (docs/choices.md, "Ticket desk").
      const { admin: service } = serviceWith(6);
      const by = await anAdmin();
      const created = await service.create(by, { ...parsed, totalSpots: 5 });
      expect(created).toMatchObject({ registered: 6, totalSpots: 5, spotsLeft: 0 });
      const renamed = await service.update(by, created.id, { ...parsed, title: 'Renamed', totalSpots: 5 });
      expect(renamed).toMatchObject({ title: 'Renamed', totalSpots: 5 });
      await expect(service.update(by, created.id, { ...parsed, totalSpots: 4 })).rejects.toMatchObject({
        statusCode: 400,
        errors: [
          { path: 'totalSpots', msg: 'Capacity cannot be below the 6 seats already taken (tickets issued or held).' },
        ],
      });
      expect((await service.update(by, created.id, { ...parsed, totalSpots: 6 })).spotsLeft).toBe(0);
      // From open registration, a capacity below the seats taken is refused as before.
      const open = await service.create(by, { ...parsed, totalSpots: null });
      await expect(service.update(by, open.id, { ...parsed, totalSpots: 5 })).rejects.toMatchObject({
        statusCode: 400,
      });
    });

    it('refuses to delete the event while it has them', async () => {
      const { admin: service } = serviceWith(1);
      const by = await anAdmin();
      const created = await service.create(by, parsed);
      await expect(service.remove(by, created.id)).rejects.toMatchObject({
        statusCode: 409,
        message:
          'This event cannot be deleted: 1 seat is taken by tickets. Cancel its tickets first, or mark the event completed.',
      });
    });
  });

  describe('PUT /api/events/{id}/posters', () => {
    const putPosters = (eventId: string, layout: unknown, count = 0) =>
      send(context.app, 'PUT', `/api/events/${eventId}/posters`, {
        form: multipartForm(
          { layout: JSON.stringify(layout) },
          Array.from({ length: count }, (_, index) => ({
            field: 'posters',
            filename: `poster-${index}.png`,
            content: SAMPLE_FILES.png,
          })),
        ),
        token: admin,
      });
    const storedFile = (url: string) => `${testConfig().uploads.dir}/${url.replace(/^\/uploads\//, '')}`;

    it('adds several images, reorders them and removes one with its file', async () => {
      const { body: created } = await create();
      const id = created.data.id as string;
      const added = await putPosters(id, [{ upload: 0 }, { upload: 1 }], 2);
      expect(added.status).toBe(200);
      const [first, second] = added.body.data.posters as { id: string; url: string; order: number }[];
      expect(added.body.data.posters).toHaveLength(2);
      expect(fs.existsSync(storedFile(first!.url))).toBe(true);

      const reordered = await putPosters(id, [{ keep: second!.id }, { upload: 0 }, { keep: first!.id }], 1);
      expect(reordered.body.data.posters.map((poster: { id: string }) => poster.id)).toEqual([
        second!.id,
        expect.any(String),
        first!.id,
      ]);

      const trimmed = await putPosters(id, [{ keep: first!.id }]);
      expect(trimmed.body.data.posters).toEqual([expect.objectContaining({ id: first!.id, order: 0 })]);
      expect(fs.existsSync(storedFile(second!.url))).toBe(false);
      const publicView = await send(context.app, 'GET', `/api/events/by-id/${id}`);
      expect(publicView.body.data.posters).toEqual([{ url: first!.url, alt: 'Freshers Night: poster 1', order: 0 }]);
    });

    it('refuses a bad layout with 400 and keeps no file of the request', async () => {
      const { body: created } = await create();
      const id = created.data.id as string;
      expect(await putPosters(id, [{ keep: UNKNOWN_ID }], 1)).toMatchObject({
        status: 400,
        body: { message: 'This poster does not belong to the event (reload it).' },
      });
      expect(await putPosters(id, [{ upload: 3 }], 1)).toMatchObject({
        status: 400,
        body: { message: 'Upload 4 was not received.' },
      });
      expect(await putPosters(id, 'posters')).toMatchObject({
        status: 400,
        body: { message: 'Poster layout must be a list' },
      });
      expect(await context.database.db.select().from(eventPosters)).toEqual([]);
    });

    it('refuses a layout naming one upload twice (removing one poster would leave the other a 404)', async () => {
      const { body: created } = await create();
      const id = created.data.id as string;
      const filesBefore = fs.readdirSync(testConfig().uploads.dir, { recursive: true }).length;
      expect(await putPosters(id, [{ upload: 0 }, { upload: 0 }], 1)).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'An upload is listed twice.',
          errors: [{ path: 'layout', msg: 'An upload is listed twice.' }],
        },
      });
      expect(await context.database.db.select().from(eventPosters).where(eq(eventPosters.eventId, id))).toEqual([]);
      expect(fs.readdirSync(testConfig().uploads.dir, { recursive: true })).toHaveLength(filesBefore);
    });

    it('deletes the poster files with the event', async () => {
      const { body: created } = await create();
      const { body } = await putPosters(created.data.id, [{ upload: 0 }], 1);
      await send(context.app, 'DELETE', `/api/events/${created.data.id}/delete`, { token: admin });
      expect(fs.existsSync(storedFile(body.data.posters[0].url))).toBe(false);
    });
  });
});
