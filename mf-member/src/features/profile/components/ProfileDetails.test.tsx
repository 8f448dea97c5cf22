import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { failure, memberProfile, success } from '../../../test-support/member-profile';
import { OWN_PROFILE_QUERY_KEY } from '../api/get-own-profile';
import { ProfileDetails } from './ProfileDetails';

beforeEach(() => {
  resetSession();
  signInAs(memberClaims);
});

// 1 Jul 2025, 12:00 UTC: 5:30 pm in the club's zone (IST).
const waiting = { pendingEmail: 'asha.new@example.org', pendingEmailExpiresAt: '2025-07-01T12:00:00.000Z' };

it('shows every detail, the social links opening in a new tab, and the bio', () => {
  renderAtRoute(
    <ProfileDetails
      profile={memberProfile({
        program: 'B.Tech CSE',
        year: 2,
        linkedIn: 'https://www.linkedin.com/in/asha',
        github: 'https://github.com/asha',
        bio: 'Builds robots.',
      })}
    />,
  );

  expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  expect(screen.getByText('B.Tech CSE')).toBeInTheDocument();
  expect(screen.getByText('2nd Year')).toBeInTheDocument();
  expect(screen.getByText('1 Jul 2025')).toBeInTheDocument();
  const linkedIn = screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
  expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/asha');
  expect(linkedIn).toHaveAttribute('target', '_blank');
  expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://github.com/asha',
  );
  expect(screen.getByText('Builds robots.')).toBeInTheDocument();
  expect(screen.queryByText('Not provided')).not.toBeInTheDocument();
});

it("says 'Not provided', 'No social links added' and 'No bio provided' for what is empty", () => {
  renderAtRoute(<ProfileDetails profile={memberProfile({ email: null })} />);

  expect(screen.getAllByText('Not provided')).toHaveLength(3);
  expect(screen.getByText('No social links added')).toBeInTheDocument();
  expect(screen.getByText('No bio provided')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('shows only the link that is set', () => {
  renderAtRoute(<ProfileDetails profile={memberProfile({ github: 'https://github.com/asha' })} />);
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.queryByText('No social links added')).not.toBeInTheDocument();
});

it('shows a new e-mail address waiting for its link, with the link’s end, and cancels it', async () => {
  const requests = installFakeServer(() =>
    success(memberProfile(), 'Cancelled: your e-mail address will not change to asha.new@example.org.'),
  );
  const user = userEvent.setup();
  const { queryClient } = renderAtRoute(<ProfileDetails profile={memberProfile(waiting)} />);

  expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Waiting for confirmation: asha.new@example.org. Open the link we sent to it by 1 Jul 2025, 5:30 pm to make it ' +
      'your e-mail address.',
  );
  await user.click(screen.getByRole('button', { name: 'Cancel change' }));

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toMatchObject({ method: 'delete', url: '/api/members/me/pending-email' });
  // The page's profile is the answer: nothing waits any more.
  await waitFor(() => expect(queryClient.getQueryData(OWN_PROFILE_QUERY_KEY)).toEqual(memberProfile()));
});

it('says when the cancel failed, and keeps the change shown', async () => {
  installFakeServer(() => failure(500));
  const user = userEvent.setup();
  renderAtRoute(<ProfileDetails profile={memberProfile(waiting)} />);

  await user.click(screen.getByRole('button', { name: 'Cancel change' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to cancel the change of e-mail address. Please try again.',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Waiting for confirmation: asha.new@example.org.');
});

it('shows no waiting change when there is none', () => {
  renderAtRoute(<ProfileDetails profile={memberProfile()} />);
  expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel change' })).not.toBeInTheDocument();
});

it('writes the joined date in the club’s calendar, whatever the browser’s zone', () => {
  // 20:00 UTC on 30 June is 1:30 am on 1 July in the club's zone (IST).
  renderAtRoute(<ProfileDetails profile={memberProfile({ joinedAt: '2025-06-30T20:00:00.000Z' })} />);
  expect(screen.getByText('1 Jul 2025')).toBeInTheDocument();
});
