import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { failure, memberProfile, renewedSession, success } from '../../../test-support/member-profile';
import { EditProfileForm } from './EditProfileForm';

beforeEach(() => {
  resetSession();
  signInAs(memberClaims);
});

const profile = memberProfile({ program: 'B.Tech CSE', year: 3, github: 'https://github.com/asha' });

it('starts from the profile and sends every field, blank ones as null and the year as a number', async () => {
  const requests = installFakeServer((config) =>
    config.url === '/api/auth/refresh' ? renewedSession() : success(memberProfile()),
  );
  const user = userEvent.setup();
  renderAtRoute(<EditProfileForm profile={profile} />);

  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Verma');
  expect(screen.getByRole('textbox', { name: 'Program' })).toHaveValue('B.Tech CSE');
  expect(await screen.findByRole('combobox', { name: 'Year' })).toHaveTextContent('3rd Year');
  await user.clear(screen.getByRole('textbox', { name: 'GitHub' }));
  // Without https://: added for the member.
  await user.type(screen.getByRole('textbox', { name: 'LinkedIn' }), 'linkedin.com/in/asha');
  await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Hi');
  expect(screen.getByText('2/500')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Year' }));
  await user.click(screen.getByRole('option', { name: '1st Year' }));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: 'put', url: '/api/members/me' });
  expect(JSON.parse(requests[0]!.data as string)).toEqual({
    fullname: 'Asha Verma',
    email: 'asha@example.org',
    program: 'B.Tech CSE',
    year: 1,
    linkedIn: 'https://linkedin.com/in/asha',
    github: null,
    bio: 'Hi',
  });
  expect(requests[1]?.url).toBe('/api/auth/refresh');
});

it('checks the fields before sending anything', async () => {
  const requests = installFakeServer(() => success());
  const user = userEvent.setup();
  renderAtRoute(<EditProfileForm profile={profile} />);

  await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
  await user.type(screen.getByRole('textbox', { name: 'LinkedIn' }), 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Invalid email format')).toBeInTheDocument();
  expect(screen.getByText('LinkedIn must be a web address, like linkedin.com/in/your-name')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('stops the bio at 500 characters as they are typed or pasted, so it never refuses on submit', async () => {
  const requests = installFakeServer((config) =>
    config.url === '/api/auth/refresh' ? renewedSession() : success(memberProfile()),
  );
  const user = userEvent.setup();
  renderAtRoute(<EditProfileForm profile={profile} />);
  const bio = screen.getByRole('textbox', { name: 'Bio' });

  await user.click(bio);
  await user.paste('x'.repeat(495));
  await user.type(bio, 'abcdefghij');
  expect(bio).toHaveValue(`${'x'.repeat(495)}abcde`);
  expect(screen.getByText('500/500')).toBeInTheDocument();
  await user.paste('more');
  expect(bio).toHaveValue(`${'x'.repeat(495)}abcde`);
  expect(bio).not.toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(screen.queryByText('Bio cannot exceed 500 characters')).not.toBeInTheDocument();
  expect(JSON.parse(requests[0]!.data as string).bio).toHaveLength(500);
});

it("puts the server's 409 on the e-mail field, and other failures in the banner", async () => {
  const taken = 'Another member already uses this e-mail address.';
  installFakeServer(() => failure(409, taken, [{ path: 'email', msg: taken }]));
  const user = userEvent.setup();
  renderAtRoute(<EditProfileForm profile={profile} />);

  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText(taken)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

  installFakeServer(() => failure(500));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
});

it('reads "Updating profile..." while the call runs', async () => {
  installFakeServer(() => new Promise(() => {}));
  const user = userEvent.setup();
  renderAtRoute(<EditProfileForm profile={profile} />);

  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByRole('button', { name: 'Updating profile...' })).toBeDisabled();
});

it('asks for the current password only when the e-mail changes, and shows the new address waiting for its link', async () => {
  const needed = 'Enter your current password to change your e-mail address.';
  const requests = installFakeServer((config) => {
    if (config.url === '/api/auth/refresh') return renewedSession();
    const body = JSON.parse(config.data as string);
    const changesAddress = requests.filter((request) => request.method === 'put').length === 1;
    if (changesAddress && !body.currentPassword)
      return failure(400, needed, [{ path: 'currentPassword', msg: needed }]);
    return success(
      memberProfile({ ...profile, pendingEmail: 'asha.new@example.org' }),
      'Profile updated. Open the link we sent to asha.new@example.org to confirm your new e-mail address.',
    );
  });
  const user = userEvent.setup();
  renderAtRoute(<EditProfileForm profile={profile} />);
  const email = screen.getByRole('textbox', { name: 'Email' });

  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  await user.clear(email);
  await user.click(email);
  await user.paste('Asha.New@example.org');
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
  expect(screen.getByText(/the new address changes once you open the link we e-mail to it/)).toBeInTheDocument();
  // Back to the current address (in any case): no password needed.
  await user.clear(email);
  await user.click(email);
  await user.paste('ASHA@example.org');
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  await user.clear(email);
  await user.click(email);
  await user.paste('Asha.New@example.org');

  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText(needed)).toBeInTheDocument();
  expect(screen.getByLabelText('Current Password')).toHaveFocus();

  await user.click(screen.getByLabelText('Current Password'));
  await user.paste('my-password');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(JSON.parse(requests.at(-2)!.data as string)).toMatchObject({
    email: 'asha.new@example.org',
    currentPassword: 'my-password',
  });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Waiting for confirmation: asha.new@example.org. Open the link we sent to it to make it your e-mail address.',
  );
  // The address waits; the next edit sends it again without a password.
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Bio' }), '!');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  await screen.findByText('Profile updated successfully!');
  expect(JSON.parse(requests.at(-2)!.data as string)).not.toHaveProperty('currentPassword');
});

it('shows the address that waits for its confirmation link, and cancels it: the next edit needs no password', async () => {
  const requests = installFakeServer((config) =>
    config.url === '/api/auth/refresh' ? renewedSession() : success(memberProfile(profile)),
  );
  const user = userEvent.setup();
  renderAtRoute(
    <EditProfileForm
      profile={{ ...profile, pendingEmail: 'asha.new@example.org', pendingEmailExpiresAt: '2025-07-01T12:00:00.000Z' }}
    />,
  );
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Waiting for confirmation: asha.new@example.org. Open the link we sent to it by 1 Jul 2025, 5:30 pm',
  );
  // The waiting address typed again is no change (no password) until the change is cancelled.
  await user.clear(email);
  await user.click(email);
  await user.paste('asha.new@example.org');
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel change' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Change of e-mail address cancelled: the link we sent no longer works, and your address stays as it was.',
  );
  expect(requests[0]).toMatchObject({ method: 'delete', url: '/api/members/me/pending-email' });
  expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  // The field is back to the account's address: saving sends it, without a password.
  expect(email).toHaveValue('asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  await screen.findByText('Profile updated successfully!');
  expect(JSON.parse(requests[1]!.data as string)).toMatchObject({ email: 'asha@example.org' });
  expect(JSON.parse(requests[1]!.data as string)).not.toHaveProperty('currentPassword');
});
