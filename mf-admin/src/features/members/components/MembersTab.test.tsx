import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { MemberProfile } from '@guildhall/contracts';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { MembersTab } from './MembersTab';

// The grid, the charts and the forms render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

const member = (id: string, fullname: string, extra: Partial<MemberProfile> = {}): MemberProfile => ({
  role: 'member',
  id,
  fullname,
  email: `${id}@example.org`,
  LpuId: `1234567${id.slice(-1)}`,
  department: 'Technical',
  designation: 'member',
  program: 'B.Tech CSE',
  year: 2,
  linkedIn: null,
  github: 'https://github.com/asha',
  bio: 'Builds things.',
  skills: ['React', 'SQL'],
  profilePicture: null,
  status: 'active',
  joinedAt: '2026-01-15T10:00:00Z',
  restriction: { isRestricted: false, reason: null, time: null },
  ...extra,
});

const asha = member('m1', 'Asha Verma');
const banned = member('m2', 'Ravi Kumar', {
  status: 'banned',
  restriction: { isRestricted: true, reason: 'Spamming the feed', time: '2026-12-01T00:00:00.000Z' },
});
const removed = member('m3', 'Neha Singh', {
  status: 'removed',
  restriction: { isRestricted: true, reason: 'Left', time: null },
});

const ok = (data: unknown, status = 200): FakeReply => ({ status, data: { success: true, message: 'ok', data } });
const list = (members: MemberProfile[], totalMembers = members.length) =>
  ok({ members, totalMembers, page: 1, limit: 20 });
type Handler = (config: InternalAxiosRequestConfig) => FakeReply;

function renderMembers(handler: Handler = () => list([asha, banned, removed])) {
  const requests = installFakeServer(handler);
  const showError = jest.fn();
  renderAtRoute(<MembersTab openTab={jest.fn()} hasTab={() => false} showError={showError} />, '/admin/dashboard');
  return { requests, showError };
}
const listRequests = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => request.method === 'get' && request.url === '/api/admin/members');
const rowOf = async (name: string) =>
  (await screen.findByRole('gridcell', { name }, { timeout: 20_000 })).closest('[role="row"]') as HTMLElement;

it('shows the members with the spec columns, and only the actions each status allows', async () => {
  renderMembers();
  const active = within(await rowOf('Asha Verma'));
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Name',
    'Email',
    'LPU ID',
    'Department',
    'Designation',
    'Status',
    'Restriction',
    'Actions',
  ]);
  expect(active.getByRole('button', { name: 'Ban Asha Verma' })).toBeInTheDocument();
  expect(active.getByRole('button', { name: 'Remove Asha Verma' })).toBeInTheDocument();
  expect(active.queryByRole('button', { name: 'Unban Asha Verma' })).not.toBeInTheDocument();

  const bannedRow = within(await rowOf('Ravi Kumar'));
  expect(bannedRow.getByText('Spamming the feed')).toBeInTheDocument();
  expect(bannedRow.getByText('Review: 1 Dec 2026')).toBeInTheDocument();
  expect(bannedRow.getByRole('button', { name: 'Unban Ravi Kumar' })).toBeInTheDocument();
  expect(bannedRow.queryByRole('button', { name: 'Ban Ravi Kumar' })).not.toBeInTheDocument();

  const removedRow = within(await rowOf('Neha Singh'));
  expect(removedRow.getByRole('button', { name: 'Edit Neha Singh' })).toBeInTheDocument();
  expect(removedRow.queryByRole('button', { name: /^(Ban|Unban|Remove) / })).not.toBeInTheDocument();
});

it('asks the server for the first page, sorted by name, and searches after a pause', async () => {
  const { requests } = renderMembers();
  await rowOf('Asha Verma');
  expect(listRequests(requests)[0]?.params).toEqual({ status: 'all', sort: 'fullname', page: 1, limit: 20 });

  const search = screen.getByPlaceholderText('Search members...');
  fireEvent.change(search, { target: { value: 'as' } });
  fireEvent.change(search, { target: { value: 'asha' } });
  await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ search: 'asha', page: 1 }));
  // One request once the typing pauses, not one per change.
  expect(listRequests(requests).filter((request) => request.params.search)).toHaveLength(1);
});

it('filters by status and department from the collapsible panel', async () => {
  const user = userEvent.setup();
  const { requests } = renderMembers();
  await rowOf('Asha Verma');
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'banned' }));
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(screen.getByRole('option', { name: 'Design' }));

  await waitFor(() =>
    expect(listRequests(requests).at(-1)?.params).toMatchObject({ status: 'banned', department: 'Design' }),
  );
});

it('sorts on the server when a column header is clicked', async () => {
  const user = userEvent.setup();
  const { requests } = renderMembers();
  await rowOf('Asha Verma');
  await user.click(screen.getByRole('columnheader', { name: 'LPU ID' }));
  await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ sort: 'LpuId' }));
  await user.click(screen.getByRole('columnheader', { name: 'LPU ID' }));
  await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ sort: '-LpuId' }));
});

