import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_REGISTER_DEPARTMENTS } from '@guildhall/contracts/enums';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { MemberRegisterForm } from './MemberRegisterForm';

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('LPU ID'), '12345678');
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(screen.getByRole('option', { name: 'Design' }));
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.type(screen.getByLabelText('Admin Secret Key'), 'club-secret');
}

beforeEach(resetSession);

it('requires every field, the admin secret included', async () => {
  const user = userEvent.setup();
  renderAtRoute(<MemberRegisterForm />, '/admin/auth');
  await user.click(screen.getByRole('button', { name: 'Register as Member' }));

  for (const message of [
    'Full name is required',
    'LPU ID is required',
    'Email is required',
    'Please select a valid department.',
    'Password must be at least 8 characters.',
    'Secret key is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Full Name')).toHaveFocus();
});

it("offers the sign-in screen's nine departments, in the spec's order, and no designation", async () => {
  const user = userEvent.setup();
  renderAtRoute(<MemberRegisterForm />, '/admin/auth');
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(SIGN_IN_REGISTER_DEPARTMENTS);
  expect(screen.queryByRole('combobox', { name: 'Designation' })).not.toBeInTheDocument();
});

it('registers the member with the admin secret, confirms and clears the form', async () => {
  const requests = installFakeServer(() => ({
    status: 201,
    data: { success: true, message: 'ok', data: { member: {} } },
  }));
  const user = userEvent.setup();
  renderAtRoute(<MemberRegisterForm />, '/admin/auth');
  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Register as Member' }));

  expect(await screen.findByText('Registration successful! You can now login.')).toBeInTheDocument();
  expect(requests[0]?.url).toBe('/api/admin/register');
  expect(JSON.parse(String(requests[0]?.data))).toEqual({
    fullname: 'Asha Verma',
    LpuId: '12345678',
    email: 'asha@example.org',
    department: 'Design',
    designation: 'member',
    password: 'long-enough',
    secret: 'club-secret',
  });
  expect(screen.getByLabelText('Full Name')).toHaveValue('');
});

it("shows the server's reason when the registration is refused", async () => {
  installFakeServer(() => ({ status: 403, data: { success: false, message: 'Invalid admin secret' } }));
  const user = userEvent.setup();
  renderAtRoute(<MemberRegisterForm />, '/admin/auth');
  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Register as Member' }));

  expect(await screen.findByText('Invalid admin secret')).toBeInTheDocument();
});

it('shows a 409 on the field it names (the LPU ID already registered) and focuses it', async () => {
  const message = 'A member with this LPU ID is already registered.';
  installFakeServer(() => ({
    status: 409,
    data: { success: false, message, errors: [{ path: 'LpuId', msg: message }] },
  }));
  const user = userEvent.setup();
  renderAtRoute(<MemberRegisterForm />, '/admin/auth');
  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Register as Member' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('LPU ID')).toHaveFocus();
  expect(screen.getByLabelText('LPU ID')).toHaveValue('12345678');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
