import { screen, within } from '@testing-library/react';
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
const event = (id: string, title: string, date = '2026-12-05') => ({
  id,
  title,
  date,
  time: '18:30',
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
    ok([
      { id: '1', user: 'Club Admin', action: 'banned member', target: 'Asha Verma', time: '2026-11-20T10:00:00Z' },
      { id: '2', user: 'Asha Verma', action: 'signed in', target: null, time: '2026-11-19T10:00:00Z' },
    ]),
  '/api/admin/upcoming-events': () => ok([event('e1', 'Welcome Night'), event('e2', 'Hack Day', '2027-01-09')]),
};

function renderOverview(routes: Routes = {}, tabs: string[] = []) {
  const table = { ...defaults, ...routes };
  const requests = installFakeServer((config) => table[config.url!]!(config));
  const props = { openTab: jest.fn(), showError: jest.fn(), hasTab: (id: string) => tabs.includes(id) };
  renderAtRoute(<OverviewTab {...props} />, '/admin/dashboard');
  return { requests, ...props };
}
// A 5xx is retried twice before it shows (ui/src/query-client.ts): its text may take a moment under load.
const failing = (): FakeReply => ({ status: 500, data: { success: false, message: 'Database down' } });

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

it("shows 'Failed to load dashboard stats' when the stats fail", async () => {
  renderOverview({ '/api/admin/dashboard-stats': failing });
  expect(await screen.findByText('Failed to load dashboard stats', {}, { timeout: 5000 })).toBeInTheDocument();
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

it("shows 'Failed to load activity overview' when the chart's data fails", async () => {
  renderOverview({ '/api/admin/activity-overview': failing });
  expect(await screen.findByText('Failed to load activity overview', {}, { timeout: 5000 })).toBeInTheDocument();
});

it('lists recent activity: who, what, for whom, when', async () => {
  renderOverview();
  const section = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section')!;
  const items = await within(section).findAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Club Admin banned member for Asha Verma');
  expect(items[0]).toHaveTextContent('Nov 20, 2026');
  expect(items[1]).toHaveTextContent('Asha Verma signed in');
  expect(items[1]).not.toHaveTextContent(' for ');
});

it("says 'No recent activity' when the log is empty, and 'Failed to load recent activity' on failure", async () => {
  renderOverview({ '/api/admin/recent-activity': () => ok([]) });
  expect(await screen.findByText('No recent activity')).toBeInTheDocument();
});

it("shows 'Failed to load recent activity' when the log fails", async () => {
  renderOverview({ '/api/admin/recent-activity': failing });
  expect(await screen.findByText('Failed to load recent activity', {}, { timeout: 5000 })).toBeInTheDocument();
});

it("lists the upcoming events, with 'View All' only when the dashboard has an Events tab", async () => {
  const { openTab } = renderOverview({}, ['events']);
  const section = (await screen.findByRole('heading', { name: 'Upcoming Events' })).closest('section')!;
  expect(await within(section).findByText('Welcome Night')).toBeInTheDocument();
  expect(within(section).getByText('Dec 5, 2026 · 18:30 · Main Hall')).toBeInTheDocument();

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
    '/api/admin/upcoming-events': () => (++calls <= 3 ? failing() : ok([event('e3', 'Retried Night')])),
  });
  const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
  expect(showError).toHaveBeenCalledWith('Failed to load dashboard data');

  await userEvent.setup().click(retry);
  expect(await screen.findByText('Retried Night')).toBeInTheDocument();
});
