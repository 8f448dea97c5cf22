import { calendarDetails, eventCalendarPath, eventGoogleCalendarPath } from '@guildhall/contracts/calendar';
import { eventPath } from '@guildhall/contracts/paths';
import { events } from '../../../src/db/schema';
import { calendarFileName } from '../../../src/modules/events/calendar-ics';
import { icsValue, parseIcs } from '../../support/ics';
import { describeEachDatabase, get, testConfig } from '../../support/test-app';

// The event page's .ics file (docs/choices.md, "Calendars"): the club's 19:30 is 14:00Z, no time is 17:00 IST, the
// entry lasts 3 hours, and whatever the title holds comes back as it was written.

const HOSTILE_TITLE = 'Night, Out; "Live"\nBackslash \\ test';
const HOSTILE_VENUE = 'Block 34, Hall 2; "Main"';
const { publicAppUrl } = testConfig();

type NewEvent = typeof events.$inferInsert;

describeEachDatabase('GET /api/events/:id/calendar.ics', (context) => {
  const insert = async (overrides: Partial<NewEvent> = {}) => {
    const [row] = await context.database.db
      .insert(events)
      .values({ title: 'Quiz Night', date: '2026-12-05', venue: 'Block 34', ...overrides })
      .returning();
    return row!;
  };
  const download = (id: string) => context.app.inject({ method: 'GET', url: eventCalendarPath(id) });

  beforeEach(async () => {
    await context.database.db.delete(events);
  });

  it('answers one VEVENT at the club’s start (UTC), 3 hours long, its text escaped and folded', async () => {
    const event = await insert({
      title: HOSTILE_TITLE,
      time: '19:30',
      venue: HOSTILE_VENUE,
      description: 'Bring friends, and water;\nno glass at the gate.',
    });
    const response = await download(event.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="night-out-live-backslash-test.ics"');

    const lines = parseIcs(response.body);
    expect(lines[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(lines.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(icsValue(lines, 'PRODID')).toContain('Guildhall');
    expect(icsValue(lines, 'METHOD')).toBe('PUBLISH');
    expect(lines.filter((line) => line.name === 'BEGIN' && line.value === 'VEVENT')).toHaveLength(1);
    expect(icsValue(lines, 'UID')).toBe(`event-${event.id}@${new URL(publicAppUrl).hostname}`);
    expect(icsValue(lines, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(icsValue(lines, 'DTSTART')).toBe('20261205T140000Z');
    expect(icsValue(lines, 'DTEND')).toBe('20261205T170000Z');
    // Round trip: what a calendar reads is the title and venue as stored.
    expect(icsValue(lines, 'SUMMARY')).toBe(HOSTILE_TITLE);
    expect(icsValue(lines, 'LOCATION')).toBe(HOSTILE_VENUE);
    const pageUrl = `${publicAppUrl}${eventPath(event.id)}`;
    expect(icsValue(lines, 'URL')).toBe(pageUrl);
    expect(icsValue(lines, 'DESCRIPTION')).toBe(
      calendarDetails({ ...event, startsAt: '2026-12-05T14:00:00.000Z' }, pageUrl),
    );
    // As written: the library's escapes, and long lines folded (parseIcs refused any over 75 characters).
    expect(response.body).toContain('SUMMARY:Night\\, Out\\; "Live"\\nBackslash \\\\ test\r\n');
    expect(response.body).toMatch(/\r\n[ \t]/);

    // The same UID every time: a calendar given the file again updates its entry.
    expect(icsValue(parseIcs((await download(event.id)).body), 'UID')).toBe(icsValue(lines, 'UID'));
  });

  it('starts an event without a time at 17:00 IST', async () => {
    const event = await insert({ time: null });
    const lines = parseIcs((await download(event.id)).body);
    expect(icsValue(lines, 'DTSTART')).toBe('20261205T113000Z');
    expect(icsValue(lines, 'DTEND')).toBe('20261205T143000Z');
  });

  it('answers 404 for an unknown event and 400 for a malformed id, as the event does', async () => {
    expect(await get(context.app, eventCalendarPath('3f1c2a9e-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      body: { success: false, message: 'Event not found' },
    });
    expect(await get(context.app, eventCalendarPath('not-an-id'))).toMatchObject({
      status: 400,
      body: { success: false, message: 'Invalid event id' },
    });
  });
});

describeEachDatabase('GET /api/events/:id/google-calendar', (context) => {
  it('redirects to Google Calendar’s form filled in with the event, its times in UTC and the club’s zone', async () => {
    const [event] = await context.database.db
      .insert(events)
      .values({ title: HOSTILE_TITLE, date: '2026-12-25', time: '19:30', venue: HOSTILE_VENUE, description: 'Dance.' })
      .returning();
    const response = await context.app.inject({ method: 'GET', url: eventGoogleCalendarPath(event!.id) });
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    const pageUrl = `${publicAppUrl}${eventPath(event!.id)}`;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: HOSTILE_TITLE,
      dates: '20261225T140000Z/20261225T170000Z',
      location: HOSTILE_VENUE,
      details: calendarDetails({ ...event!, startsAt: '2026-12-25T14:00:00.000Z' }, pageUrl),
      ctz: 'Asia/Kolkata',
    });
    expect(url.searchParams.get('details')).toContain(pageUrl);
  });

  it('answers 404 for an unknown event, as the event does', async () => {
    expect(await get(context.app, eventGoogleCalendarPath('3f1c2a9e-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      body: { message: 'Event not found' },
    });
  });
});

it('names the file in plain ASCII, whatever the title', () => {
  expect(calendarFileName('Ñoño Café: Live!')).toBe('nono-cafe-live.ics');
  expect(calendarFileName('दिवाली ☕')).toBe('event.ics');
  expect(calendarFileName(`${'a'.repeat(59)} b`)).toBe(`${'a'.repeat(59)}.ics`);
});
