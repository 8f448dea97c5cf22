import type { AdminEvent } from '@guildhall/contracts';
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

/** '12 registered', '12 / 300 registered' when the event has a capacity. */
export function registeredText(event: Pick<AdminEvent, 'registered' | 'totalSpots'>): string {
  return event.totalSpots === null
    ? `${event.registered} registered`
    : `${event.registered} / ${event.totalSpots} registered`;
}

export const STATUS_LABELS = { upcoming: 'Upcoming', ongoing: 'Ongoing', completed: 'Completed' } as const;
