import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { PATHS, withSubRoutes } from '@guildhall/contracts/paths';
import { adminClaims, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { MemoryRouter, Route, Routes, useLocation } from '@guildhall/ui/router';
import { createTestQueryClient, renderAtRoute } from '@guildhall/ui/test-support';
import AuthPage from './AuthPage';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** The page on its real route, `/auth/*`, and a probe of the address on every route. */
function renderAuth(path: string, state?: unknown) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={withSubRoutes(PATHS.auth)} element={<AuthPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

beforeEach(resetSession);

it('opens on the login tab by default', () => {
  renderAuth('/auth');
  expect(selectedTab()).toHaveAccessibleName('Login');
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

it('opens on Join Club at /auth/register, the address a plain link (the first paint) can ask for', async () => {
  renderAuth('/auth/register');
  expect(selectedTab()).toHaveAccessibleName('Join Club');
  expect(await screen.findByRole('heading', { name: 'Join Our Organization' })).toBeInTheDocument();
});

it('opens on Join Club when navigation state asks for the register tab', () => {
  renderAuth('/auth', { tab: 'register' });
  expect(selectedTab()).toHaveAccessibleName('Join Club');
});

it('switches between the forms with the tabs, and the address follows', async () => {
  const user = userEvent.setup();
  renderAuth('/auth');
  await user.click(screen.getByRole('tab', { name: 'Join Club' }));
  expect(screen.getByRole('heading', { name: 'Join Our Organization' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/auth\/register$/);

  await user.click(screen.getByRole('tab', { name: 'Login' }));
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/auth$/);
});

it.each([
  ['a member', memberClaims, '/member/dashboard'],
  ['an admin', adminClaims, '/admin/dashboard'],
])('sends %s who is already signed in to their dashboard', (_, claims, dashboard) => {
  signInAs(claims);
  renderAuth('/auth/register');
  expect(screen.getByTestId('where')).toHaveTextContent(dashboard);
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});

it('stays while someone signs in on it (the login form says so, then moves on)', () => {
  renderAuth('/auth');
  act(() => signInAs(memberClaims));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/auth$/);
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

it('leads back to the site through the brand, since the navbar is hidden on /auth', async () => {
  const user = userEvent.setup();
  renderAtRoute(<AuthPage />, '/auth');
  await user.click(screen.getByRole('link', { name: 'Guildhall' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
