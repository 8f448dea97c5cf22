import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_EVENT_TAGS } from '@guildhall/contracts/enums';
import { NETWORK_ERROR_TEXT } from '@guildhall/shared-session';
import { provideRemoteModuleLoader } from '@guildhall/ui/providers';
import { MemoryRouter, Route, Routes } from '@guildhall/ui/router';
import { createTestQueryClient } from '@guildhall/ui/test-support';
import { publicEvent } from '../test-support/fixtures';
import EventPage from './EventPage';

const NOW = Date.parse('2026-11-23T12:00:00Z');

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, message: 'ok', data } });
let answers: Record<string, () => Answer>;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  answers = {};
  global.fetch = jest.fn(async (url: string) => {
    const path = String(url);
    const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (!answer) throw new Error(`unexpected fetch ${path}`);
    const { status, body } = answer();
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as jest.Mock;
});
afterEach(() => jest.useRealTimers());

function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<EventPage />} />
          <Route path="/event" element={<EventPage />} />
          <Route path="/event/:id" element={<EventPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const counter = (unit: string) => screen.getByTestId(`countdown-${unit}`).textContent;
const secondsLeft = () =>
  Number(counter('days')) * 86_400 +
  Number(counter('hours')) * 3600 +
  Number(counter('minutes')) * 60 +
  Number(counter('seconds'));

it('shows the featured event: hero, tiles, a live countdown, the real spots, highlights, details, tags and posters', async () => {
  jest.useFakeTimers({ now: NOW }); // the clock moves only when the test moves it
  answers['/api/events/featured'] = () => ok(publicEvent());
  renderAt('/');
  expect(screen.getByLabelText('Loading the event')).toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'Night of the Lost Souls' })).toBeInTheDocument();
  // Finding the page moved the fake clock a little: what is left is the time to the start, minus that.
  const before = secondsLeft();
  const exact = Math.floor((Date.parse('2026-11-25T14:00:00.000Z') - Date.now()) / 1000);
  expect(Math.abs(before - exact)).toBeLessThanOrEqual(1);
  expect(before).toBeLessThanOrEqual(2 * 86_400 + 2 * 3600);
  expect(counter('days')).toBe('02');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(secondsLeft()).toBe(before - 1);

  expect(screen.getByText('SOULS LEFT')).toBeInTheDocument();
  expect(screen.getByText('377')).toBeInTheDocument();
  expect(screen.getByText('TOTAL')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Spots left' })).toHaveAttribute('aria-valuenow', '377');
  expect(screen.getByTestId('spots-bar')).toHaveStyle({ width: '75.4%' });

  expect(within(screen.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem')).toHaveLength(6);
  expect(screen.getByText('Wednesday, 25 November 2026 · 7:30 pm IST')).toBeInTheDocument();
  expect(screen.getAllByText('₹400').length).toBeGreaterThan(0);
  // 'Not Applicable' means no sponsor.
  expect(screen.queryByText('Sponsor')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Tags' }))
      .getAllByRole('listitem')
      .map((t) => t.textContent),
  ).toEqual(['#Live DJ', '#Costumes']);
  expect(screen.getByRole('img', { name: 'The poster' })).toHaveAttribute('src', '/uploads/p1.jpg');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/events/e-1/calendar.ics');
});

it('counts down to 17:00 club time for an event without a time, falls back to ₹1, five default tags, no posters', async () => {
  answers['/api/events/by-id/e-2'] = () =>
    ok(
      publicEvent({
        id: 'e-2',
        time: null,
        startsAt: '2026-11-25T11:30:00.000Z',
        ticketPrice: undefined as unknown as number,
        tags: [],
        posters: [],
        totalSpots: null,
        spotsLeft: null,
      }),
    );
  renderAt('/event/e-2');
  expect(await screen.findByText('Wednesday, 25 November 2026 · 5:00 pm IST')).toBeInTheDocument();
  expect(screen.getAllByText('₹1').length).toBeGreaterThan(0);
  expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(
    DEFAULT_EVENT_TAGS.length,
  );
  expect(screen.getByText('Posters Coming Soon')).toBeInTheDocument();
  expect(screen.getByText('Open Registration')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/event');
});

it('opens the organiser site when the event has one', async () => {
  answers['/api/events/featured'] = () => ok(publicEvent({ registrationUrl: 'https://example.org/register' }));
  renderAt('/');
  const link = await screen.findByRole('link', { name: 'Register Here' });
  expect(link).toHaveAttribute('href', 'https://example.org/register');
  expect(link).toHaveAttribute('target', '_blank');
});

it("shows 'Registration Starting Soon' before sales open, and closes it", async () => {
  answers['/api/events/featured'] = () =>
    ok(publicEvent({ salesOpen: false, salesOpenAt: '2026-11-24T04:30:00.000Z' }));
  const user = renderAt('/');
  await user.click(await screen.findByRole('button', { name: 'Register Here' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registration Starting Soon' });
  expect(dialog).toHaveTextContent('Tickets go on sale on Tuesday, 24 November 2026 at 10:00 am IST.');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await act(async () => jest.advanceTimersByTime(500));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says Sold Out when no spot is left', async () => {
  answers['/api/events/featured'] = () => ok(publicEvent({ salesOpen: false, spotsLeft: 0 }));
  renderAt('/');
  expect(await screen.findByRole('button', { name: 'Sold Out' })).toBeDisabled();
});

it('loads the purchase dialog from mf-tickets on click only, with a clear error and Retry when it fails', async () => {
  answers['/api/events/featured'] = () => ok(publicEvent());
  const loader = jest.fn().mockRejectedValueOnce(new Error('Failed to get manifest of mf_tickets'));
  loader.mockResolvedValueOnce({
    default: ({ eventId, open }: { eventId: string; open: boolean }) =>
      open ? (
        <div role="dialog" aria-label="Ticket Purchase">
          {eventId}
        </div>
      ) : null,
  });
  provideRemoteModuleLoader(loader);
  const user = renderAt('/');
  const register = await screen.findByRole('button', { name: 'Register Here' });
  expect(loader).not.toHaveBeenCalled();

  await user.click(register);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The ticket purchase could not be loaded');
  expect(within(alert).getByTestId('remote-failure')).toHaveTextContent(
    'mf_tickets/PurchaseDialog: Failed to get manifest of mf_tickets',
  );
  expect(loader).toHaveBeenCalledWith('mf_tickets/PurchaseDialog');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('dialog', { name: 'Ticket Purchase' })).toHaveTextContent('e-1');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("says 'No Upcoming Events' / 'Stay Tuned!' when nothing is ahead", async () => {
  answers['/api/events/featured'] = () => ok(null);
  renderAt('/');
  expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
  expect(screen.getByText('Stay Tuned!')).toBeInTheDocument();
});

it('lists the other upcoming events on /event, each linking to its page', async () => {
  answers['/api/events/featured'] = () => ok(publicEvent());
  answers['/api/events/getall'] = () =>
    ok({
      docs: [
        publicEvent({ id: 'e-3', title: 'Photo Walk', date: '2026-12-05', startsAt: '2026-12-05T11:30:00.000Z' }),
        publicEvent(),
        publicEvent({ id: 'old', title: 'Never marked completed', date: '2026-10-01' }),
      ],
      totalDocs: 3,
      page: 1,
      limit: 100,
    });
  renderAt('/event');
  const list = await screen.findByRole('region', { name: 'More Upcoming Events' });
  const cards = await within(list).findAllByRole('link');
  expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/event/e-3']);
  expect(cards[0]).toHaveTextContent('Photo Walk');
});

it('says the event was not found for an unknown id, and offers a retry when the server fails', async () => {
  answers['/api/events/by-id/nope'] = () => ({ status: 404, body: { success: false, message: 'Event not found' } });
  renderAt('/event/nope');
  expect(await screen.findByText('Event not found')).toBeInTheDocument();
});

it('shows the spec error with Try Again when the event cannot be loaded', async () => {
  let fail = true;
  answers['/api/events/featured'] = () =>
    fail ? { status: 503, body: { success: false, message: 'Database unavailable' } } : ok(publicEvent());
  const user = renderAt('/');
  expect(await screen.findByText('Failed to fetch event data.')).toBeInTheDocument();
  expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Night of the Lost Souls' })).toBeInTheDocument();
});

it("says the other events could not be loaded on /event (never 'No other upcoming events'), and retries", async () => {
  let fail = true;
  answers['/api/events/featured'] = () => ok(publicEvent());
  answers['/api/events/getall'] = () =>
    fail
      ? { status: 500, body: { success: false } }
      : ok({ docs: [publicEvent({ id: 'e-3', title: 'Photo Walk' })], totalDocs: 1, page: 1, limit: 100 });
  const user = renderAt('/event');
  const list = await screen.findByRole('region', { name: 'More Upcoming Events' });
  expect(await within(list).findByText('The events could not be loaded. Please try again.')).toBeInTheDocument();
  expect(within(list).queryByText(/No other upcoming events/)).not.toBeInTheDocument();
  expect(within(list).queryByText('Loading events...')).not.toBeInTheDocument();

  fail = false;
  await user.click(within(list).getByRole('button', { name: 'Try Again' }));
  expect(await within(list).findByRole('link', { name: /Photo Walk/ })).toBeInTheDocument();
  expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
});

it("says the server can't be reached, not 'Network Error', when the event gets no answer", async () => {
  answers['/api/events/featured'] = () => {
    throw new TypeError('Failed to fetch');
  };
  renderAt('/');
  expect(await screen.findByText('Failed to fetch event data.')).toBeInTheDocument();
  expect(screen.getByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
});
