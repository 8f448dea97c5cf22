import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminClaims, installFakeServer, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { provideRemoteModuleLoader } from '@guildhall/ui/providers';
import { renderAtRoute } from '@guildhall/ui/test-support';
import AdminDashboard from '../../../exposes/AdminDashboard';

// The dashboard's panels render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

beforeEach(() => {
  resetSession();
  installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: { docs: [], totalDocs: 0 } } }));
  signInAs(adminClaims);
});

/** Through the sidebar's drawer (jsdom matches no desktop media query, so the fixed sidebar is hidden). */
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
  const nav = within(await screen.findByRole('presentation')).getByRole('navigation', { name: 'Dashboard sections' });
  await user.click(within(nav).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
}

it('shows mf-tickets’ panel in the Tickets tab, and says so with Retry when the remote is down', async () => {
  let down = true;
  const load = jest.fn(async (id: string) => {
    if (down) throw new Error('[ Federation Runtime ]: Failed to get manifest of mf_tickets');
    return { default: () => <p>The ticket desk ({id})</p> };
  });
  provideRemoteModuleLoader(load);
  const user = userEvent.setup();
  renderAtRoute(<AdminDashboard />, '/admin/dashboard?tab=tickets');

  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('The ticket desk could not be loaded');
  expect(within(failure).getByTestId('remote-failure')).toHaveTextContent(
    'mf_tickets/TicketPanel: [ Federation Runtime ]: Failed to get manifest of mf_tickets',
  );
  expect(load).toHaveBeenCalledWith('mf_tickets/TicketPanel');

  // The rest of the dashboard works: another tab opens.
  await openTab(user, 'Events');
  expect(await screen.findByRole('heading', { level: 2, name: 'Events' })).toBeInTheDocument();
  await openTab(user, 'Tickets');
  const again = await screen.findByRole('alert');

  down = false;
  await user.click(within(again).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The ticket desk (mf_tickets/TicketPanel)')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('remote-failure')).not.toBeInTheDocument());
});