it('pages on the server, with the total from the answer', async () => {
  const user = userEvent.setup();
  const { requests } = renderMembers(() => list([asha, banned, removed], 45));
  await rowOf('Asha Verma');
  expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ page: 2, limit: 20 }));
});

it('gives each icon-only row action a tooltip with its label, its accessible name saying whom it acts on', async () => {
  const user = userEvent.setup();
  renderMembers();
  const row = within(await rowOf('Asha Verma'));
  for (const [name, label] of [
    ['View details of Asha Verma', 'View details'],
    ['Edit Asha Verma', 'Edit'],
    ['Ban Asha Verma', 'Ban'],
    ['Remove Asha Verma', 'Remove'],
  ] as const) {
    const button = row.getByRole('button', { name });
    expect(button).toHaveAccessibleName(name);
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: label })).toBeInTheDocument();
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  }
  await user.hover(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Unban Ravi Kumar' }));
  expect(await screen.findByRole('tooltip', { name: 'Unban' })).toBeInTheDocument();
});

it("shows 'No members found' when nothing matches, with Clear Filters once a search or filter is set", async () => {
  const user = userEvent.setup();
  const { requests } = renderMembers(() => list([]));
  expect(await screen.findByText('No members found', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

  fireEvent.change(screen.getByPlaceholderText('Search members...'), { target: { value: 'nobody' } });
  await user.click(await screen.findByRole('button', { name: 'Clear Filters' }));
  expect(listRequests(requests).some((request) => request.params.search === 'nobody')).toBe(true);
  expect(screen.getByPlaceholderText('Search members...')).toHaveValue('');
  // Back to the unfiltered list (the answer cached from the first load): nothing left to clear.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument());
  expect(screen.getByText('No members found')).toBeInTheDocument();
});

it('shows a failed fetch with Retry, which asks again', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderMembers(() =>
    ++calls <= 3 ? { status: 500, data: { success: false, message: 'Failed to load members' } } : list([asha]),
  );
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('Failed to load members');
  // A failed load is not an empty list: the error alone, no grid and no 'No members found' under it.
  expect(screen.queryByText('No members found')).not.toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await rowOf('Asha Verma')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("opens the member's whole profile in a drawer", async () => {
  const user = userEvent.setup();
  renderMembers();
  await user.click(within(await rowOf('Asha Verma')).getByRole('button', { name: 'View details of Asha Verma' }));
  const drawer = await screen.findByRole('dialog', { name: 'Asha Verma' });
  for (const text of ['m1@example.org', 'B.Tech CSE', 'React, SQL', 'Builds things.', 'https://github.com/asha']) {
    expect(within(drawer).getByText(text)).toBeInTheDocument();
  }
  await user.click(within(drawer).getByRole('button', { name: 'Close details' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('bans with a reason (the button waits for one) and a review date, then reloads the list', async () => {
  const user = userEvent.setup();
  const { requests } = renderMembers((config) =>
    config.method === 'put' ? ok({ member: { ...asha, status: 'banned' } }) : list([asha, banned, removed]),
  );
  await user.click(within(await rowOf('Asha Verma')).getByRole('button', { name: 'Ban Asha Verma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ban Member' });
  const submit = within(dialog).getByRole('button', { name: 'Ban Member' });
  expect(submit).toBeDisabled();

  await user.type(within(dialog).getByLabelText('Reason'), 'Spamming the feed');
  await user.type(within(dialog).getByLabelText('Review date (optional)'), '2026-12-01');
  expect(submit).toBeEnabled();
  const before = listRequests(requests).length;
  await user.click(submit);

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const put = requests.find((request) => request.method === 'put')!;
  expect(put.url).toBe('/api/members/m1/ban');
  expect(JSON.parse(String(put.data))).toEqual({ reason: 'Spamming the feed', reviewTime: '2026-12-01' });
  await waitFor(() => expect(listRequests(requests).length).toBeGreaterThan(before));
});

it("removes with a reason and no review date, and shows the server's refusal in the dialog", async () => {
  const user = userEvent.setup();
  const { requests } = renderMembers((config) =>
    config.method === 'put'
      ? { status: 409, data: { success: false, message: 'Only active members can be removed.' } }
      : list([asha]),
  );
  await user.click(within(await rowOf('Asha Verma')).getByRole('button', { name: 'Remove Asha Verma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Member' });
  // A removal is final: no review date to offer.
  expect(within(dialog).getByText(/loses access to the club for good/)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(/Review date/)).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason'), 'Left the club');
  await user.click(within(dialog).getByRole('button', { name: 'Remove Member' }));

  expect(await within(dialog).findByText('Only active members can be removed.')).toBeInTheDocument();
  const put = requests.find((request) => request.method === 'put')!;
  expect(put.url).toBe('/api/members/m1/remove');
  expect(JSON.parse(String(put.data))).toEqual({ reason: 'Left the club' });
});

it('unbans at once and reloads; a failure goes to the dashboard banner', async () => {
  const user = userEvent.setup();
  let unbanStatus = 200;
  const { requests, showError } = renderMembers((config) =>
    config.method === 'put'
      ? unbanStatus === 200
        ? ok({ member: { ...banned, status: 'active' } })
        : { status: 409, data: { success: false, message: 'Only banned members can be unbanned.' } }
      : list([asha, banned]),
  );
  const before = listRequests(requests).length;
  await user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Unban Ravi Kumar' }));
  await waitFor(() => expect(listRequests(requests).length).toBeGreaterThan(before));
  expect(requests.find((request) => request.method === 'put')?.url).toBe('/api/members/m2/unban');

  unbanStatus = 409;
  await user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Unban Ravi Kumar' }));
  await waitFor(() => expect(showError).toHaveBeenCalledWith('Only banned members can be unbanned.'));
});

it('updates department, designation and LPU ID; a used LPU ID shows on its field', async () => {
  const user = userEvent.setup();
  const taken = 'A member with this LPU ID is already registered.';
  let answer: FakeReply = {
    status: 409,
    data: { success: false, message: taken, errors: [{ path: 'LpuId', msg: taken }] },
  };
  const { requests } = renderMembers((config) => (config.method === 'put' ? answer : list([asha])));
  await user.click(within(await rowOf('Asha Verma')).getByRole('button', { name: 'Edit Asha Verma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Member' });
  expect(within(dialog).getByLabelText('LPU ID')).toHaveValue(asha.LpuId);

  await user.click(await within(dialog).findByRole('combobox', { name: 'Designation' }));
  await user.click(screen.getByRole('option', { name: 'Head' }));
  await user.clear(within(dialog).getByLabelText('LPU ID'));
  await user.type(within(dialog).getByLabelText('LPU ID'), '87654321');
  await user.click(within(dialog).getByRole('button', { name: 'Update Member' }));
  expect(await within(dialog).findByText(taken)).toBeInTheDocument();

  answer = ok({ member: asha });
  await user.click(within(dialog).getByRole('button', { name: 'Update Member' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const put = requests.filter((request) => request.method === 'put').at(-1)!;
  expect(put.url).toBe('/api/members/m1/admin');
  expect(JSON.parse(String(put.data))).toEqual({ department: 'Technical', designation: 'Head', LpuId: '87654321' });
});

describe("on a phone or a narrow window (below the table's width)", () => {
  beforeEach(() => {
    // Every width query matches a narrow window: MembersTab's "(max-width: ...)" asks whether to draw cards.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  const cardOf = async (name: string) => within(await screen.findByRole('listitem', { name }, { timeout: 20_000 }));

  it('shows one card per member, name and actions together, instead of the table', async () => {
    renderMembers();
    const asha = await cardOf('Asha Verma');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(3);
    expect(asha.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(asha.getByText('m1@example.org')).toBeInTheDocument();
    for (const name of ['View details of Asha Verma', 'Edit Asha Verma', 'Ban Asha Verma', 'Remove Asha Verma']) {
      // A labelled button ('Ban'), named for its member: no tooltip needed, no row to mistake.
      expect(asha.getByRole('button', { name })).toHaveTextContent(name.split(' ')[0]!);
    }
    const ravi = await cardOf('Ravi Kumar');
    expect(ravi.getByText('Spamming the feed')).toBeInTheDocument();
    expect(ravi.getByText('Review: 1 Dec 2026')).toBeInTheDocument();
    expect(ravi.getByRole('button', { name: 'Unban Ravi Kumar' })).toBeInTheDocument();
    expect(ravi.queryByRole('button', { name: 'Ban Ravi Kumar' })).not.toBeInTheDocument();
    const neha = await cardOf('Neha Singh');
    expect(neha.queryByRole('button', { name: /^(Ban|Unban|Remove) / })).not.toBeInTheDocument();
  });

  it("acts on the card's own member, sorts from a menu and pages on the server", async () => {
    const user = userEvent.setup();
    const { requests } = renderMembers((config) =>
      config.method === 'put' ? ok({ member: { ...asha, status: 'banned' } }) : list([asha, banned, removed], 45),
    );
    await user.click((await cardOf('Asha Verma')).getByRole('button', { name: 'Ban Asha Verma' }));
    expect(await screen.findByRole('dialog', { name: 'Ban Member' })).toHaveTextContent('Asha Verma (12345671)');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Newest members' }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ sort: '-joinedAt', page: 1 }));
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.params).toMatchObject({ page: 2, sort: '-joinedAt' }));
  });

  it('shows a failed load as its error alone, no cards and no empty text', async () => {
    renderMembers(() => ({ status: 500, data: { success: false, message: '' } }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load members');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByText('No members found')).not.toBeInTheDocument();
  });
});
