import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import {
  fakeAccessToken,
  installFakeServer,
  memberClaims,
  resetSession,
  type FakeReply,
} from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { DEFAULT_AVATAR_URL } from '../shared/PersonAvatar';
import { failEveryCallOnTheNetwork, NETWORK_ERROR_TEXT } from '../test-support/failures';
import { teamMember } from '../test-support/fixtures';
import TeamPage from './TeamPage';

const person = (fields: Partial<TeamMember> & Pick<TeamMember, 'fullName' | 'designation'>) =>
  teamMember({ bio: 'Builds things.', program: 'B.Tech CSE', ...fields });

const TEAM: TeamMember[] = [
  person({ fullName: 'Aarav Mehta', designation: 'CEO', department: 'Management' }),
  person({ fullName: 'Ishita Rao', designation: 'CTO' }),
  person({ fullName: 'Kabir Sandhu', designation: 'CMO', department: 'Marketing' }),
  person({ fullName: 'Meera Iyer', designation: 'COO', department: 'Event Management' }),
  person({
    fullName: 'Kunal Chawla',
    designation: 'member',
    skills: ['Linux', 'Docker', 'Networking', 'Bash', 'Monitoring'],
    linkedIn: 'https://www.linkedin.com/in/kunal',
    github: 'https://github.com/kunal',
  }),
  person({ fullName: 'Rohan Verma', designation: 'Head' }),
  person({ fullName: 'Aditi Bansal', designation: 'Head', department: 'Design', program: null, bio: null }),
];

const withPrivateFields = (member: TeamMember): TeamMember => ({
  ...member,
  LpuId: '12310031',
  email: `${member.id.split(' ')[0]!.toLowerCase()}@guildhall.test`,
  year: 2,
  joinedAt: '2025-08-01T10:00:00.000Z',
});

/** Answers the team call: a signed-in visitor's through apiClient, a guest's through fetch (no token, no axios). */
function serveTeam(reply: (authorization: string | undefined) => FakeReply) {
  global.fetch = jest.fn(async (url: string) => {
    expect(url).toBe('/api/members/getall');
    const { status, data } = reply(undefined);
    return { ok: status < 400, status, json: async () => data } as Response;
  }) as jest.Mock;
  return installFakeServer((config) => {
    expect(config.url).toBe('/api/members/getall');
    return reply(config.headers.get('Authorization') as string | undefined);
  });
}

const ok = (members: TeamMember[]): FakeReply => ({
  status: 200,
  data: { success: true, message: 'Team', data: { members, totalMembers: members.length } },
});

beforeEach(resetSession);

