import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { failure, success } from '../test-support/member-profile';
import ConfirmEmailPage from './ConfirmEmailPage';

beforeEach(resetSession);

it('explains a link without its token', () => {
  renderAtRoute(<ConfirmEmailPage />, '/member/confirm-email');
  expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm E-mail Address' })).not.toBeInTheDocument();
});

it('confirms only on a click (a mail scanner opening the link changes nothing), signed in or not', async () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const requests = installFakeServer(async () => {
    await answered;
    return success({ email: 'asha.new@example.org' }, 'Your e-mail address is now asha.new@example.org.');
  });
  const user = userEvent.setup();
  renderAtRoute(<ConfirmEmailPage />, '/member/confirm-email?token=abc123');

  expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your New E-mail Address' })).toBeInTheDocument();
  expect(requests).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Confirm E-mail Address' }));
  expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
  answer();

  expect(await screen.findByText('Your e-mail address is now asha.new@example.org.')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/members/confirm-email' });
  expect(JSON.parse(String(requests[0]!.data))).toEqual({ token: 'abc123' });
  expect(requests[0]!.headers?.Authorization).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/member/dashboard');
  expect(screen.queryByRole('button', { name: 'Confirm E-mail Address' })).not.toBeInTheDocument();
});

it("shows the server's refusal of a used, expired or contested link", async () => {
  const invalid =
    'This confirmation link is invalid, used or older than 24 hours. Change your e-mail address on your profile again.';
  installFakeServer(() => failure(400, invalid, [{ path: 'token', msg: invalid }]));
  const user = userEvent.setup();
  renderAtRoute(<ConfirmEmailPage />, '/member/confirm-email?token=old');

  await user.click(screen.getByRole('button', { name: 'Confirm E-mail Address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(invalid);

  installFakeServer(() => failure(500));
  await user.click(screen.getByRole('button', { name: 'Confirm E-mail Address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to confirm your e-mail address. Please try again.',
  );
});
