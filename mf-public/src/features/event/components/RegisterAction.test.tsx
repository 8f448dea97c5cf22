import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteModuleLoader } from '@guildhall/ui/providers';
import { publicEvent } from '../../../test-support/fixtures';
import { RegisterAction } from './RegisterAction';

const SOLD_OUT = { salesOpen: false, spotsLeft: 0 };

it('offers a sold-out event’s waiting list, which opens the purchase dialog for that event', async () => {
  const loader = jest.fn().mockResolvedValue({
    default: ({ eventId, open }: { eventId: string; open: boolean }) =>
      open ? <div role="dialog" aria-label="Ticket Purchase">{`dialog of ${eventId}`}</div> : null,
  });
  provideRemoteModuleLoader(loader);
  render(<RegisterAction event={publicEvent({ ...SOLD_OUT, waitlistOpen: true })} />);

  const join = screen.getByRole('button', { name: 'Join the waiting list' });
  expect(join).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Sold Out' })).not.toBeInTheDocument();
  await userEvent.click(join);
  expect(await screen.findByRole('dialog', { name: 'Ticket Purchase' })).toHaveTextContent('dialog of e-1');
  expect(loader).toHaveBeenCalledWith('mf_tickets/PurchaseDialog');
});

it('stays a disabled Sold Out when the sold-out event takes no names', () => {
  render(<RegisterAction event={publicEvent({ ...SOLD_OUT, waitlistOpen: false })} />);
  expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
});
