import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { failure, memberProfile, success } from '../../../test-support/member-profile';
import { SecurityPanel } from './SecurityPanel';

beforeEach(() => resetSession());

const openReset = async (user: ReturnType<typeof userEvent.setup>) => {
  renderAtRoute(<SecurityPanel profile={memberProfile()} />);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
};

it('goes from Password Settings to the reset form, to "Forgot your LPU ID?", back, and Cancel returns', async () => {
  const user = userEvent.setup();
  await openReset(user);

  expect(screen.getByRole('textbox', { name: 'LPU ID' })).toBeInTheDocument();
  // The spec's two fields, and the current password between them (docs/choices.md, "Sign-in and sessions").
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show new password' }));
  expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');

  await user.click(screen.getByRole('button', { name: 'Forgot your LPU ID?' }));
  expect(screen.getByRole('textbox', { name: 'Registered Email' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to password reset' }));
  expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await user.click(screen.getByRole('button', { name: 'Forgot your LPU ID?' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
});

it('updates the password ("Updating password..." meanwhile) and clears the form', async () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const requests = installFakeServer(async () => {
    await answered;
    return success(null, 'Password updated successfully!');
  });
  const user = userEvent.setup();
  await openReset(user);

  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), '12345678');
  await user.type(screen.getByLabelText('Current Password'), 'the-old-password');
  await user.type(screen.getByLabelText('New Password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));

  expect(await screen.findByRole('button', { name: 'Updating password...' })).toBeDisabled();
  answer();
  expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
  expect(JSON.parse(requests[0]!.data as string)).toEqual({
    LpuId: '12345678',
    currentPassword: 'the-old-password',
    newPassword: 'a-new-password',
  });
  expect(requests[0]?.url).toBe('/api/members/me/password');
  expect(screen.getByRole('textbox', { name: 'LPU ID' })).toHaveValue('');
  expect(screen.getByLabelText('Current Password')).toHaveValue('');
});

it('checks the fields, shows a refused LPU ID on its field and other failures in the banner', async () => {
  const notYours = 'This is not your LPU ID: you can only reset the password of your own account.';
  const requests = installFakeServer(() => failure(403, notYours, [{ path: 'LpuId', msg: notYours }]));
  const user = userEvent.setup();
  await openReset(user);

  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), '123');
  await user.type(screen.getByLabelText('New Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText('LPU ID must be exactly 8 digits')).toBeInTheDocument();
  expect(screen.getByText('Current password is required')).toBeInTheDocument();
  expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
  expect(requests).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), '45678');
  await user.type(screen.getByLabelText('Current Password'), 'the-old-password');
  await user.type(screen.getByLabelText('New Password'), '-but-longer');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText(notYours)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'LPU ID' })).toHaveFocus();

  // A borrowed sign-in without the password: refused on the Current Password field.
  const wrong = 'The current password is incorrect.';
  installFakeServer(() => failure(403, wrong, [{ path: 'currentPassword', msg: wrong }]));
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText(wrong)).toBeInTheDocument();
  expect(screen.getByLabelText('Current Password')).toHaveFocus();
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');

  installFakeServer(() => failure(500));
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password. Please try again.');
});

it('sends the LPU ID to the registered e-mail ("Sending..." meanwhile), or says it failed', async () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const requests = installFakeServer(async () => {
    await answered;
    return success();
  });
  const user = userEvent.setup();
  await openReset(user);
  await user.click(screen.getByRole('button', { name: 'Forgot your LPU ID?' }));

  await user.click(screen.getByRole('button', { name: 'Send My LPU ID' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Registered Email' }), 'Asha@Example.org');
  await user.click(screen.getByRole('button', { name: 'Send My LPU ID' }));
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer();
  expect(
    await screen.findByText('If this e-mail address is registered, its LPU ID is on the way. Please check your inbox.'),
  ).toBeInTheDocument();
  expect(requests[0]?.url).toBe('/api/members/forgot-lpu-id');
  expect(JSON.parse(requests[0]!.data as string)).toEqual({ email: 'asha@example.org' });

  installFakeServer(() => failure(429, 'Too many attempts. Please try again in 1 minute.'));
  await user.type(screen.getByRole('textbox', { name: 'Registered Email' }), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send My LPU ID' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 minute.');
  // Nothing in it speaks of a reset link: it sends the LPU ID.
  expect(screen.queryByRole('button', { name: /reset link/i })).not.toBeInTheDocument();

  installFakeServer(() => failure(500));
  await user.click(screen.getByRole('button', { name: 'Send My LPU ID' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your LPU ID. Please try again.');
});
