import { DEFAULT_EVENT_START_TIME } from './limits';

// The one date and time module: every screen and every e-mail writes dates through these named formats, in the
// club's time zone whatever the reader's browser or the server says, in Indian English ('27 Nov 2026',
// 'Friday, 27 November 2026', '7:30 pm'). ESLint forbids Intl.DateTimeFormat and toLocale{Date,Time}String
// elsewhere (docs/choices.md, "One voice").
//
// Written out instead of through Intl: a page's first use of Intl.DateTimeFormat loads ICU's data, 45-70 ms of main
// thread on the 2-core machine and about four times that on a phone, one long task of the landing page's first
// render. The club's zone, Asia/Kolkata, is UTC+05:30 all year (no daylight saving since 1945); dates.test.ts
// compares every format with Intl's.

/** Minutes the club's zone (CLUB_TIME_ZONE) is ahead of UTC. */
const CLUB_UTC_OFFSET_MINUTES = 330;
export const CLUB_ZONE_ABBREVIATION = 'IST';
/** What a screen writes where a date is missing. */
export const NO_DATE = 'N/A';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An instant as an API sends it (ISO text), a Date or epoch milliseconds. */
export type Instant = string | number | Date;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));
const isValid = (instant: Instant | null | undefined): instant is Instant =>
  instant !== null && instant !== undefined && instant !== '' && !Number.isNaN(toDate(instant).getTime());

/** The instant as the club's wall clock reads it (read with the getUTC* methods). */
const clubClock = (instant: Instant) => new Date(toDate(instant).getTime() + CLUB_UTC_OFFSET_MINUTES * 60_000);

/** A calendar day ('YYYY-MM-DD', no time, no zone) read as it is written. */
const calendarClock = (day: string) => new Date(`${day}T00:00:00Z`);
const isCalendarDay = (day: string | null | undefined): day is string =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(calendarClock(day).getTime());

const shortMonth = (clock: Date) => MONTHS[clock.getUTCMonth()]!.slice(0, 3);
const dayMonthYear = (clock: Date) => `${clock.getUTCDate()} ${shortMonth(clock)} ${clock.getUTCFullYear()}`;
const clockTime = (clock: Date) => {
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${twoDigits(clock.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
};

// ---- Named formats. Each answers NO_DATE for a missing or invalid value. ----

/** '27 Nov 2026': lists, grids, cards, CSV files. */
export const formatDate = (instant: Instant | null | undefined) =>
  isValid(instant) ? dayMonthYear(clubClock(instant)) : NO_DATE;

/** '27 Nov 2026, 7:30 pm': when something happened (a payment, a check-in, a request). */
export const formatDateTime = (instant: Instant | null | undefined) =>
  isValid(instant) ? `${dayMonthYear(clubClock(instant))}, ${clockTime(clubClock(instant))}` : NO_DATE;

/** '7:30 pm': a time on a day already named (the door's 'checked in at'). */
export const formatTime = (instant: Instant | null | undefined) =>
  isValid(instant) ? clockTime(clubClock(instant)) : NO_DATE;

/** '7:30 pm IST': an event's start, for visitors who may be elsewhere. */
export const formatEventTime = (instant: Instant | null | undefined) =>
  isValid(instant) ? `${clockTime(clubClock(instant))} ${CLUB_ZONE_ABBREVIATION}` : NO_DATE;

/** 'Friday, 27 November 2026': an event's day, announced. */
export function formatLongDate(instant: Instant | null | undefined): string {
  if (!isValid(instant)) return NO_DATE;
  const clock = clubClock(instant);
  return `${WEEKDAYS[clock.getUTCDay()]}, ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** 'Fri, 27 Nov': an event's day where the year goes without saying (cards, pickers). */
export function formatShortDay(instant: Instant | null | undefined): string {
  if (!isValid(instant)) return NO_DATE;
  const clock = clubClock(instant);
  return `${WEEKDAYS[clock.getUTCDay()]!.slice(0, 3)}, ${clock.getUTCDate()} ${shortMonth(clock)}`;
}

/** A calendar day as written ('2026-12-31' -> '31 Dec 2026'): date-only fields, never shifted by a zone. */
export const formatCalendarDay = (day: string | null | undefined) =>
  isCalendarDay(day) ? dayMonthYear(calendarClock(day)) : NO_DATE;

/** A calendar day's label on a chart axis: '31 Dec' ('month' buckets: 'Dec 2026'). */
export function formatChartDay(day: string, unit: 'day' | 'week' | 'month' = 'day'): string {
  if (!isCalendarDay(day)) return NO_DATE;
  const clock = calendarClock(day);
  return unit === 'month'
    ? `${shortMonth(clock)} ${clock.getUTCFullYear()}`
    : `${clock.getUTCDate()} ${shortMonth(clock)}`;
}

// ---- The club's calendar: events are planned in its wall-clock time. ----

/** The club's calendar day of an instant, YYYY-MM-DD. */
export function clubDay(instant: Instant = new Date()): string {
  const clock = clubClock(instant);
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

/** The club's wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant: what an event form shows. */
export function clubWallClock(instant: Instant): { date: string; time: string } {
  const clock = clubClock(instant);
  return { date: clubDay(instant), time: `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}` };
}

/** The instant of a wall-clock date and time (17:00 when none) in the club's time zone. */
export function clubInstant(date: string, time: string | null): Date {
  const [hours, minutes] = (time ?? DEFAULT_EVENT_START_TIME).split(':').map(Number);
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hours, minutes) - CLUB_UTC_OFFSET_MINUTES * 60_000);
}
