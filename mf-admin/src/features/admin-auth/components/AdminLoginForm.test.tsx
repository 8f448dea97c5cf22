import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_AFTER_LOGIN_MS } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import { adminClaims, fakeAccessToken, installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute, settle } from '@guildhall/ui/test-support';
import { AdminLoginForm } from './AdminLoginForm';

async function logIn() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAtRoute(<AdminLoginForm />, '/admin/auth');
  await user.type(screen.getByLabelText('Full Name'), 'Ravi Admin');
  await user.type(screen.getByLabelText('Password'), 'admin-password');
  await user.type(screen.getByLabelText('Secret Key'), 'club-secret');
  await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
});
afterEach(() => jest.useRealTimers());

it('asks for every field before calling the API', async () => {
  const requests = installFakeServer(() => ({ status: 500 }));
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAtRoute(<AdminLoginForm />, '/admin/auth');
  await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));

  expect(screen.getByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Secret key is required')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('gives each of the three fields a show/hide toggle', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAtRoute(<AdminLoginForm />, '/admin/auth');
  for (const [label, toggle] of [
    ['Full Name', 'full name'],
    ['Password', 'password'],
    ['Secret Key', 'secret key'],
  ] as const) {
    expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: `Show ${toggle}` }));
    expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: `Hide ${toggle}` }));
    expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
  }
});

it('signs the admin in with the secret and opens the dashboard after the redirect delay', async () => {
  const tokens = { accessToken: fakeAccessToken(adminClaims), refreshToken: 'refresh-1' };
  const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: tokens } }));
  await logIn();

  expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
  expect(requests[0]?.url).toBe('/api/admin/login');
  expect(JSON.parse(String(requests[0]?.data))).toEqual({
    fullname: 'Ravi Admin',
    password: 'admin-password',
    secret: 'club-secret',
  });
  expect(useSession.getState().user?.adminID).toBe(adminClaims.adminID);

  act(() => jest.advanceTimersByTime(REDIRECT_AFTER_LOGIN_MS));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
});

it("shows the server's reason when the login is refused", async () => {
  installFakeServer(() => ({ status: 401, data: { success: false, message: 'Wrong secret key' } }));
  await logIn();
  expect(await screen.findByText('Wrong secret key')).toBeInTheDocument();
});

it('falls back to the spec text when the failure carries no text', async () => {
  installFakeServer(() => Promise.reject({}));
  await logIn();
  expect(await screen.findByText('Invalid admin credentials')).toBeInTheDocument();
  expect(useSession.getState().isAuthenticated).toBe(false);
});
