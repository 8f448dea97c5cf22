import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { AdminEvent, CreatedTicket } from '@guildhall/contracts';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { CreateTicketDialog } from './CreateTicketDialog';

// The form renders slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const event = { id: EVENT_ID, title: 'Night of the Lost Souls', totalSpots: 5, registered: 5 } as AdminEvent;
const FULL =
  'This event is full: 5 of 5 seats are taken (tickets issued or held). Confirm to issue this ticket over capacity.';
const created = {
  id: 'new',
  ticketId: 'TKT-NEW00001',
  fullName: 'Vikram Guest',
  email: 'vip@example.org',
  lpuId: '12345678',
  eventName: event.title,
  hosteler: false,
  qrCode: { url: 'data:image/png;base64,AAAA' },
} as CreatedTicket;

const refusedFull: FakeReply = {
  status: 409,
  data: { success: false, message: FULL, errors: [{ path: 'overCapacity', msg: FULL }] },
};
const createdReply: FakeReply = { status: 201, data: { success: true, message: 'Ticket created', data: created } };
const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(config.data as string);

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Create Ticket' });
  await user.type(within(dialog).getByLabelText(/^Full Name/), 'Vikram Guest');
  await user.type(within(dialog).getByLabelText(/^Email/), 'vip@example.org');
  await user.type(within(dialog).getByLabelText(/^LPU ID/), '12345678');
  await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
}

it('asks to confirm a ticket over capacity on a full event, keeps the form on Back, and sends the confirmation', async () => {
  const requests = installFakeServer((config) => (bodyOf(config).overCapacity ? createdReply : refusedFull));
  const user = userEvent.setup();
  renderAtRoute(<CreateTicketDialog events={[event]} eventsError={null} eventId={EVENT_ID} onClose={jest.fn()} />);
  await fillAndSubmit(user);

  const confirm = await screen.findByRole('dialog', { name: 'Issue a ticket over capacity?' });
  expect(confirm).toHaveAccessibleDescription(FULL);
  expect(within(confirm).getByText(/Only for a guest the venue can still admit/)).toBeInTheDocument();
  expect(bodyOf(requests[0]!)).not.toHaveProperty('overCapacity');
  // Back: nothing issued, the form as it was, no error banner (the server only asked).
  await user.click(within(confirm).getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /over capacity/ })).not.toBeInTheDocument());
  const form = screen.getByRole('dialog', { name: 'Create Ticket' });
  expect(within(form).getByLabelText(/^Full Name/)).toHaveValue('Vikram Guest');
  expect(within(form).queryByText(FULL)).not.toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Create Ticket' }));
  const again = await screen.findByRole('dialog', { name: 'Issue a ticket over capacity?' });
  await user.click(within(again).getByRole('button', { name: 'Issue over capacity' }));
  const done = await screen.findByRole('dialog', { name: 'Ticket Created' });
  expect(within(done).getByRole('img', { name: 'QR code of ticket TKT-NEW00001' })).toBeInTheDocument();
  expect(requests).toHaveLength(3);
  expect(bodyOf(requests[2]!)).toMatchObject({ fullName: 'Vikram Guest', eventId: EVENT_ID, overCapacity: true });
});

it('shows a failed confirmed call in the confirmation, and issues nothing', async () => {
  const taken = 'A ticket for this LPU ID has already been issued for this event.';
  installFakeServer((config) =>
    bodyOf(config).overCapacity
      ? { status: 409, data: { success: false, message: taken, errors: [{ path: 'lpuId', msg: taken }] } }
      : refusedFull,
  );
  const user = userEvent.setup();
  renderAtRoute(<CreateTicketDialog events={[event]} eventsError={null} eventId={EVENT_ID} onClose={jest.fn()} />);
  await fillAndSubmit(user);
  const confirm = await screen.findByRole('dialog', { name: 'Issue a ticket over capacity?' });
  await user.click(within(confirm).getByRole('button', { name: 'Issue over capacity' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent(taken);
  expect(screen.queryByRole('dialog', { name: 'Ticket Created' })).not.toBeInTheDocument();
});
