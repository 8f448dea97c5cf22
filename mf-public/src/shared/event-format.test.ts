import { CLUB_TIME_ZONE } from '@guildhall/contracts/limits';
import { clubToday, eventDay, eventShortDay, eventTime, groupDigits, priceText } from './event-format';

// event-format writes dates and numbers out by hand (no Intl on the landing page's first render): it must say
// exactly what Intl says for the club's time zone and Indian English.
const zoned = (options: Intl.DateTimeFormatOptions, locale = 'en-IN') =>
  new Intl.DateTimeFormat(locale, { timeZone: CLUB_TIME_ZONE, ...options });

// Midnight and noon edges in the club's zone, month and year ends, a leap day, every hour of one day.
const INSTANTS = [
  '2026-12-12T14:00:00.000Z',
  '2026-12-31T18:29:59.000Z',
  '2026-12-31T18:30:00.000Z',
  '2028-02-28T18:30:00.000Z',
  '2026-06-15T06:30:00.000Z',
  '2026-06-15T06:29:00.000Z',
  ...Array.from({ length: 24 }, (_, hour) => `2027-03-0${1 + (hour % 7)}T${String(hour).padStart(2, '0')}:05:00.000Z`),
];

it.each(INSTANTS)('formats %s as Intl does in the club time zone', (startsAt) => {
  const instant = new Date(startsAt);
  expect(eventDay({ startsAt })).toBe(
    zoned({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant),
  );
  expect(eventShortDay({ startsAt })).toBe(zoned({ weekday: 'short', day: 'numeric', month: 'short' }).format(instant));
  expect(eventTime({ startsAt })).toBe(
    zoned({ hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' }).format(instant),
  );
  expect(clubToday(instant)).toBe(zoned({}, 'en-CA').format(instant));
});

it('groups digits the Indian way, as toLocaleString("en-IN") does', () => {
  for (const value of [0, 1, 7, 99, 400, 999, 1000, 12_345, 100_000, 1_234_567, 98_765_432_1, -4_500]) {
    expect(groupDigits(value)).toBe(value.toLocaleString('en-IN'));
  }
  expect(priceText(100_000)).toBe('₹1,00,000');
  expect(priceText(0)).toBe('Free');
});
