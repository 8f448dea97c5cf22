import { verdictText } from './verdict-text';

const refused = { ticket: null, checkedInAt: null, checkedInBy: null };

it('names the event another event’s ticket is for (the server sends nothing of its holder)', () => {
  expect(verdictText({ result: 'other-event', ...refused, eventTitle: 'Other Night' })).toEqual({
    admitted: false,
    headline: 'Other event: Other Night',
  });
  expect(verdictText({ result: 'other-event', ...refused }).headline).toBe('Other event');
});
