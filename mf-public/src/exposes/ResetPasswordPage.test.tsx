import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { MemoryRouter, Route, Routes } from '@guildhall/ui/router';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ResetPasswordPage from './ResetPasswordPage';
import { PASSWORD_LINK_REFUSALS } from '@guildhall/contracts';
import {
  answerServerErrorWithoutMessage,
  failEveryCallOnTheNetwork,
  NETWORK_ERROR_TEXT,
} from '../test-support/failures';

beforeEach(resetSession);

function renderWithToken(search: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/auth/reset-password${search}`]}>
        <Routes>
          <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('explains a link without its token', () => {
  renderAtRoute(<ResetPasswordPage />, '/auth/reset-password');
  expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
});

it('checks that both passwords match, then sets the new password with the token', async () => {
  const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: null } }));
  const user = userEvent.setup();
  renderWithToken('?token=abc123');
  await user.type(screen.getByLabelText('New Password'), 'a-new-password');
  await user.type(screen.getByLabelText('Confirm New Password'), 'a-different-one');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Confirm New Password'));
  await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText('Password updated successfully! You can now log in.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  expect(JSON.parse(String(requests[0]?.data))).toEqual({ token: 'abc123', newPassword: 'a-new-password' });
});

it.each([
  ['an expired reset link', PASSWORD_LINK_REFUSALS.expiredReset, /30 minutes/],
  ['an expired welcome link', PASSWORD_LINK_REFUSALS.expiredWelcome, /7 days/],
  ['a used link', PASSWORD_LINK_REFUSALS.used, /already been used/],
])("shows the server's own refusal of %s, which words that link's lifetime", async (_, message, truth) => {
  installFakeServer(() => ({
    status: 400,
    data: { success: false, message, errors: [{ path: 'token', msg: message }] },
  }));
  const user = userEvent.setup();
  renderWithToken('?token=old');
  await user.type(screen.getByLabelText('New Password'), 'a-new-password');
  await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText(message)).toHaveTextContent(truth);
});

it.each([
  ['a 500 without a message', answerServerErrorWithoutMessage, 'Failed to update password. Please try again.'],
  ['no answer at all', failEveryCallOnTheNetwork, NETWORK_ERROR_TEXT],
])('reads the form default, never the library text, on %s', async (_, fail, text) => {
  fail();
  const user = userEvent.setup();
  renderWithToken('?token=abc');
  await user.type(screen.getByLabelText('New Password'), 'a-new-password');
  await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});