it('shows the loading overlay, then the CEO alone, the other leaders and the departments in order', async () => {
  serveTeam(() => ok(TEAM));
  renderAtRoute(<TeamPage />, '/team');
  expect(screen.getByText('Loading Team Data...')).toBeInTheDocument();

  const leadership = await screen.findByRole('region', { name: 'Leadership Team' });
  expect(
    within(leadership)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Aarav Mehta', 'Ishita Rao', 'Kabir Sandhu', 'Meera Iyer']);
  expect(screen.queryByText('Loading Team Data...')).not.toBeInTheDocument();

  const departments = screen.getByRole('region', { name: 'Our Departments' });
  expect(
    within(departments)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Technical', 'Design']);
  expect(
    within(departments)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent),
  ).toEqual(['Rohan Verma', 'Kunal Chawla', 'Aditi Bansal']);
});

it('shows three skills on a card and +N for the rest', async () => {
  serveTeam(() => ok(TEAM));
  renderAtRoute(<TeamPage />, '/team');
  const card = (await screen.findByRole('button', { name: 'Kunal Chawla' })).closest('article')!;
  for (const skill of ['Linux', 'Docker', 'Networking']) expect(within(card).getByText(skill)).toBeInTheDocument();
  expect(within(card).queryByText('Bash')).not.toBeInTheDocument();
  expect(within(card).getByText('+2')).toBeInTheDocument();
});

it('opens the details of a guest: program, every skill and the profile links, but no private fields', async () => {
  const user = userEvent.setup();
  const requests = serveTeam(() => ok(TEAM));
  renderAtRoute(<TeamPage />, '/team');
  await user.click(await screen.findByRole('button', { name: 'Kunal Chawla' }));
  // A guest's call carries no token: fetch, not apiClient.
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(requests).toHaveLength(0);

  const dialog = await screen.findByRole('dialog', { name: 'Kunal Chawla' });
  expect(within(dialog).getByText('Member · Technical')).toBeInTheDocument();
  expect(within(dialog).getByText('B.Tech CSE')).toBeInTheDocument();
  expect(within(dialog).getByText('Bash')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'linkedin.com/in/kunal' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/kunal',
  );
  expect(within(dialog).getByRole('link', { name: 'github.com/kunal' })).toHaveAttribute('target', '_blank');
  for (const label of ['LPU ID', 'Email', 'Year', 'Joined']) expect(within(dialog).queryByText(label)).toBeNull();
  expect(within(dialog).queryByRole('link', { name: 'Send Email' })).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows a signed-in visitor LPU ID, e-mail, year, joined date and an e-mail link, N/A where missing', async () => {
  const user = userEvent.setup();
  localStorage.setItem('accessToken', fakeAccessToken(memberClaims));
  useSession.getState().restore();
  serveTeam((authorization) => {
    expect(authorization).toMatch(/^Bearer /);
    return ok(TEAM.map(withPrivateFields).map((m) => (m.fullName === 'Aditi Bansal' ? { ...m, year: null } : m)));
  });
  renderAtRoute(<TeamPage />, '/team');
  await user.click(await screen.findByRole('button', { name: 'Kunal Chawla' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('12310031')).toBeInTheDocument();
  expect(within(dialog).getByText('kunal@guildhall.test')).toBeInTheDocument();
  expect(within(dialog).getByText('2nd Year')).toBeInTheDocument();
  expect(within(dialog).getByText('1 Aug 2025')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Send Email' })).toHaveAttribute(
    'href',
    'mailto:kunal@guildhall.test',
  );
  await user.keyboard('{Escape}');
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

  await user.click(screen.getByRole('button', { name: 'Aditi Bansal' }));
  const other = await screen.findByRole('dialog', { name: 'Aditi Bansal' });
  // Every missing field reads N/A, each under its own label: bio, skills, program, LinkedIn, GitHub and year.
  const missing = within(other)
    .getAllByText('N/A')
    .map((value) => value.closest('dd')?.previousElementSibling?.textContent);
  expect(missing).toEqual(['Bio', 'Skills', 'Program', 'LinkedIn', 'GitHub', 'Year']);
});

it('shows the error overlay when the team cannot be loaded, and Try Again loads it again', async () => {
  const user = userEvent.setup();
  let fail = true;
  serveTeam(() => (fail ? { status: 500, data: { success: false } } : ok(TEAM)));
  renderAtRoute(<TeamPage />, '/team');
  expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
  expect(screen.getByText('Failed to load team data. Please try again later.')).toBeInTheDocument();
  expect(screen.queryByText('Loading Team Data...')).not.toBeInTheDocument();
  expect(screen.queryByText('No team members yet.')).not.toBeInTheDocument();

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('region', { name: 'Leadership Team' })).toBeInTheDocument();
  expect(screen.queryByText('Error Loading Data')).not.toBeInTheDocument();
});

it("says the server can't be reached when no answer came", async () => {
  failEveryCallOnTheNetwork();
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as jest.Mock;
  renderAtRoute(<TeamPage />, '/team');
  expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
  expect(screen.getByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
});

it('shows only the failure when a reload fails after the team was shown (never the old cards under it)', async () => {
  let fail = false;
  serveTeam(() => (fail ? { status: 500, data: { success: false } } : ok(TEAM)));
  const { queryClient } = renderAtRoute(<TeamPage />, '/team');
  await screen.findByRole('region', { name: 'Leadership Team' });

  fail = true;
  await act(() => queryClient.refetchQueries());
  expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Leadership Team' })).not.toBeInTheDocument();
});

it('says so when the team has nobody yet', async () => {
  serveTeam(() => ok([]));
  renderAtRoute(<TeamPage />, '/team');
  expect(await screen.findByText('No team members yet.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Leadership Team' })).not.toBeInTheDocument();
});

it('draws the default picture for a member without one, never initials, and their own picture otherwise', async () => {
  serveTeam(() =>
    ok(TEAM.map((m) => (m.fullName === 'Ishita Rao' ? { ...m, profilePicture: { url: '/uploads/ishita.jpg' } } : m))),
  );
  renderAtRoute(<TeamPage />, '/team');
  const card = (name: string) => screen.getByRole('button', { name }).closest('article')!;
  await screen.findByRole('region', { name: 'Leadership Team' });

  const pictureOf = (name: string) => within(card(name)).getByTestId('person-avatar').querySelector('img')!;
  expect(pictureOf('Kunal Chawla')).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  expect(card('Kunal Chawla')).not.toHaveTextContent(/^KC/);
  expect(pictureOf('Ishita Rao')).toHaveAttribute('src', '/uploads/ishita.jpg');
});

it('lays a department member out as a row on a phone, the leaders as cards', async () => {
  serveTeam(() => ok(TEAM));
  renderAtRoute(<TeamPage />, '/team');
  await screen.findByRole('region', { name: 'Leadership Team' });
  const layoutOf = (name: string) => screen.getByRole('button', { name }).closest('article')!.dataset.layout;
  expect(layoutOf('Rohan Verma')).toBe('compact-on-phone');
  expect(layoutOf('Aditi Bansal')).toBe('compact-on-phone');
  expect(layoutOf('Aarav Mehta')).toBe('card');
  expect(layoutOf('Ishita Rao')).toBe('card');
});
