import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteModuleLoader } from './remote-modules';
import { useRemoteModule } from './useRemoteModule';

const load = jest.fn();
const TicketPanel = () => <p>The ticket desk</p>;

beforeEach(() => {
  load.mockReset();
  provideRemoteModuleLoader(load);
  // React reports errors caught by boundaries; those failures are expected here.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.mocked(console.error).mockRestore());

function Tab({ layout }: { layout?: 'page' | 'inline' }) {
  const panel = useRemoteModule('mf_tickets/TicketPanel', { area: 'ticket desk', layout });
  if (panel.Module) return <panel.Module />;
  return panel.failure ?? <p>{panel.status}</p>;
}

it('loads the module through the host, once for every component that shows it', async () => {
  load.mockResolvedValue({ default: TicketPanel });
  const first = render(<Tab />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('The ticket desk')).toBeInTheDocument();
  first.unmount();

  render(<Tab />);
  expect(screen.getByText('The ticket desk')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('mf_tickets/TicketPanel');
});

it.each(['page', 'inline'] as const)('shows what failed with Retry (%s), and Retry loads it afresh', async (layout) => {
  load
    .mockRejectedValueOnce(new Error('Failed to load remoteEntry.js'))
    .mockResolvedValueOnce({ default: TicketPanel });
  render(<Tab layout={layout} />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The ticket desk could not be loaded');
  expect(within(alert).getByTestId('remote-failure')).toHaveTextContent(
    'mf_tickets/TicketPanel: Failed to load remoteEntry.js',
  );
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('The ticket desk')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('says so when the page runs without a host that provides remotes', async () => {
  provideRemoteModuleLoader(null as never);
  render(<Tab />);
  expect(await screen.findByTestId('remote-failure')).toHaveTextContent(
    'mf_tickets/TicketPanel: The remote module mf_tickets/TicketPanel could not be loaded',
  );
});

it('loads nothing until enabled, then hands the props through to the module', async () => {
  load.mockResolvedValue({
    default: ({ eventId, open }: { eventId: string; open: boolean }) => (open ? <p>Buying {eventId}</p> : null),
  });
  function Register() {
    const [wanted, setWanted] = useState(false);
    const purchase = useRemoteModule('mf_tickets/PurchaseDialog', { area: 'ticket purchase', enabled: wanted });
    return (
      <>
        <button onClick={() => setWanted(true)}>Register ({purchase.status})</button>
        {purchase.Module && <purchase.Module eventId="e-1" open onClose={() => {}} />}
      </>
    );
  }
  render(<Register />);
  expect(screen.getByRole('button', { name: 'Register (idle)' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button'));
  expect(await screen.findByText('Buying e-1')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_tickets/PurchaseDialog');
});

it('keeps a module that throws while drawing in the same view, and draws it again on Retry', async () => {
  let broken = true;
  load.mockResolvedValue({
    default: () => {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <p>The ticket desk</p>;
    },
  });
  render(<Tab layout="inline" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The ticket desk could not be loaded');
  expect(alert).toHaveTextContent('mf_tickets/TicketPanel: Cannot read properties of undefined');
  broken = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The ticket desk')).toBeInTheDocument();
});
