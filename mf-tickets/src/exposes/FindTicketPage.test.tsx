import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import FindTicketPage from './FindTicketPage';

const SENT = 'If tickets were bought with these details, we have e-mailed them to asha@example.org.';
const answer = (status: number, message: string) => ({ status, data: { success: status < 400, message, data: null } });

beforeEach(resetSession);

async function fillIn(email: string, lpuId: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), lpuId);
  await user.click(screen.getByRole('button', { name: 'Send My Tickets' }));
}

it('sends the e-mail address and LPU ID, and shows the same neutral confirmation whatever they are', async () => {
  const requests = installFakeServer(() => answer(200, SENT));
  renderAtRoute(<FindTicketPage />, '/tickets/find');
  expect(screen.getByRole('heading', { level: 1, name: 'Find my ticket' })).toBeInTheDocument();

  await fillIn(' Asha@Example.org ', '12345678');
  expect(await screen.findByRole('status')).toHaveTextContent(
    `${SENT} It can take a few minutes to arrive: please look in your spam folder too.`,
  );
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/tickets/find' });
  expect(JSON.parse(requests[0]!.data as string)).toEqual({ email: 'asha@example.org', lpuId: '12345678' });
  // The details stay, to correct a typo and ask again.
  expect(screen.getByRole('textbox', { name: 'LPU ID' })).toHaveValue('12345678');
});

it('checks both fields before sending anything', async () => {
  const requests = installFakeServer(() => answer(200, SENT));
  renderAtRoute(<FindTicketPage />, '/tickets/find');
  await fillIn('asha@', '1234');
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('LPU ID must be exactly 8 digits.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it.each([
  [429, 'Too many attempts. Please try again in 10 minutes.'],
  [503, 'The service is busy. Please try again in a moment.'],
])('shows the server’s words for a %i, and no confirmation', async (status, message) => {
  installFakeServer(() => answer(status, message));
  renderAtRoute(<FindTicketPage />, '/tickets/find');
  await fillIn('asha@example.org', '12345678');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByText(SENT, { exact: false })).not.toBeInTheDocument();
});

it('starts with the details a link brought (the purchase form’s), and links members to their profile', () => {
  installFakeServer(() => answer(200, SENT));
  renderAtRoute(<FindTicketPage />, '/tickets/find', { email: 'asha@example.org', lpuId: '12345678' });
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.org');
  expect(screen.getByRole('textbox', { name: 'LPU ID' })).toHaveValue('12345678');
  expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/member/dashboard');
  expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
});
