import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADD_MEMBER_CLOSE_MS, ADMIN_DEPARTMENTS, designationLabel, DESIGNATIONS } from '@guildhall/contracts';
import { installFakeServer } from '@guildhall/shared-session/test-support';
import { renderAtRoute, settle } from '@guildhall/ui/test-support';
import { AddMemberDialog } from './AddMemberDialog';

// The grid, the charts and the forms render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderDialog() {
  const onClose = jest.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAtRoute(<AddMemberDialog onClose={onClose} />, '/admin/dashboard');
  return { onClose, user };
}

it("checks the fields with the spec's messages before calling the API", async () => {
  const requests = installFakeServer(() => ({ status: 500 }));
  const { user } = renderDialog();
  expect(screen.getByRole('dialog', { name: 'Register New Member' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Register Member' }));

  for (const message of [
    'Full name is required',
    'LPU ID is required',
    'Password must be at least 8 characters.',
    'Please select a valid department.',
    'Please select a valid designation.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(requests).toHaveLength(0);
});

it('registers the member (no e-mail), confirms, and closes 1.5 s later', async () => {
  const requests = installFakeServer(() => ({
    status: 201,
    data: { success: true, message: 'ok', data: { member: {} } },
  }));
  const { user, onClose } = renderDialog();
  await user.type(screen.getByLabelText('Full Name'), 'Kiran Rao');
  await user.type(screen.getByLabelText('LPU ID'), '12121212');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(screen.getByRole('option', { name: 'PR' }));
  await user.click(screen.getByRole('combobox', { name: 'Designation' }));
  await user.click(screen.getByRole('option', { name: 'Member' }));
  await user.click(screen.getByRole('button', { name: 'Register Member' }));
  await settle();

  expect(await screen.findByText('Member registered successfully!')).toBeInTheDocument();
  expect(requests[0]?.url).toBe('/api/admin/register');
  expect(JSON.parse(String(requests[0]?.data))).toEqual({
    fullname: 'Kiran Rao',
    LpuId: '12121212',
    password: 'long-enough',
    department: 'PR',
    designation: 'member',
  });
  act(() => jest.advanceTimersByTime(ADD_MEMBER_CLOSE_MS - 100));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(100));
  expect(onClose).toHaveBeenCalled();
});

it("shows 'Registration failed' when the failure has no text", async () => {
  installFakeServer(() => Promise.reject({}));
  const { user, onClose } = renderDialog();
  await user.type(screen.getByLabelText('Full Name'), 'Kiran Rao');
  await user.type(screen.getByLabelText('LPU ID'), '12121212');
  await user.type(screen.getByLabelText('Email (optional)'), 'kiran@example.org');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(screen.getByRole('option', { name: 'PR' }));
  await user.click(screen.getByRole('combobox', { name: 'Designation' }));
  await user.click(screen.getByRole('option', { name: 'Head' }));
  await user.click(screen.getByRole('button', { name: 'Register Member' }));
  await settle();

  expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(ADD_MEMBER_CLOSE_MS * 2));
  expect(onClose).not.toHaveBeenCalled();
});

it("offers the admin lists: the spec's ten departments and seven designations, in its order", async () => {
  const { user } = renderDialog();
  const optionsOf = async (name: string) => {
    await user.click(screen.getByRole('combobox', { name }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    await user.keyboard('{Escape}');
    await settle();
    return options;
  };
  expect(await optionsOf('Department')).toEqual(ADMIN_DEPARTMENTS);
  expect(await optionsOf('Designation')).toEqual(DESIGNATIONS.map(designationLabel));
});
