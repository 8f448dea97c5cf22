import { verdictPhrase, verdictText } from './verdict-text';

const refused = { ticket: null, checkedInAt: null, checkedInBy: null };
const NOW = new Date('2026-12-12T15:00:00Z'); // 8:30 pm club time

it('names the event another event’s ticket is for, with its day and start (nothing of its holder)', () => {
  const verdict = {
    result: 'other-event' as const,
    ...refused,
    eventTitle: 'Other Night',
    eventDate: '2026-12-31',
    eventTime: '20:30',
  };
  expect(verdictText(verdict, NOW)).toEqual({
    admitted: false,
    headline: 'Other event',
    otherEvent: { title: 'Other Night', when: '31 Dec 2026, 8:30 pm' },
  });
  expect(verdictText({ ...verdict, eventTime: null }, NOW).otherEvent?.when).toBe('31 Dec 2026');
  expect(verdictText({ ...verdict, eventDate: undefined, eventTime: undefined }, NOW).otherEvent).toEqual({
    title: 'Other Night',
    when: null,
  });
  expect(verdictText({ result: 'other-event', ...refused }, NOW)).toMatchObject({
    headline: 'Other event',
    otherEvent: null,
  });
  expect(verdictPhrase(verdict, NOW)).toBe('the ticket is for another event: Other Night, 31 Dec 2026, 8:30 pm');
});

it('says when (club time, through the date module) and by whom a ticket was checked in', () => {
  const used = {
    result: 'already-checked-in' as const,
    ticket: { id: 't', code: 'TKT-1', fullName: 'Asha Verma', lpuId: '12345678' },
    checkedInAt: '2026-12-12T13:32:00.000Z',
    checkedInBy: 'Ravi Kumar',
  };
  expect(verdictText(used, NOW).headline).toBe('Already checked in at 7:02 pm by Ravi');
  // On an earlier day, the day too.
  expect(verdictText({ ...used, checkedInAt: '2026-12-10T13:32:00.000Z' }, NOW).headline).toBe(
    'Already checked in on 10 Dec 2026 at 7:02 pm by Ravi',
  );
  expect(verdictPhrase(used, NOW)).toBe('already checked in at 7:02 pm by Ravi');
  expect(verdictPhrase({ result: 'cancelled', ...refused }, NOW)).toBe('the ticket is cancelled');
});
