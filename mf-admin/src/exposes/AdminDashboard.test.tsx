import { screen } from '@testing-library/react';
import { useSession } from '@guildhall/shared-session';
import { adminClaims, fakeAccessToken, installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import AdminDashboard from './AdminDashboard';

beforeEach(resetSession);

it('opens on the Dashboard tab, whose panel loads with its data', async () => {
  installFakeServer(() => ({ status: 500, data: { success: false, message: 'down' } }));
  useSession.getState().signIn({ accessToken: fakeAccessToken(adminClaims), refreshToken: 'refresh-1' });
  renderAtRoute(<AdminDashboard />, '/admin/dashboard');

  expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Activity Overview' }, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByText('Failed to load recent activity')).toBeInTheDocument();
});
