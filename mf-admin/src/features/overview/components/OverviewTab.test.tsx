import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ActivityOverview, DashboardStats } from '@guildhall/contracts';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { OverviewTab } from './OverviewTab';

// The grid, the charts and the forms render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

// The chart itself (SVG, sizes from ResizeObserver) is MUI X's to test; here, what it is given.
jest.mock('./ActivityChart', () => ({
  __esModule: true,
  default: ({ overview }: { overview: ActivityOverview }) => (
    <ol aria-label="chart data">
      {overview.buckets.map((bucket) => (
        <li key={bucket.start}>{`${bucket.start}: ${bucket.newMembers} ${bucket.ticketsSold} ${bucket.posts}`}</li>
      ))}
    </ol>
  ),
}));

const stats: DashboardStats = { members: 1234, tickets: 0, upcomingEvents: 2, engagement: 37.5 };
const event = (id: string, title: string, date = '2026-12-05', time: string | null = '18:30') => ({
  id,
  title,
  date,
  time,
  // 18:30 in the club's zone is 13:00 UTC; an event without a time starts at 17:00 club time.
  startsAt: `${date}T${time ? '13:00' : '11:30'}:00.000Z`,
  venue: 'Main Hall',
});
const ok = (data: unknown): FakeReply => ({ status: 200, data: { success: true, message: 'ok', data } });
const overview = (range: string): ActivityOverview => ({
  range: range as ActivityOverview['range'],
  unit: range === 'week' ? 'day' : range === 'month' ? 'week' : 'month',
  buckets: [{ start: `${range}-start`, newMembers: 3, ticketsSold: 0, posts: 1 }],
});

type Routes = Record<string, (config: InternalAxiosRequestConfig) => FakeReply>;
const defaults: Routes = {
  '/api/admin/dashboard-stats': () => ok(stats),
  '/api/admin/activity-overview': (config) => ok(overview(config.params.range)),
  '/api/admin/recent-activity': () =>
    ok({
      items: [
        { id: '1', user: 'Club Admin', action: 'banned', target: 'Asha Verma', time: '2026-11-20T10:00:00Z' },
        { id: '2', user: 'Asha Verma', action: 'updated their profile', target: null, time: '2026-11-19T10:00:00Z' },
      ],
      nextCursor: null,
    }),
  '/api/admin/upcoming-events': () => ok([event('e1', 'Welcome Night'), event('e2', 'Hack Day', '2027-01-09', null)]),
};

function renderOverview(routes: Routes = {}, tabs: string[] = []) {
  const table = { ...defaults, ...routes };
  const requests = installFakeServer((config) => table[config.url!]!(config));
  const props = { openTab: jest.fn(), showError: jest.fn(), hasTab: (id: string) => tabs.includes(id) };
  renderAtRoute(<OverviewTab {...props} />, '/admin/dashboard');
  return { requests, ...props };
}
// A 5xx is retried twice before it shows (ui/src/query-client.ts): its text may take a moment under load.
const failing = (message = 'Database down'): FakeReply => ({ status: 500, data: { success: false, message } });

it('shows the four stat cards from the server', async () => {
  renderOverview();
  const cards = within(screen.getByRole('list', { name: 'Dashboard stats' }));
  for (const [label, value] of [
    ['Total Members', '1,234'],
    ['Tickets Sold', '0'],
    ['Upcoming Events', '2'],
    ['Engagement Rate', '37.5%'],
  ]) {
    const card = (await cards.findByText(label!)).closest('li')!;
    expect(await within(card).findByText(value!)).toBeInTheDocument();
  }
});

it("shows 'Failed to load dashboard stats' with Retry when the stats fail, and no numbers", async () => {
  let calls = 0;
  renderOverview({ '/api/admin/dashboard-stats': () => (++calls <= 3 ? failing('') : ok(stats)) });
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('Failed to load dashboard stats');
  expect(screen.queryByRole('list', { name: 'Dashboard stats' })).not.toBeInTheDocument();
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
  const cards = within(await screen.findByRole('list', { name: 'Dashboard stats' }));
  expect(await cards.findByText('1,234')).toBeInTheDocument();
});

it('draws the week by default and asks the server for the month and the year', async () => {
  const user = userEvent.setup();
  const { requests } = renderOverview();
  expect(await screen.findByText('week-start: 3 0 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Month' }));
  expect(await screen.findByText('month-start: 3 0 1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Year' }));
  expect(await screen.findByText('year-start: 3 0 1')).toBeInTheDocument();

  const ranges = requests.filter((r) => r.url === '/api/admin/activity-overview').map((r) => r.params.range);
  expect(ranges).toEqual(['week', 'month', 'year']);
});

it("shows 'Failed to load activity overview' (only) when the chart's data fails", async () => {
  renderOverview({ '/api/admin/activity-overview': () => failing('') });
  const section = (await screen.findByRole('heading', { name: 'Activity Overview' })).closest('section')!;
  expect(await within(section).findByText('Failed to load activity overview', {}, { timeout: 5000 })).toBeVisible();
  expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(within(section).queryByRole('status')).not.toBeInTheDocument();
});

