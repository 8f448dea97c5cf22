import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import {
  answerServerErrorWithoutMessage,
  failEveryCallOnTheNetwork,
  NETWORK_ERROR_TEXT,
} from '../../../test-support/failures';
import { LoginForm } from './LoginForm';

beforeEach(resetSession);

async function openDialog() {
  const user = userEvent.setup();
  renderAtRoute(<LoginForm />, '/auth');
  await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  expect(await screen.findByRole('dialog', { name: 'Forgot Password?' })).toBeInTheDocument();
  return user;
}

it('opens from the login form and asks for a valid e-mail', async () => {
  const user = await openDialog();
  await user.type(screen.getByLabelText('Email'), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
});

it('sends the reset e-mail, confirms, and then offers only the way back to the login form', async () => {
  const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: null } }));
  const user = await openDialog();
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.org');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Password reset email sent! Please check your inbox.')).toBeInTheDocument();
  expect(requests[0]?.url).toBe('/api/members/send-reset-email');
  expect(JSON.parse(String(requests[0]?.data))).toEqual({ email: 'asha@example.org' });

  const dialog = screen.getByRole('dialog', { name: 'Forgot Password?' });
  expect(within(dialog).getByText(/works once, for 30 minutes/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
  const back = within(dialog).getByRole('button', { name: 'Back to Login' });
  expect(back).toHaveFocus();
  await user.click(back);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
});

it.each([
  ['a 500 without a message', answerServerErrorWithoutMessage, 'Failed to send reset email. Please try again.'],
  ['no answer at all', failEveryCallOnTheNetwork, NETWORK_ERROR_TEXT],
])('reads the spec text, never the library text, on %s, and lets the visitor try again', async (_, fail, text) => {
  fail();
  const user = await openDialog();
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/status code|Network Error/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
});

it("shows the server's message when it refuses", async () => {
  installFakeServer(() => ({ status: 429, data: { success: false, message: 'Too many attempts.' } }));
  const user = await openDialog();
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
});
