import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewedApplication } from '@guildhall/contracts';
import { clubDay } from '@guildhall/contracts/dates';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import type { InternalAxiosRequestConfig } from 'axios';
import { ApplicationsPanel } from './ApplicationsPanel';

// The cards and the export dialog render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

const anApplication = (overrides: Partial<ReviewedApplication> = {}): ReviewedApplication => ({
  id: 'a-1',
  fullName: 'Riya Kapoor',
  LpuId: '12398765',
  email: 'riya@example.com',
  phone: '+91 98765 43210',
  course: 'B.Tech CSE',
  gender: 'female',
  domains: ['technical', 'event-management'],
  accommodation: 'hostler',
  previousExperience: true,
  anyotherorg: false,
  bio: '',
  position: 'Designer',
  status: 'pending',
  seen: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  alreadyMember: null,
  ...overrides,
});
const riya = anApplication();
const arjun = anApplication({
  id: 'a-2',
  fullName: 'Arjun Mehta',
  email: 'arjun@example.com',
  position: null,
  seen: true,
  status: 'approved',
  bio: 'Photographer.',
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
const ok = (data: unknown): FakeReply => ({ status: 200, data: { success: true, message: 'ok', data } });
const list = (docs: ReviewedApplication[]) =>
  ok({ docs, totalDocs: docs.length, counts: { total: 7, unseen: 3, pending: 2 } });
const serve = (handler: (config: InternalAxiosRequestConfig) => FakeReply | undefined) =>
  installFakeServer((config) => handler(config) ?? list([riya, arjun]));

it('lists the applications with the counters, New badges, and one expanded card at a time', async () => {
  serve(() => undefined);
  const user = userEvent.setup();
  renderAtRoute(<ApplicationsPanel />);
  expect(screen.getByText('Loading applications...')).toBeInTheDocument();

  const riyaCard = await screen.findByRole('article', { name: 'Riya Kapoor' });
  expect(screen.getByText('Total Applications').previousSibling).toHaveTextContent('7');
  expect(screen.getByText('Unseen').previousSibling).toHaveTextContent('3');
  expect(within(riyaCard).getByText('New')).toBeInTheDocument();
  expect(within(riyaCard).getByText('Designer')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Arjun Mehta' })).queryByText('New')).not.toBeInTheDocument();

  await user.click(within(riyaCard).getByRole('button', { expanded: false }));
  for (const [label, value] of [
    ['LPU ID', '12398765'],
    ['Phone', '+91 98765 43210'],
    ['Course', 'B.Tech CSE'],
    ['Gender', 'Female'],
    ['Domains', 'Technical, Event Management'],
    ['Accommodation', 'Hostel'],
    ['Previous Experience', 'Yes'],
    ['Any Other Org', 'No'],
    ['Bio', 'No bio provided'],
    ['Seen', 'No'],
  ]) {
    expect(within(riyaCard).getByText(label!).nextSibling).toHaveTextContent(value!);
  }
  const arjunCard = screen.getByRole('article', { name: 'Arjun Mehta' });
  await user.click(within(arjunCard).getByRole('button', { expanded: false }));
  expect(within(arjunCard).getByText('Photographer.')).toBeInTheDocument();
  await waitFor(() => expect(within(riyaCard).queryByText('Course')).not.toBeInTheDocument());
  await user.click(within(arjunCard).getByRole('button', { expanded: true }));
  await waitFor(() => expect(within(arjunCard).queryByText('Photographer.')).not.toBeInTheDocument());
});

it('marks an application from someone already a member, with the account status, in summary and details', async () => {
  const member = anApplication({
    id: 'a-3',
    fullName: 'Tara Bose',
    alreadyMember: { status: 'active', matchedBy: 'lpu-id-and-email' },
  });
  const banned = anApplication({
    id: 'a-4',
    fullName: 'Dev Rao',
    alreadyMember: { status: 'banned', matchedBy: 'lpu-id' },
  });
  const removed = anApplication({
    id: 'a-5',
    fullName: 'Ila Roy',
    alreadyMember: { status: 'removed', matchedBy: 'email' },
  });
  serve(() => list([member, banned, removed, riya]));
  const user = userEvent.setup();
  renderAtRoute(<ApplicationsPanel />);

  const cards = {
    'Tara Bose': ['Already a member', 'Yes: when they applied, an active member account had this LPU ID and e-mail'],
    'Dev Rao': ['Already a member · banned', 'Yes: when they applied, a banned member account had this LPU ID'],
    'Ila Roy': ['Already a member · removed', 'Yes: when they applied, a removed member account had this e-mail'],
  };
  for (const [name, [chip, detail]] of Object.entries(cards)) {
    const card = await screen.findByRole('article', { name });
    // The summary says it before the card is opened.
    expect(within(card).getByRole('button', { expanded: false })).toHaveTextContent(chip!);
    await user.click(within(card).getByRole('button', { expanded: false }));
    expect(within(card).getByText('Already a Member').nextSibling).toHaveTextContent(detail!);
  }
  const stranger = screen.getByRole('article', { name: 'Riya Kapoor' });
  expect(within(stranger).queryByText(/Already a member/)).not.toBeInTheDocument();
  await user.click(within(stranger).getByRole('button', { expanded: false }));
  expect(within(stranger).getByText('Already a Member').nextSibling).toHaveTextContent(/^No$/);
});

it('sorts, filters and searches on the server, and clears the filters', async () => {
  const requests = serve((config) => (config.params?.status === 'rejected' ? list([]) : undefined));
  const user = userEvent.setup();
  renderAtRoute(<ApplicationsPanel />);
  await screen.findByRole('article', { name: 'Riya Kapoor' });

  await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await user.click(screen.getByRole('option', { name: 'Oldest First' }));
  await waitFor(() => expect(requests.at(-1)?.params).toEqual({ sort: 'oldest' }));
  await user.type(screen.getByRole('textbox', { name: 'Search applications' }), 'riya');
  await user.click(screen.getByRole('radio', { name: 'rejected' }));
  await waitFor(() => expect(requests.at(-1)?.params).toEqual({ sort: 'oldest', search: 'riya', status: 'rejected' }));

  expect(await screen.findByText('No applications found')).toBeInTheDocument();
  expect(
    screen.getByText('There are no applications with status "rejected" matching your search.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  // Back to the first list (cached: no new request needed).
  expect(await screen.findByRole('article', { name: 'Riya Kapoor' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search applications' })).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'all' })).toBeChecked();
});

it('says when nothing matches without a status filter', async () => {
  serve(() => list([]));
  renderAtRoute(<ApplicationsPanel />);
  expect(
    await screen.findByText('No applications match your search criteria. Try adjusting your filters.'),
  ).toBeInTheDocument();
});

it('shows a loading error with Try Again', async () => {
  let calls = 0;
  serve(() => ((calls += 1) <= 3 ? { status: 500, data: { success: false, message: 'Database down' } } : undefined));
  const user = userEvent.setup();
  renderAtRoute(<ApplicationsPanel />);
  expect(await screen.findByText('Error loading applications: Database down')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('article', { name: 'Riya Kapoor' })).toBeInTheDocument();
});

it('approves, deletes after confirming, and reports a failed Mark as Seen with Dismiss', async () => {
  const approved = 'Application approved. Riya Kapoor is now a member: a link to choose a password was e-mailed.';
  const requests = serve((config) => {
    if (config.url?.endsWith('/seen'))
      return { status: 404, data: { success: false, message: 'Application not found' } };
    if (config.url?.endsWith('/status')) return { status: 200, data: { success: true, message: approved, data: null } };
    if (config.method !== 'get') return ok(null);
    return undefined;
  });
  const user = userEvent.setup();
  renderAtRoute(<ApplicationsPanel />);
  const card = await screen.findByRole('article', { name: 'Riya Kapoor' });
  await user.click(within(card).getByRole('button', { expanded: false }));

  await user.click(within(card).getByRole('button', { name: 'Approve' }));
  await waitFor(() =>
    expect(requests.some((request) => request.url === '/api/apply/applications/a-1/status')).toBe(true),
  );
  expect(JSON.parse(requests.find((request) => request.url?.endsWith('/status'))!.data)).toEqual({
    status: 'approved',
  });
  // What approving did about the applicant's account, as the server says it.
  expect(await within(card).findByRole('status')).toHaveTextContent(approved);

  await user.click(within(card).getByRole('button', { name: 'Mark as Seen' }));
  expect(await within(card).findByText('Error marking application: Application not found')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
  expect(within(card).queryByText(/Error marking application/)).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete application' });
  expect(within(confirm).getByText('Are you sure you want to delete this application?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(
      requests.some((request) => request.method === 'delete' && request.url === '/api/apply/applications/a-1/delete'),
    ).toBe(true),
  );
});

it('exports the current view as CSV, or all data as JSON, and says when there is nothing to export', async () => {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  const downloads: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  serve((config) => (config.params?.status === 'rejected' ? list([]) : undefined));
  const user = userEvent.setup();
  renderAtRoute(<ApplicationsPanel />);
  await screen.findByRole('article', { name: 'Riya Kapoor' });

  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Export Applications' })).getByRole('button', { name: 'Export' }),
  );
  const today = clubDay();
  await waitFor(() => expect(downloads).toEqual([`applications-${today}.csv`]));
  // UTF-8 with its byte order mark first, so Excel reads accented names right; dates as every screen writes them.
  expect([...(await bytesOf(files[0]!)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(await textOf(files[0]!)).toBe(
    '"Name","Email","Position","Status","Seen","Created At"\r\n' +
      '"Riya Kapoor","riya@example.com","Designer","pending","No","20 Nov 2026, 3:30 pm"\r\n' +
      '"Arjun Mehta","arjun@example.com","","approved","Yes","20 Nov 2026, 3:30 pm"\r\n',
  );

  await user.click(screen.getByRole('button', { name: 'Export' }));
  let dialog = screen.getByRole('dialog', { name: 'Export Applications' });
  await user.click(within(dialog).getByRole('radio', { name: 'All data' }));
  await user.click(within(dialog).getByRole('radio', { name: 'JSON' }));
  await user.click(within(dialog).getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(downloads).toHaveLength(2));
  expect(downloads[1]).toBe(`applications-${today}.json`);
  // JSON is data for programs: no byte order mark, ISO dates.
  expect((await bytesOf(files[1]!))[0]).toBe('['.charCodeAt(0));
  expect(JSON.parse(await textOf(files[1]!))[0]).toMatchObject({
    name: 'Riya Kapoor',
    LpuId: '12398765',
    experience: true,
    anyOtherOrg: false,
    domains: ['technical', 'event-management'],
  });

  await user.click(screen.getByRole('radio', { name: 'rejected' }));
  await screen.findByText('No applications found');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  dialog = screen.getByRole('dialog', { name: 'Export Applications' });
  await user.click(within(dialog).getByRole('button', { name: 'Export' }));
  expect(await within(dialog).findByText('No data to export')).toBeInTheDocument();
});
