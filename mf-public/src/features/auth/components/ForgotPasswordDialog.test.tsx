import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
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

it('sends the reset e-mail and confirms', async () => {
  const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: null } }));
  const user = await openDialog();
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.org');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Password reset email sent! Please check your inbox.')).toBeInTheDocument();
  expect(requests[0]?.url).toBe('/api/members/send-reset-email');
  expect(JSON.parse(String(requests[0]?.data))).toEqual({ email: 'asha@example.org' });
});

it("shows the server's message when it refuses", async () => {
  installFakeServer(() => ({ status: 429, data: { success: false, message: 'Too many attempts.' } }));
  const user = await openDialog();
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
});
