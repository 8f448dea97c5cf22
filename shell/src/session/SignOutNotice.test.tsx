import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOutNotice } from '@guildhall/shared-session';
import { memberClaims } from '@guildhall/shared-session/test-support';
import { setSession } from '../test-support';
import { SignOutNotice } from './SignOutNotice';

const BAN = 'Your account has been banned. Reason: Spam.';

beforeEach(() => {
  sessionStorage.clear();
  setSession(null);
});

it('says nothing when no session was ended', () => {
  const { container } = render(<SignOutNotice />);
  expect(container).toBeEmptyDOMElement();
});

it('says why the server ended the session, until dismissed', async () => {
  signOutNotice.remember(BAN);
  const user = userEvent.setup();
  render(<SignOutNotice />);

  // The banner is a lazy chunk: its first import (MUI's Alert) takes a while under jest.
  const notice = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(notice).toHaveTextContent('You have been signed out');
  expect(notice).toHaveTextContent(BAN);

  await user.click(screen.getByRole('button', { name: /close/i }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(signOutNotice.peek()).toBeNull();
});

it('goes away once someone signs in', async () => {
  signOutNotice.remember(BAN);
  render(<SignOutNotice />);
  await screen.findByRole('alert');

  act(() => setSession(memberClaims));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(signOutNotice.peek()).toBeNull();
});

it('goes away when a new sign-in attempt answers instead (the reason is said once)', async () => {
  signOutNotice.remember(BAN);
  render(<SignOutNotice />);
  await screen.findByRole('alert');

  act(() => signOutNotice.dismiss());

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
