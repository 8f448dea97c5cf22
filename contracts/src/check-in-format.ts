// The door's plain constants and its calendar rule (no zod): the check-in page imports them without the schemas.
import { clubDay, clubInstant, type Instant } from './dates';

/**
 * A ticket's QR secret as the ticket service makes it: 32 random bytes in base64url, nothing else. The door accepts
 * exactly this from a camera or a keyboard-wedge scanner (a partial or padded read is not a ticket).
 */
export const TICKET_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a scan or a tap at the door came to. */
export const CHECK_IN_RESULTS = ['admitted', 'already-checked-in', 'cancelled', 'other-event', 'unknown'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** Search at the door: name, LPU ID or e-mail, at least this many characters. */
export const CHECK_IN_SEARCH_MIN = 2;
export const CHECK_IN_SEARCH_LIMIT = 20;
/** Most offline check-ins one sync call carries. */
export const CHECK_IN_SYNC_MAX = 500;
/**
 * How far ahead of the server's clock a synced scan's time may be and still count as the door's own (clocks drift):
 * later than this, the device's clock was wrong and the check-in is recorded at the server's time, flagged
 * (docs/choices.md, "The door").
 */
export const CHECK_IN_CLOCK_SKEW_MS = 2 * 60_000;

// ---- Which events are the door's today (docs/choices.md, "The door"). ----

/**
 * A night at the door runs past midnight: until this hour (club time) yesterday's events still count as today's,
 * and a volunteer's pick of yesterday evening still holds.
 */
export const DOOR_NIGHT_ENDS_HOUR = 6;

/** The door's working day of an instant: the club's day, turning over at DOOR_NIGHT_ENDS_HOUR instead of midnight. */
export const doorDay = (instant: Instant = new Date()): string =>
  clubDay(new Date(new Date(instant).getTime() - DOOR_NIGHT_ENDS_HOUR * 3_600_000));

/** What the door needs of an event to place it: its club-time day and start, and whether it is completed. */
export interface DoorEventTiming {
  title: string;
  date: string;
  time: string | null;
  status?: string;
}

/**
 * 'today': dated the club's day (or, before DOOR_NIGHT_ENDS_HOUR, the day before) and not completed; 'upcoming': a
 * later day, not completed; 'past': an earlier day or completed (what the site calls upcoming, docs/choices.md
 * "Events", plus the door's late night).
 */
export type DoorEventPhase = 'today' | 'upcoming' | 'past';

export function doorEventPhase(event: DoorEventTiming, now: Instant = new Date()): DoorEventPhase {
  if (event.status === 'completed') return 'past';
  const today = clubDay(now);
  if (event.date === today || event.date === doorDay(now)) return 'today';
  return event.date > today ? 'upcoming' : 'past';
}

/** When an event starts (club time; 17:00 without a time), in epoch milliseconds. */
export const doorEventStart = (event: DoorEventTiming): number => clubInstant(event.date, event.time).getTime();

const PHASE_RANK: Record<DoorEventPhase, number> = { today: 0, upcoming: 1, past: 2 };

/**
 * The door's order of events: today's and the upcoming ones soonest first, then the past ones latest first (the
 * furthest-future event is never first). The API lists them so; the page orders stored lists the same way offline.
 */
export function orderDoorEvents<T extends DoorEventTiming>(events: readonly T[], now: Instant = new Date()): T[] {
  return events
    .map((event) => ({ event, rank: PHASE_RANK[doorEventPhase(event, now)], start: doorEventStart(event) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.rank === PHASE_RANK.past ? b.start - a.start : a.start - b.start) ||
        a.event.title.localeCompare(b.event.title),
    )
    .map(({ event }) => event);
}
