import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@guildhall/shared-session';
import { installFakeServer, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import {
  failure,
  memberCertificate,
  memberProfile,
  memberTicket,
  renewedSession,
  success,
} from '../test-support/member-profile';
import MemberDashboard from './MemberDashboard';

const profileReply = success(memberProfile());

/**
 * The fake server: the Profile tab's tickets and certificates (none unless given), every other call answered by
 * `handler`.
 */
const serve = (
  handler: Parameters<typeof installFakeServer>[0],
  tickets: unknown[] = [],
  certificates: unknown[] = [],
) =>
  installFakeServer((config) => {
    if (config.url === '/api/members/me/tickets') return success(tickets);
    if (config.url === '/api/members/me/certificates') return success(certificates);
    return handler(config);
  });

beforeEach(() => {
  resetSession();
  signInAs({ ...memberClaims, department: 'Technical', designation: 'CTO' });
});

it("shows the member's claims at once, then the profile: LPU ID and the Profile tab", async () => {
  serve(() => profileReply);
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  expect(screen.getByRole('heading', { name: 'Member Profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
  expect(screen.getByText('CTO • Technical')).toBeInTheDocument();
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Loading profile' })).toBeInTheDocument();

  expect(await screen.findByText('LPU ID: 12345678')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('asha@example.org');
});

it("lists the member's tickets on the Profile tab, under the details", async () => {
  serve(() => profileReply, [memberTicket()]);
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  const tickets = await screen.findByRole('list', { name: 'My tickets' });
  expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'My Tickets' })).toBeInTheDocument();
  expect(tickets).toHaveTextContent('Night of the Lost Souls');
  expect(tickets).toHaveTextContent('TKT-AB12CD34');
});

it("lists the member's certificates on the Profile tab, after the tickets", async () => {
  serve(() => profileReply, [memberTicket()], [memberCertificate()]);
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  const certificates = await screen.findByRole('list', { name: 'My certificates' });
  const panel = screen.getByRole('tabpanel');
  const headings = within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(headings.slice(-2)).toEqual(['My Tickets', 'My certificates']);
  expect(certificates).toHaveTextContent('Hack Night');
  expect(within(certificates).getByRole('link', { name: 'Verification page' })).toHaveAttribute(
    'href',
    '/certificates/GH-7K2M-Q9XD-4HPA',
  );
});

it("shows 'U' when there is no name to take a letter from", () => {
  resetSession();
  serve(() => new Promise(() => {}));
  renderAtRoute(<MemberDashboard />, '/member/dashboard');
  expect(screen.getByText('U')).toBeInTheDocument();
});

it('switches between the Profile, Security and Edit Profile tabs, reloading the account each time', async () => {
  const requests = serve(() => profileReply);
  const user = userEvent.setup();
  renderAtRoute(<MemberDashboard />, '/member/dashboard');
  await screen.findByText('LPU ID: 12345678');

  await user.click(screen.getByRole('tab', { name: 'Security' }));
  expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Password Settings' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Edit Profile' }));
  expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(screen.getByRole('heading', { name: 'Bio' })).toBeInTheDocument();

  expect(requests.filter((request) => request.url === '/api/members/me')).toHaveLength(4);
});

it('retries a failing server twice, then shows its message in a banner', async () => {
  const requests = serve(() => ({
    status: 500,
    data: { success: false, message: 'Database unavailable' },
  }));
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(requests).toHaveLength(3);
  expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('does not retry a refusal, and falls back to its own text when the answer has none', async () => {
  const requests = serve(() => failure(403));
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your profile.');
  expect(requests).toHaveLength(1);
});

it('logs out through the member logout call and goes to /auth', async () => {
  const requests = serve((config) => (config.url === '/api/members/me' ? profileReply : success()));
  const user = userEvent.setup();
  renderAtRoute(<MemberDashboard />, '/member/dashboard');
  await screen.findByText('LPU ID: 12345678');

  await user.click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
  expect(requests.map((request) => request.url)).toContain('/api/members/logout');
  expect(useSession.getState().user).toBeNull();
});

it('shows the saved name in the header at once after an edit', async () => {
  serve((config) =>
    config.method === 'put'
      ? success(memberProfile({ fullname: 'Asha K. Verma' }))
      : config.url === '/api/auth/refresh'
        ? renewedSession({ ...memberClaims, fullname: 'Asha K. Verma' })
        : profileReply,
  );
  const user = userEvent.setup();
  renderAtRoute(<MemberDashboard />, '/member/dashboard');
  await screen.findByText('LPU ID: 12345678');
  await user.click(screen.getByRole('tab', { name: 'Edit Profile' }));

  const name = screen.getByRole('textbox', { name: 'Full Name' });
  await user.clear(name);
  await user.type(name, 'Asha K. Verma');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Asha K. Verma' })).toBeInTheDocument();
  expect(useSession.getState().user?.fullname).toBe('Asha K. Verma');
});

it('shows a change of e-mail address waiting for its link on the Profile tab, and Cancel ends it', async () => {
  let waiting = true;
  const requests = serve((config) => {
    if (config.method === 'delete') waiting = false;
    return success(
      memberProfile(
        waiting ? { pendingEmail: 'asha.new@example.org', pendingEmailExpiresAt: '2025-07-01T12:00:00.000Z' } : {},
      ),
    );
  });
  const user = userEvent.setup();
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Waiting for confirmation: asha.new@example.org. Open the link we sent to it by 1 Jul 2025, 5:30 pm',
  );
  await user.click(screen.getByRole('button', { name: 'Cancel change' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Change of e-mail address cancelled');
  expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'delete')).toHaveLength(1);
  expect(requests.find((request) => request.method === 'delete')?.url).toBe('/api/members/me/pending-email');
  // The account as it is now, on every tab: nothing waits.
  await user.click(screen.getByRole('tab', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('asha@example.org');
  expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
});
