// An event in people's calendars: the ticket e-mail's .ics invitation, the event page's .ics download and its
// Google Calendar link agree on one start, one end and one text (docs/choices.md, "Calendars").
import { CLUB_CONTACT } from './club';
import { CLUB_TIME_ZONE, EVENT_CALENDAR_HOURS } from './limits';

// The two links live here, not in paths.ts (every route's first load): only the event page and the API use them.
/** The event's .ics file (GET, public): the event page's "Add to calendar". */
export const eventCalendarPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;
/**
 * The event's Google Calendar link (GET, public): a redirect to Google's form filled in by the server, so the event
 * page carries no calendar code (docs/choices.md, "Calendars").
 */
export const eventGoogleCalendarPath = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/google-calendar`;

/** What a calendar entry is made of: the event as the API sends it. */
export interface CalendarEvent {
  title: string;
  /** ISO instant of the start (the club's day and time, DEFAULT_EVENT_START_TIME when it has none). */
  startsAt: string;
  venue: string;
  description?: string | null;
}

/**
 * Events store a start only, so every calendar entry lasts EVENT_CALENDAR_HOURS: a length to block out, not a
 * promise of when the night ends.
 */
export const calendarEnd = (startsAt: string | Date): Date =>
  new Date(new Date(startsAt).getTime() + EVENT_CALENDAR_HOURS * 3_600_000);

/** '20261225T140000Z': the UTC basic form Google Calendar's `dates` and iCalendar's DATE-TIME both read. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The entry's text: the event's description (cut), then where to find the event online. */
export const calendarDetails = (event: CalendarEvent, pageUrl: string) =>
  [event.description?.trim().slice(0, 500), `${CLUB_CONTACT.name}: ${pageUrl}`].filter(Boolean).join('\n\n');

/** Google Calendar's "add event" page, filled in (the event page's link; no account of ours is involved). */
export function googleCalendarUrl(event: CalendarEvent, pageUrl: string): string {
  const start = new Date(event.startsAt);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(calendarEnd(start))}`,
    location: event.venue,
    details: calendarDetails(event, pageUrl),
    ctz: CLUB_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
