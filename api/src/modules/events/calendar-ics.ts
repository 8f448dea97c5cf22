// An event as an iCalendar file: the ticket e-mail's invitation and the event page's download (docs/choices.md,
// "Calendars"). The ics library writes the text: escaping (commas, semicolons, backslashes, newlines) and line folding.
import { CLUB_CONTACT } from '@guildhall/contracts';
import { calendarDetails, calendarEnd, type CalendarEvent } from '@guildhall/contracts/calendar';
import { createEvent } from 'ics';

export interface CalendarEntry {
  /** Stable for what the entry stands for: a calendar given it again updates its entry instead of adding one. */
  uid: string;
  event: CalendarEvent;
  /** Where the event is online (its URL, and the end of its description). */
  pageUrl: string;
}

/** 'event-<id>@<host>' (the event page's file) or 'ticket-<code>@<host>' (one ticket's invitation). */
export const calendarUid = (kind: 'event' | 'ticket', key: string, publicAppUrl: string) =>
  `${kind}-${key}@${new URL(publicAppUrl).hostname}`;

/** One VEVENT in a VCALENDAR (METHOD:PUBLISH), its start and end as UTC instants. */
export function calendarIcs({ uid, event, pageUrl }: CalendarEntry): string {
  const start = new Date(event.startsAt);
  const { error, value } = createEvent({
    productId: `-//${CLUB_CONTACT.name}//Events//EN`,
    method: 'PUBLISH',
    uid,
    // Milliseconds: the library writes them as UTC ('...Z'), whatever the server's zone.
    start: start.getTime(),
    end: calendarEnd(start).getTime(),
    title: event.title,
    location: event.venue,
    description: calendarDetails(event, pageUrl),
    url: pageUrl,
  });
  if (error || !value) throw error ?? new Error('The calendar file came out empty');
  return value;
}

/** A file name any browser and mail client keeps: the title in lower-case ASCII words, else 'event'. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}
