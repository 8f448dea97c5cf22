import { act, render, screen } from '@testing-library/react';
import { publicEvent } from '../../../test-support/fixtures';
import { CalendarLinks } from './CalendarLinks';

// 19:30 IST on Christmas Day = 14:00 UTC.
const CHRISTMAS = publicEvent({ id: 'e 7', date: '2026-12-25', startsAt: '2026-12-25T14:00:00.000Z' });

afterEach(() => jest.useRealTimers());

it('offers the .ics download and a filled-in Google Calendar link in a new tab', () => {
  jest.useFakeTimers({ now: Date.parse('2026-12-20T10:00:00Z') });
  render(<CalendarLinks event={CHRISTMAS} />);

  const ics = screen.getByRole('link', { name: 'Add to calendar' });
  expect(ics).toHaveAttribute('href', '/api/events/e%207/calendar.ics');
  expect(ics).toHaveAttribute('download');

  const google = screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
  expect(google).toHaveTextContent('Google Calendar');
  expect(google).toHaveAttribute('target', '_blank');
  expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL(google.getAttribute('href')!);
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: 'Night of the Lost Souls',
    dates: '20261225T140000Z/20261225T170000Z',
    location: 'Block 32 Amphitheatre',
    details: expect.stringContaining(`${window.location.origin}/event/e%207`),
    ctz: 'Asia/Kolkata',
  });
  expect(url.searchParams.get('details')).toMatch(/^A horror-themed EDM night\./);
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
