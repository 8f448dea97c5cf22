import type { DoorEvent } from '@guildhall/contracts';
import {
  doorEventPhase,
  doorEventStart,
  orderDoorEvents,
  type DoorEventPhase,
} from '@guildhall/contracts/check-in-format';
import { clubInstant, formatCalendarDay, formatTime } from '@guildhall/contracts/dates';
import type { DoorPick } from './offline/last-event';

// Which event the door opens, and how the picker lists them (docs/choices.md, "The door"). Chosen here, on the
// device: it keeps the volunteer's pick of the day and works offline from the stored lists.

/** Doors open before the start: a today's event starting within this long counts as the one on now. */
export const DOOR_OPENS_BEFORE_MS = 60 * 60_000;

/**
 * The event the door opens: the one the volunteer picked today (`pick`, while the caller may still staff it), else
 * today's (of several, the last one that has started or starts within the hour, else the first), else the next
 * upcoming one, else the latest past one. Never the furthest-future one.
 */
export function chooseDoorEvent<T extends DoorEvent>(
  events: readonly T[],
  pick: DoorPick | null,
  now: Date = new Date(),
): T | undefined {
  const picked = pick && events.find((event) => event.id === pick.eventId);
  if (picked) return picked;
  const ordered = orderDoorEvents(events, now);
  const today = ordered.filter((event) => doorEventPhase(event, now) === 'today');
  if (today.length > 0) {
    const onNow = today.filter((event) => doorEventStart(event) <= now.getTime() + DOOR_OPENS_BEFORE_MS);
    return onNow.at(-1) ?? today[0];
  }
  // Ordered: the upcoming ones soonest first, then the past ones latest first.
  return ordered[0];
}

const GROUP_LABELS: Record<DoorEventPhase, string> = { today: 'Today', upcoming: 'Upcoming', past: 'Past' };

/**
 * The picker's groups, in the door's order: Today, Upcoming, then Past (completed ones, whatever their day, and
 * those of earlier days), each left out when empty.
 */
export function groupDoorEvents<T extends DoorEvent>(events: readonly T[], now: Date = new Date()) {
  const groups = (['today', 'upcoming', 'past'] as const).map((phase) => ({
    phase,
    label: GROUP_LABELS[phase],
    events: [] as T[],
  }));
  for (const event of orderDoorEvents(events, now))
    groups.find((group) => group.phase === doorEventPhase(event, now))!.events.push(event);
  return groups.filter((group) => group.events.length > 0);
}

/** '12 Dec 2026, 7:30 pm' (the day alone when the event has no time): an event's day and start, club time. */
export function eventWhen(event: { date: string; time: string | null | undefined }): string {
  const day = formatCalendarDay(event.date);
  return event.time ? `${day}, ${formatTime(clubInstant(event.date, event.time))}` : day;
}

/**
 * An event as the picker lists it, short enough for a phone's select ('Night of the Lost Souls · 16 Dec 2026';
 * today's by their start, '· 7:30 pm'); the line under the picker gives the chosen one's day, start and venue.
 */
export function doorOptionLabel(event: DoorEvent, phase: DoorEventPhase): string {
  if (phase !== 'today') return `${event.title} · ${formatCalendarDay(event.date)}`;
  return `${event.title} · ${event.time ? formatTime(clubInstant(event.date, event.time)) : 'today'}`;
}
