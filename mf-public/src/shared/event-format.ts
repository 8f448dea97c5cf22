import { PRICE_DISPLAY_FALLBACK } from '@guildhall/contracts/limits';
import type { PublicEvent } from '@guildhall/contracts';

// Dates, times and numbers as the club announces them: in the club's time zone, whatever the visitor's browser
// says, in Indian English ('Saturday, 12 December 2026', '7:30 pm IST', '1,00,000'). Written out here instead of
// through Intl: a page's first use of Intl (DateTimeFormat or toLocaleString) loads ICU's data, 45-70 ms of main
// thread on this machine and about four times that on a phone, one long task of the landing page's first render
// (docs/choices.md). The club's zone, Asia/Kolkata, is UTC+05:30 all year (no daylight saving); the tests compare
// every format with Intl's.

/** Minutes Asia/Kolkata (CLUB_TIME_ZONE) is ahead of UTC. */
const CLUB_UTC_OFFSET_MINUTES = 330;
const CLUB_ZONE_ABBREVIATION = 'IST';
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

/** The instant as the club's wall clock reads it (read with the getUTC* methods). */
const clubClock = (date: Date) => new Date(date.getTime() + CLUB_UTC_OFFSET_MINUTES * 60_000);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today in the club's time zone, YYYY-MM-DD (events are upcoming until their day is over). */
export function clubToday(now = new Date()): string {
  const clock = clubClock(now);
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

/** 'Friday, 11 December 2026' */
export function eventDay(event: Pick<PublicEvent, 'startsAt'>): string {
  const clock = clubClock(new Date(event.startsAt));
  return `${WEEKDAYS[clock.getUTCDay()]}, ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** 'Fri, 11 Dec' */
export function eventShortDay(event: Pick<PublicEvent, 'startsAt'>): string {
  const clock = clubClock(new Date(event.startsAt));
  return `${WEEKDAYS[clock.getUTCDay()]!.slice(0, 3)}, ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]!.slice(0, 3)}`;
}

/** '7:30 pm IST' (17:00 when the event has no time: startsAt says so). */
export function eventTime(event: Pick<PublicEvent, 'startsAt'>): string {
  const clock = clubClock(new Date(event.startsAt));
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${twoDigits(clock.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'} ${CLUB_ZONE_ABBREVIATION}`;
}

/** A whole number grouped the Indian way, as toLocaleString('en-IN') writes it: 1,00,000; 12,34,567. */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}

/** The spec's rule: the price shown falls back to ₹1 when the event has none; a price of 0 is a free event. */
export function priceText(ticketPrice: number | null | undefined): string {
  if (ticketPrice === 0) return 'Free';
  return `₹${groupDigits(ticketPrice ?? PRICE_DISPLAY_FALLBACK)}`;
}

/** 'Not Applicable' (or nothing) means the event has no sponsor. */
export const sponsorOf = (event: Pick<PublicEvent, 'sponsor'>) =>
  event.sponsor && event.sponsor.trim().toLowerCase() !== 'not applicable' ? event.sponsor : null;
