import { CLUB_TIME_ZONE, DEFAULT_EVENT_START_TIME } from './limits';

// Events are planned in the club's wall-clock time; these turn it into instants and back, whatever the server's
// own time zone is.

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The club's calendar day of an instant, YYYY-MM-DD. */
export function clubDay(instant: Date): string {
  return dayFormatter.format(instant);
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The club's wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant: what an event form shows. */
export function clubWallClock(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const pad = (value: string | undefined) => value!.padStart(2, '0');
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/** Milliseconds the club's zone is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock date and time (17:00 when none) in the club's time zone. */
export function clubInstant(date: string, time: string | null): Date {
  const [hours, minutes] = (time ?? DEFAULT_EVENT_START_TIME).split(':').map(Number);
  const [year, month, day] = date.split('-').map(Number);
  const wallClockAsUtc = Date.UTC(year!, month! - 1, day!, hours, minutes);
  // Two passes settle the offset even on a day the zone changes it.
  const firstGuess = wallClockAsUtc - zoneOffsetMs(new Date(wallClockAsUtc));
  return new Date(wallClockAsUtc - zoneOffsetMs(new Date(firstGuess)));
}
