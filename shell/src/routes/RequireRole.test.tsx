import { screen } from '@testing-library/react';
import { adminClaims, memberClaims } from '@guildhall/shared-session/test-support';
import { renderAt, setSession } from '../test-support';
import { RequireRole } from './RequireRole';

const guardedDashboard = (
  <RequireRole allow={['member']}>
    <h1>Member dashboard</h1>
  </RequireRole>
);

it('shows the loading spinner while the session loads', () => {
  setSession(null, true);
  renderAt('/member/dashboard', guardedDashboard);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.getByTestId('location')).toHaveTextContent('/member/dashboard');
});

it('sends guests to /auth', () => {
  setSession(null);
  renderAt('/member/dashboard', guardedDashboard);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
});

it('sends a signed-in user of another role to /', () => {
  setSession(adminClaims);
  renderAt('/member/dashboard', guardedDashboard);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it('renders the page for an allowed role', () => {
  setSession(memberClaims);
  renderAt('/member/dashboard', guardedDashboard);
  expect(screen.getByRole('heading', { name: 'Member dashboard' })).toBeInTheDocument();
});

it('sends guests of an admin-only page to the admin sign-in', () => {
  setSession(null);
  renderAt(
    '/admin/dashboard',
    <RequireRole allow={['admin']}>
      <h1>Admin dashboard</h1>
    </RequireRole>,
  );
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/auth$/);
});
