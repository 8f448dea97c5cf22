import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberProfile } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import {
  fakeAccessToken,
  installFakeServer,
  memberClaims,
  resetSession,
  type FakeReply,
} from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import MemberDashboard from './MemberDashboard';

const profile: MemberProfile = {
  role: 'member',
  id: memberClaims.id,
  fullname: memberClaims.fullname,
  email: 'asha@example.org',
  LpuId: '12345678',
  department: 'Technical',
  designation: 'CTO',
  program: null,
  year: null,
  linkedIn: null,
  github: null,
  bio: null,
  skills: [],
  profilePicture: null,
  status: 'active',
  joinedAt: '2025-07-01T00:00:00.000Z',
  restriction: { isRestricted: false, reason: null, time: null },
};

const profileReply: FakeReply = { status: 200, data: { success: true, message: 'ok', data: profile } };

beforeEach(() => {
  resetSession();
  useSession.getState().signIn({
    accessToken: fakeAccessToken({ ...memberClaims, department: 'Technical', designation: 'CTO' }),
    refreshToken: 'refresh-1',
  });
});

it("shows the member's claims at once and the LPU ID once the profile has loaded", async () => {
  installFakeServer(() => profileReply);
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  expect(screen.getByRole('heading', { name: 'Member Profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
  expect(screen.getByText('CTO • Technical')).toBeInTheDocument();
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Loading profile' })).toBeInTheDocument();

  expect(await screen.findByText('LPU ID: 12345678')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('retries a failing server twice, then shows its message in a banner', async () => {
  const requests = installFakeServer(() => ({
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
  const requests = installFakeServer(() => Promise.reject({ response: { status: 403, data: {} } }));
  renderAtRoute(<MemberDashboard />, '/member/dashboard');

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your profile.');
  expect(requests).toHaveLength(1);
});

it('logs out through the member logout call and goes to /auth', async () => {
  const requests = installFakeServer((config) =>
    config.url === '/api/auth/me' ? profileReply : { status: 200, data: { success: true, message: 'ok', data: null } },
  );
  const user = userEvent.setup();
  renderAtRoute(<MemberDashboard />, '/member/dashboard');
  await screen.findByText('LPU ID: 12345678');

  await user.click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
  expect(requests.map((request) => request.url)).toContain('/api/members/logout');
  expect(useSession.getState().user).toBeNull();
});
