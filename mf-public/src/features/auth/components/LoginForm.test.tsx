import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_AFTER_LOGIN_MS } from '@guildhall/contracts';
import { signOutNotice, useSession } from '@guildhall/shared-session';
import {
  fakeAccessToken,
  installFakeServer,
  memberClaims,
  resetSession,
  type FakeReply,
} from '@guildhall/shared-session/test-support';
import { renderAtRoute, settle } from '@guildhall/ui/test-support';
import {
  answerServerErrorWithoutMessage,
  failEveryCallOnTheNetwork,
  NETWORK_ERROR_TEXT,
} from '../../../test-support/failures';
import { LoginForm } from './LoginForm';

const tokens = { accessToken: fakeAccessToken(memberClaims), refreshToken: 'refresh-1' };
const signedIn: FakeReply = { status: 200, data: { success: true, message: 'ok', data: tokens } };

function renderLogin() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAtRoute(<LoginForm />, '/auth');
  return user;
}

async function logIn(user: ReturnType<typeof userEvent.setup>, identifier: string, password = 'secret1') {
  await user.type(screen.getByLabelText('LPU ID or Email'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await settle();
}

const sentBody = (requests: { data?: unknown }[]) => JSON.parse(String(requests[0]?.data));

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
});
afterEach(() => jest.useRealTimers());

it('shows the spec messages for an empty form and clears each one when its field is edited', async () => {
  const user = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(screen.getByText('LPU ID or email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('LPU ID or Email')).toHaveFocus();

  await user.type(screen.getByLabelText('LPU ID or Email'), '1');
  expect(screen.queryByText('LPU ID or email is required')).not.toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
});

it('refuses a password shorter than six characters without calling the API', async () => {
  const requests = installFakeServer(() => signedIn);
  const user = renderLogin();
  await logIn(user, '12345678', '12345');

  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(requests).toHaveLength(0);
});

it('sends an identifier without @ as LpuId and one with @ as email', async () => {
  const requests = installFakeServer(() => signedIn);
  const user = renderLogin();
  await logIn(user, ' 12345678 ');
  expect(requests[0]?.url).toBe('/api/members/login');
  expect(sentBody(requests)).toEqual({ LpuId: '12345678', password: 'secret1' });

  requests.length = 0;
  await user.clear(screen.getByLabelText('LPU ID or Email'));
  await user.type(screen.getByLabelText('LPU ID or Email'), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await settle();
  expect(sentBody(requests)).toEqual({ email: 'asha@example.org', password: 'secret1' });
});

it('reads Authenticating... while the request is in flight', async () => {
  let answer: (reply: FakeReply) => void = () => {};
  installFakeServer(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
  const user = renderLogin();
  await logIn(user, '12345678');

  expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
  answer(signedIn);
  await settle();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

it('signs the member in, confirms, and goes to the dashboard after the redirect delay', async () => {
  installFakeServer(() => signedIn);
  const user = renderLogin();
  await logIn(user, '12345678');

  expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
  expect(useSession.getState().user?.fullname).toBe(memberClaims.fullname);

  act(() => jest.advanceTimersByTime(REDIRECT_AFTER_LOGIN_MS - 1));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('location')).toHaveTextContent('/member/dashboard');
});

it("shows the server's reason when the login is refused", async () => {
  installFakeServer(() => ({ status: 401, data: { success: false, message: 'Invalid LPU ID or password' } }));
  const user = renderLogin();
  await logIn(user, '12345678');

  expect(await screen.findByText('Invalid LPU ID or password')).toBeInTheDocument();
  expect(useSession.getState().isAuthenticated).toBe(false);
});

it('falls back to the spec text when the failure carries no text', async () => {
  installFakeServer(() => Promise.reject({}));
  const user = renderLogin();
  await logIn(user, '12345678');

  expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
});

it.each([
  ['a 500 without a message', answerServerErrorWithoutMessage, 'Invalid credentials. Please try again.'],
  ['no answer at all', failEveryCallOnTheNetwork, NETWORK_ERROR_TEXT],
])('reads the spec text, never the library text, on %s', async (_, fail, text) => {
  fail();
  const user = renderLogin();
  await logIn(user, '12345678');

  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/status code|Network Error/)).not.toBeInTheDocument();
});

it("lets its answer replace the shell's sign-out notice, so a ban's reason is said once", async () => {
  const BAN = 'Your account has been banned. Reason: Spam.';
  signOutNotice.remember(BAN);
  const dismissed = jest.fn();
  const stop = signOutNotice.onDismiss(dismissed);
  installFakeServer(() => ({ status: 403, data: { success: false, message: BAN } }));
  const user = renderLogin();
  await logIn(user, '12345678');

  expect(await screen.findByText(BAN)).toBeInTheDocument();
  expect(dismissed).toHaveBeenCalled();
  expect(signOutNotice.peek()).toBeNull();
  stop();
});
