import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@guildhall/shared-session';
import { adminClaims, fakeAccessToken, installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import AdminDashboard from './AdminDashboard';

const signInAs = (claims: object) =>
  useSession.getState().signIn({ accessToken: fakeAccessToken(claims), refreshToken: 'refresh-1' });

beforeEach(resetSession);

it("shows the signed-in admin's full name", () => {
  signInAs(adminClaims);
  renderAtRoute(<AdminDashboard />, '/admin/dashboard');
  expect(screen.getByRole('heading', { name: 'Ravi Admin' })).toBeInTheDocument();
});

it("shows 'Admin' when the token carries no name", () => {
  signInAs({ ...adminClaims, fullname: '' });
  renderAtRoute(<AdminDashboard />, '/admin/dashboard');
  expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
});

it('logs out through the admin logout call and returns to /admin/auth', async () => {
  const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: null } }));
  signInAs(adminClaims);
  const user = userEvent.setup();
  renderAtRoute(<AdminDashboard />, '/admin/dashboard');

  await user.click(screen.getByRole('button', { name: 'Log Out' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/admin/auth');
  expect(requests[0]?.url).toBe('/api/admin/logout');
  expect(useSession.getState().user).toBeNull();
});
