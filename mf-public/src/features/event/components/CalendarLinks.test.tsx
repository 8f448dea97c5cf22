import { act, render, screen } from '@testing-library/react';
import { publicEvent } from '../../../test-support/fixtures';
import { CalendarLinks } from './CalendarLinks';

// 19:30 IST on Christmas Day = 14:00 UTC.
const CHRISTMAS = publicEvent({ id: 'e 7', date: '2026-12-25', startsAt: '2026-12-25T14:00:00.000Z' });

afterEach(() => jest.useRealTimers());

it('offers the .ics download and the Google Calendar link in a new tab', () => {
  jest.useFakeTimers({ now: Date.parse('2026-12-20T10:00:00Z') });
  render(<CalendarLinks event={CHRISTMAS} />);

  const ics = screen.getByRole('link', { name: 'Add to calendar' });
  expect(ics).toHaveAttribute('href', '/api/events/e%207/calendar.ics');
  expect(ics).toHaveAttribute('download');

  const google = screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
  expect(google).toHaveTextContent('Google Calendar');
  expect(google).toHaveAttribute('target', '_blank');
  expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  // The server fills in Google's form (api/test/modules/events/calendar.test.ts).
  expect(google).toHaveAttribute('href', '/api/events/e%207/google-calendar');
});

it('goes once the event has begun, and is not there for a past event', () => {
  jest.useFakeTimers({ now: Date.parse('2026-12-25T13:59:58Z') });
  const { unmount } = render(<CalendarLinks event={CHRISTMAS} />);
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
  unmount();

  render(<CalendarLinks event={publicEvent({ startsAt: '2026-12-01T14:00:00.000Z' })} />);
  expect(screen.queryAllByRole('link')).toHaveLength(0);
});
