import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicEvent } from '@guildhall/contracts';
import { installFakeServer, resetSession, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { WaitlistJoinForm } from './WaitlistJoinForm';

// Types into four fields: seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const event = { id: EVENT_ID, title: 'Night of the Lost Souls' } as PublicEvent;
const JOINED = 'Check your e-mail to confirm your place.';

const reply = (status: number, message: string, extra: object = {}): FakeReply => ({
  status,
  data: { success: status < 400, message, data: null, ...extra },
});

beforeEach(resetSession);

function renderForm(answer: FakeReply) {
  const requests = installFakeServer(() => answer);
  renderAtRoute(<WaitlistJoinForm event={event} />);
  return { requests, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, lpuId = '12345678') {
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha Verma');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Asha@Example.org');
  await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), lpuId);
  await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
}

it('says why the list is there, and checks each field with the purchase form’s words before sending anything', async () => {
  const { requests, user } = renderForm(reply(200, JOINED));
  expect(screen.getByText(/^Sold out\. Join the waiting list: when a seat frees/)).toBeInTheDocument();
  for (const name of ['Full Name', 'Email', 'Phone Number', 'LPU ID'])
    expect(screen.getByRole('textbox', { name })).toBeRequired();

  await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
  for (const message of ['Full name is required', 'Email is required', 'Phone number is required'])
    expect(await screen.findByText(message)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), '1234');
  await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
  expect(await screen.findByText('LPU ID must be exactly 8 digits.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('joins with the four fields and the event, then says to look for the e-mail instead of the form', async () => {
  const { requests, user } = renderForm(reply(200, JOINED));
  await fillIn(user);

  expect(await screen.findByRole('status')).toHaveTextContent(`${JOINED} The e-mail has a link to confirm your place`);
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/waitlist/join' });
  expect(JSON.parse(String(requests[0]!.data))).toEqual({
    fullName: 'Asha Verma',
    email: 'asha@example.org',
    phone: '9876543210',
    lpuId: '12345678',
    eventId: EVENT_ID,
  });
  expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
});

it('shows the server’s refusal (a seat freed meanwhile) and keeps the form', async () => {
  const seatsLeft = 'This event still has seats: buy a ticket instead.';
  const { user } = renderForm(reply(409, seatsLeft));
  await fillIn(user);
  expect(await screen.findByText(seatsLeft)).toBeInTheDocument();
  expect(screen.queryByText(JOINED, { exact: false })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
});

it('puts the server’s field errors under their fields, and says too many from one network', async () => {
  const field = 'LPU ID must be exactly 8 digits.';
  const { user } = renderForm(reply(400, field, { errors: [{ path: 'lpuId', msg: field }] }));
  await fillIn(user);
  expect(await screen.findByRole('textbox', { name: 'LPU ID' })).toHaveAccessibleDescription(field);

  const tooMany = 'Too many requests from your network. Please try again in a minute.';
  installFakeServer(() => reply(429, tooMany));
  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), '{Backspace}9');
  await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
  expect(await screen.findByText(tooMany)).toBeInTheDocument();
});
