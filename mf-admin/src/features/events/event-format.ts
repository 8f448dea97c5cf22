import type { AdminEvent } from '@guildhall/contracts';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Dec 5, 2026 · 19:30' (club time, as the event was planned); 'N/A' without a date. */
export function eventWhen(event: Pick<AdminEvent, 'date' | 'time'>): string {
  if (!event.date) return 'N/A';
  const day = dayFormat.format(new Date(`${event.date}T00:00:00Z`));
  return event.time ? `${day} · ${event.time}` : day;
}

/** '12 registered', '12 / 300 registered' when the event has a capacity. */
export function registeredText(event: Pick<AdminEvent, 'registered' | 'totalSpots'>): string {
  return event.totalSpots === null
    ? `${event.registered} registered`
    : `${event.registered} / ${event.totalSpots} registered`;
}

export const STATUS_LABELS = { upcoming: 'Upcoming', ongoing: 'Ongoing', completed: 'Completed' } as const;
