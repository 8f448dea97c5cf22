import { clubDay, clubInstant } from '../../../src/modules/events/club-time';

it('reads an event time as India Standard Time, whatever the server zone', () => {
  expect(clubInstant('2026-12-05', '19:30').toISOString()).toBe('2026-12-05T14:00:00.000Z');
});

it('starts an event without a time at 17:00 club time', () => {
  expect(clubInstant('2026-12-05', null).toISOString()).toBe('2026-12-05T11:30:00.000Z');
});

it("names the club's calendar day of an instant", () => {
  expect(clubDay(new Date('2026-12-04T19:00:00Z'))).toBe('2026-12-05');
  expect(clubDay(new Date('2026-12-04T18:00:00Z'))).toBe('2026-12-04');
});
