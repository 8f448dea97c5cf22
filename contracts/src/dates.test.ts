import { CLUB_TIME_ZONE } from './limits';
import {
  clubDay,
  clubInstant,
  clubWallClock,
  formatCalendarDay,
  formatChartDay,
  formatDate,
  formatDateTime,
  formatEventTime,
  formatLongDate,
  formatShortDay,
  formatTime,
  NO_DATE,
} from './dates';

// Intl is the reference the hand-written formats must match (the module avoids it for speed).
const zoned = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: CLUB_TIME_ZONE, ...options });
const SAMPLES = [
  '2026-11-27T13:05:00Z', // 18:35 IST
  '2026-12-31T18:29:59Z', // 23:59 IST, the last minute of the year there
  '2026-12-31T18:30:00Z', // midnight IST: already 1 January
  '2027-03-28T01:30:00Z', // a European clock change: Asia/Kolkata never changes
  '2026-07-04T06:30:00Z', // noon IST
  '2026-07-04T18:45:00Z', // 00:15 IST
  '2028-02-28T18:30:00Z', // a leap day
  ...Array.from({ length: 24 }, (_, hour) => `2027-03-0${1 + (hour % 7)}T${String(hour).padStart(2, '0')}:05:00Z`),
];

it.each(SAMPLES)('writes %s as Intl does in the club zone', (iso) => {
  const at = new Date(iso);
  const day = zoned({ day: 'numeric', month: 'short', year: 'numeric' }).format(at);
  expect(formatDate(iso)).toBe(day.replace('Sept', 'Sep'));
  expect(formatLongDate(at)).toBe(
    zoned({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at),
  );
  expect(formatShortDay(at.getTime())).toBe(zoned({ weekday: 'short', day: 'numeric', month: 'short' }).format(at));
  expect(formatTime(iso)).toBe(zoned({ hour: 'numeric', minute: '2-digit', hour12: true }).format(at).toLowerCase());
  expect(formatDateTime(iso)).toBe(`${formatDate(iso)}, ${formatTime(iso)}`);
  expect(formatEventTime(iso)).toBe(
    zoned({ hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' }).format(at),
  );
  expect(clubDay(at)).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(at));
});

it('answers N/A for a missing or broken value, never "Invalid Date"', () => {
  for (const missing of [null, undefined, '', 'not a date'])
    for (const format of [formatDate, formatDateTime, formatTime, formatEventTime, formatLongDate, formatShortDay])
      expect(format(missing)).toBe(NO_DATE);
  expect(formatCalendarDay('2026-13-45')).toBe(NO_DATE);
  expect(formatCalendarDay(null)).toBe(NO_DATE);
});

it('writes a calendar day as written, whatever the zone', () => {
  expect(formatCalendarDay('2026-12-31')).toBe('31 Dec 2026');
  expect(formatCalendarDay('2027-01-01')).toBe('1 Jan 2027');
  expect(formatChartDay('2026-11-23')).toBe('23 Nov');
  expect(formatChartDay('2026-11-01', 'month')).toBe('Nov 2026');
});

it('reads an event time as India Standard Time, and 17:00 when it has none', () => {
  expect(clubInstant('2026-12-05', '19:30').toISOString()).toBe('2026-12-05T14:00:00.000Z');
  expect(clubInstant('2026-12-05', null).toISOString()).toBe('2026-12-05T11:30:00.000Z');
  expect(clubWallClock(new Date('2026-12-05T14:00:00Z'))).toEqual({ date: '2026-12-05', time: '19:30' });
  expect(clubWallClock(new Date('2026-12-31T18:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:00' });
});
