import { screen } from '@testing-library/react';
import { adminClaims, installFakeServer, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import AdminDashboard from './AdminDashboard';

// The grid, the charts and the forms render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

beforeEach(resetSession);

it('opens on the Dashboard tab, whose panel loads with its data', async () => {
  // A failure without a message of its own: each panel says the spec's text for it.
  installFakeServer(() => ({ status: 500, data: { success: false, message: '' } }));
  signInAs(adminClaims);
  renderAtRoute(<AdminDashboard />, '/admin/dashboard');

  expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Activity Overview' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(await screen.findByText('Failed to load recent activity', {}, { timeout: 30_000 })).toBeInTheDocument();
});
