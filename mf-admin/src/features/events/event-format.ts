import type { AdminEvent, AdminEventSort } from '@guildhall/contracts';
import { clubDay, formatCalendarDay, formatDateTime } from '@guildhall/contracts/dates';

/** '5 Dec 2026, 7:30 pm' (club time, as the event was planned); the day alone without a time; 'N/A' without a date. */
export function eventWhen(event: Pick<AdminEvent, 'date' | 'time' | 'startsAt'>): string {
  return event.time ? formatDateTime(event.startsAt) : formatCalendarDay(event.date);
}

/**
 * The card's 'Featured' badge: the event page shows a featured event while it is ahead (not completed, not on a
 * past day); after that the page falls back to the next upcoming event, and the badge says so.
 */
export function featuredLabel(event: Pick<AdminEvent, 'featured' | 'status' | 'date'>, today = clubDay()) {
  if (!event.featured) return null;
  return event.status === 'completed' || event.date < today ? 'Featured (ended)' : 'Featured';
}

/**
 * '12 registered', '12 / 300 registered' when the event has a capacity, '6 / 5 registered (1 over, by the desk)'
 * past it: only the desk can go over, when the admin confirms it (docs/choices.md, "Ticket desk").
 */
export function registeredText(event: Pick<AdminEvent, 'registered' | 'totalSpots'>): string {
  if (event.totalSpots === null) return `${event.registered} registered`;
  const over = event.registered - event.totalSpots;
  const counted = `${event.registered} / ${event.totalSpots} registered`;
  return over > 0 ? `${counted} (${over} over, by the desk)` : counted;
}

/** The Events tab's orders (the server sorts: the list may be longer than a page). */
export const SORT_LABELS: Record<AdminEventSort, string> = {
  upcoming: 'Upcoming first',
  '-date': 'Newest first',
  date: 'Oldest first',
  title: 'Title A-Z',
};

export const STATUS_LABELS = { upcoming: 'Upcoming', ongoing: 'Ongoing', completed: 'Completed' } as const;
