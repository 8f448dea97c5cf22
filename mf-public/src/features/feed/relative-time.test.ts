import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

it.each([
  [0, '0s ago'],
  [59, '59s ago'],
  [60, '1m ago'],
  [3599, '59m ago'],
  [3600, '1h ago'],
  [86_399, '23h ago'],
])('%i seconds ago reads %s', (seconds, text) => {
  expect(relativeTime(ago(seconds), now)).toBe(text);
});

it('shows the date (the one date format, in club time) from one day on', () => {
  expect(relativeTime(ago(86_400), now)).toBe('22 Nov 2026');
  expect(relativeTime('2026-02-03T10:00:00Z', now)).toBe('3 Feb 2026');
  // 20:00 UTC is already the next day in the club's time zone.
  expect(relativeTime('2026-02-03T20:00:00Z', now)).toBe('4 Feb 2026');
});

it('never shows a negative age for a clock slightly behind the server', () => {
  expect(relativeTime(ago(-5), now)).toBe('0s ago');
});