it('lists recent activity as sentences (who, what, to what), when, and asks the server to leave sign-ins out', async () => {
  const { requests } = renderOverview();
  const section = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section')!;
  const items = await within(section).findAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^Club Admin banned Asha Verma20 Nov 2026, 3:30 pm$/);
  expect(items[1]).toHaveTextContent(/^Asha Verma updated their profile19 Nov 2026, 3:30 pm$/);
  expect(within(section).queryByText(/ for /)).not.toBeInTheDocument();
  const asked = requests.filter((request) => request.url === '/api/admin/recent-activity');
  expect(asked[0]?.params).toEqual({ sessions: 'exclude', limit: 10 });
  // The whole log fitted one page: nothing more to show.
  expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

it("pages past the first 10 with 'Show more', the next page asked with the last page's cursor", async () => {
  const entry = (n: number) => ({
    id: `a${n}`,
    user: 'Club Admin',
    action: 'created the event',
    target: `Event ${n}`,
    time: '2026-11-20T10:00:00Z',
  });
  let nextPageCalls = 0;
  const { requests } = renderOverview({
    '/api/admin/recent-activity': (config) => {
      if (!config.params.cursor) return ok({ items: [...Array(10).keys()].map(entry), nextCursor: 'a9' });
      // The second page fails (and its two automatic retries): the first page stays, the failure and Retry below.
      if (++nextPageCalls <= 3) return failing('');
      return ok({ items: [10, 11].map(entry), nextCursor: null });
    },
  });
  const section = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section')!;
  expect(await within(section).findAllByRole('listitem')).toHaveLength(10);
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Show more' }));
  const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('Failed to load recent activity');
  expect(within(section).getAllByRole('listitem')).toHaveLength(10);

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(12));
  expect(within(section).getAllByRole('listitem')[11]).toHaveTextContent('Club Admin created the event Event 11');
  expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  const cursors = requests.filter((r) => r.url === '/api/admin/recent-activity').map((r) => r.params.cursor);
  expect(cursors[0]).toBeUndefined();
  expect(cursors.slice(1).every((cursor: unknown) => cursor === 'a9')).toBe(true);
});

it("says 'No recent activity' when the log is empty", async () => {
  renderOverview({ '/api/admin/recent-activity': () => ok({ items: [], nextCursor: null }) });
  expect(await screen.findByText('No recent activity')).toBeInTheDocument();
});

it("shows 'Failed to load recent activity' with Retry when the log fails, never 'No recent activity'", async () => {
  renderOverview({ '/api/admin/recent-activity': () => failing('') });
  const section = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section')!;
  expect(await within(section).findByText('Failed to load recent activity', {}, { timeout: 5000 })).toBeVisible();
  expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(within(section).queryByText('No recent activity')).not.toBeInTheDocument();
  expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
});

it("lists the upcoming events, with 'View All' only when the dashboard has an Events tab", async () => {
  const { openTab } = renderOverview({}, ['events']);
  const section = (await screen.findByRole('heading', { name: 'Upcoming Events' })).closest('section')!;
  expect(await within(section).findByText('Welcome Night')).toBeInTheDocument();
  expect(within(section).getByText('5 Dec 2026, 6:30 pm · Main Hall')).toBeInTheDocument();
  expect(within(section).getByText('9 Jan 2027 · Main Hall')).toBeInTheDocument();

  await userEvent.setup().click(within(section).getByRole('button', { name: 'View All' }));
  expect(openTab).toHaveBeenCalledWith('events');
});

it("has no 'View All' while the dashboard has no Events tab", async () => {
  renderOverview();
  expect(await screen.findByText('Welcome Night')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
});

it('shows the empty state when no event is ahead', async () => {
  renderOverview({ '/api/admin/upcoming-events': () => ok([]) });
  expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
  expect(screen.getByText('Create a new event to get started')).toBeInTheDocument();
});

it("reports 'Failed to load dashboard data' to the dashboard banner when events fail, and retries", async () => {
  let calls = 0;
  const { showError } = renderOverview({
    '/api/admin/upcoming-events': () => (++calls <= 3 ? failing('') : ok([event('e3', 'Retried Night')])),
  });
  const section = (await screen.findByRole('heading', { name: 'Upcoming Events' })).closest('section')!;
  const retry = await within(section).findByRole('button', { name: 'Retry' }, { timeout: 5000 });
  expect(showError).toHaveBeenCalledWith('Failed to load dashboard data');
  expect(within(section).getByText('Failed to load upcoming events')).toBeInTheDocument();
  expect(within(section).queryByText('No upcoming events')).not.toBeInTheDocument();

  await userEvent.setup().click(retry);
  expect(await screen.findByText('Retried Night')).toBeInTheDocument();
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
});
