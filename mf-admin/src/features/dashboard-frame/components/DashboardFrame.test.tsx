import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@guildhall/shared-session';
import { adminClaims, installFakeServer, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { MemoryRouter, Route, Routes, useLocation } from '@guildhall/ui/router';
import type { DashboardTab, DashboardTabProps } from '../../../dashboard-tab';
import { DashboardFrame } from './DashboardFrame';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const TABS: DashboardTab[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <span />, Panel: () => <p>overview panel</p> },
  {
    id: 'members',
    label: 'Members',
    icon: <span />,
    Panel: ({ showError, openTab, hasTab }: DashboardTabProps) => (
      <>
        <p>members panel</p>
        <button onClick={() => showError('Failed to load members')}>fail</button>
        <button onClick={() => openTab('dashboard')}>back</button>
        <p>{hasTab('events') ? 'has events' : 'no events'}</p>
      </>
    ),
  },
];

function renderFrame(url = '/admin/dashboard') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/admin/dashboard"
            element={
              <>
                <DashboardFrame tabs={TABS} />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetSession);

it("shows 'Loading Dashboard...' while the session loads", () => {
  renderFrame();
  expect(screen.getByText('Loading Dashboard...')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
});

it("shows the admin's full name, or 'Admin' without one", () => {
  signInAs(adminClaims);
  renderFrame();
  expect(screen.getByRole('heading', { level: 1, name: 'Ravi Admin' })).toBeInTheDocument();
});

it("shows 'Admin' when the token carries no name", () => {
  signInAs({ ...adminClaims, fullname: '' });
  renderFrame();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
});

it('opens the first tab by default and keeps the chosen tab in the query, on the same route', async () => {
  signInAs(adminClaims);
  const user = userEvent.setup();
  renderFrame();
  expect(await screen.findByText('overview panel')).toBeInTheDocument();

  // jsdom matches no media query, so the page is as narrow as a phone: the sidebar is in the drawer.
  await user.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
  const nav = within(await screen.findByRole('presentation')).getByRole('navigation', { name: 'Dashboard sections' });
  await user.click(within(nav).getByRole('button', { name: 'Members' }));

  expect(await screen.findByText('members panel')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard?tab=members');
  // The drawer leaves with a 195 ms transition: wait for it, then only the sidebar's own list is left.
  await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  const sidebar = screen.getByRole('navigation', { name: 'Dashboard sections', hidden: true });
  expect(within(sidebar).getByRole('button', { name: 'Members', hidden: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByText('no events')).toBeInTheDocument();
});

it('reopens the tab named in the query (a reload), and the first tab for an unknown one', () => {
  signInAs(adminClaims);
  renderFrame('/admin/dashboard?tab=members');
  expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
});

it('falls back to the first tab for an unknown id', () => {
  signInAs(adminClaims);
  renderFrame('/admin/dashboard?tab=nope');
  expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
});

it("shows a panel's error in the dashboard banner until dismissed or the tab changes", async () => {
  signInAs(adminClaims);
  const user = userEvent.setup();
  renderFrame('/admin/dashboard?tab=members');
  await user.click(await screen.findByRole('button', { name: 'fail' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load members');

  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'fail' }));
  await user.click(screen.getByRole('button', { name: 'back' }));
  expect(await screen.findByText('overview panel')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('opens the sidebar in a drawer from the mobile toggle, and closes it on a choice', async () => {
  signInAs(adminClaims);
  const user = userEvent.setup();
  renderFrame();
  await user.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
  const drawer = await screen.findByRole('presentation');
  await user.click(within(drawer).getByRole('button', { name: 'Members' }));

  expect(await screen.findByText('members panel')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
});

it('logs out through the admin logout call and returns to /admin/auth', async () => {
  const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: null } }));
  signInAs(adminClaims);
  const user = userEvent.setup();
  renderFrame();

  await user.click(screen.getByRole('button', { name: 'Log Out' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin\/auth$/);
  expect(requests[0]?.url).toBe('/api/admin/logout');
  expect(useSession.getState().user).toBeNull();
});
