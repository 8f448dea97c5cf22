import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { AdminEvent, AdminTicket, TicketPage } from '@guildhall/contracts';
import type { CertificateDesk } from '@guildhall/contracts/certificates';
import type { WaitlistDesk } from '@guildhall/contracts/waitlist';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { atPhoneWidth, renderAtRoute } from '@guildhall/ui/test-support';
import TicketPanel from './TicketPanel';

// The grid, the chart and the forms render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const OTHER_EVENT_ID = '7a2d1d5f-5e6a-4c54-8b4a-7e0e2b1f3d22';
const adminEvent = (id: string, title: string) => ({ id, title, date: '2026-12-12' }) as AdminEvent;
const events = [adminEvent(EVENT_ID, 'Night of the Lost Souls'), adminEvent(OTHER_EVENT_ID, 'Freshers Night')];

const ticket = (id: string, fullName: string, extra: Partial<AdminTicket> = {}): AdminTicket => ({
  id,
  ticketId: `TKT-${id.toUpperCase().padEnd(8, 'X')}`,
  fullName,
  email: `${id}@example.org`,
  phone: '9876543210',
  lpuId: `1234567${id.slice(-1)}`,
  gender: 'Female',
  hosteler: true,
  hostel: 'BH-3',
  course: 'B.Tech CSE',
  club: 'SML',
  eventId: EVENT_ID,
  eventName: 'Night of the Lost Souls',
  isUsed: false,
  usedAt: null,
  checkedInBy: null,
  clockAdjusted: false,
  isCancelled: false,
  cancelReason: null,
  cancelledAt: null,
  emailFailed: false,
  source: 'online',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const asha = ticket('t1', 'Asha Verma');
const ravi = ticket('t2', 'Ravi Kumar', {
  isUsed: true,
  usedAt: '2026-11-21T10:00:00.000Z',
  checkedInBy: 'Meera Door',
  emailFailed: true,
});

// Checked in offline by a door whose device's clock was wrong: the server recorded another time (clockAdjusted).
const kiran = ticket('t3', 'Kiran Rao', {
  isUsed: true,
  usedAt: '2026-11-20T10:00:00.000Z',
  checkedInBy: 'Meera Door',
  clockAdjusted: true,
});

const ok = (data: unknown): FakeReply => ({ status: 200, data: { success: true, message: 'ok', data } });
const page = (docs: AdminTicket[]): TicketPage => ({ docs, totalDocs: docs.length, page: 1, limit: 20 });

const NO_WAITLIST: WaitlistDesk = {
  enabled: true,
  offerWindowMinutes: 120,
  counts: { waiting_confirmation: 0, waiting: 0, offered: 0, claimed: 0, expired: 0, left: 0, removed: 0 },
  entries: [],
};

const NO_CERTIFICATES: CertificateDesk = {
  issuable: true,
  admitted: 2,
  issued: 0,
  revoked: 0,
  toIssue: 2,
  unprintable: [],
  certificates: [],
};

type Handler = (config: InternalAxiosRequestConfig) => FakeReply | undefined;

/** The desk's reads answered (events, one page, stats, timeline); `extra` answers the rest first. */
function serve(extra: Handler = () => undefined, docs = [asha, ravi]) {
  return installFakeServer((config) => {
    const answer = extra(config);
    if (answer) return answer;
    const url = config.url ?? '';
    if (url === '/api/events/admin/getall') return ok({ docs: events, totalDocs: 2, page: 1, limit: 100 });
    if (url.endsWith('/stats')) return ok({ total: 12, cancelled: 2, checkedIn: 5 });
    if (url.endsWith('/timeline')) return ok({ days: [{ day: '2026-11-20', created: 2, used: 1, cancelled: 0 }] });
    // The event's waiting list (its own tests: WaitlistSection.test.tsx): empty here.
    if (url.endsWith('/waitlist')) return ok(NO_WAITLIST);
    // Its certificates (their own tests: CertificateSection.test.tsx): none issued yet.
    if (url.endsWith('/certificates')) return ok(NO_CERTIFICATES);
    if (url.startsWith('/api/tickets/event/')) return ok(page(config.params?.search ? [] : docs));
    return { status: 500, data: { success: false, message: 'unexpected call' } };
  });
}

async function openEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Select an event' }));
  await user.click(await screen.findByRole('option', { name: /Night of the Lost Souls/ }));
  return screen.findByRole('grid', { name: 'Tickets' });
}

const withinRow = async (name: string) =>
  within((await screen.findByText(name)).closest('[role="row"]') as HTMLElement);

it('asks for an event first, then shows its numbers, the timeline and the server-paged tickets', async () => {
  const requests = serve();
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  expect(screen.getByText('Select an Event')).toBeInTheDocument();
  expect(screen.getByText('Choose an event from the dropdown to view its tickets')).toBeInTheDocument();

  // The dropdown names each event's day through the date module ('12 Dec 2026'), never the raw '2026-12-12'.
  await user.click(await screen.findByRole('combobox', { name: 'Select an event' }));
  await user.click(await screen.findByRole('option', { name: 'Night of the Lost Souls (12 Dec 2026)' }));
  const grid = await screen.findByRole('grid', { name: 'Tickets' });
  expect(await within(grid).findByText('Asha Verma')).toBeInTheDocument();
  const headers = ['LPU ID', 'Name', 'Email', 'Is Used', 'Created At', 'Checked In At', 'Checked In By', 'Actions'];
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(headers);
  expect(screen.getByRole('heading', { name: 'Total Tickets' }).nextSibling).toHaveTextContent('12');
  expect(screen.getByRole('heading', { name: 'Cancelled' }).nextSibling).toHaveTextContent('2');
  expect(screen.getByRole('heading', { name: 'Checked In' }).nextSibling).toHaveTextContent('5');
  expect(screen.getByRole('heading', { name: 'Ticket Activity Timeline' })).toBeInTheDocument();

  const list = requests.filter((config) => config.url === `/api/tickets/event/${EVENT_ID}`);
  expect(list.at(-1)?.params).toEqual({ sort: 'newest', page: 1, limit: 20 });

  await user.click(screen.getByRole('combobox', { name: 'Sort' }));
  await user.click(screen.getByRole('option', { name: 'Oldest First' }));
  await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ sort: 'oldest' }));
  await user.click(within(grid).getByRole('columnheader', { name: 'LPU ID' }));
  await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ sort: 'lpuId' }));

  await user.type(screen.getByRole('textbox', { name: 'Search by LPU ID, name or email' }), 'zed');
  // The search goes out after a pause in typing; on a loaded machine a pause after 'z' sends 'z' first, and its
  // empty answer shows before 'zed' is asked: wait for the whole term's request.
  await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ search: 'zed' }));
  // The grid may draw its overlay again while it settles: look it up afresh each time.
  await waitFor(() => expect(screen.getByText('No matching tickets found')).toBeInTheDocument());
  await waitFor(() => expect(screen.getByText('Try a different search term')).toBeInTheDocument());
});

it("shows the chosen event's attendance certificates under its waiting list, then the next event's", async () => {
  const requests = serve();
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  const certificates = await screen.findByRole('region', { name: 'Attendance certificates' });
  expect(
    await within(certificates).findByText('2 admitted at the door · 0 certificates issued · 2 to issue'),
  ).toBeInTheDocument();
  const waitlist = screen.getByRole('region', { name: 'Waiting list' });
  expect(waitlist.compareDocumentPosition(certificates) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const asked = () => requests.filter((config) => config.url?.endsWith('/certificates')).map((config) => config.url);
  expect(asked()).toEqual([`/api/admin/events/${EVENT_ID}/certificates`]);

  await user.click(screen.getByRole('combobox', { name: 'Select an event' }));
  await user.click(await screen.findByRole('option', { name: /Freshers Night/ }));
  await waitFor(() => expect(asked().at(-1)).toBe(`/api/admin/events/${OTHER_EVENT_ID}/certificates`));
});

it('shows who checked a ticket in and when, and keeps Phone, Hostel and Club behind the column menu', async () => {
  serve();
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  const grid = await openEvent(user);
  const ravisRow = await withinRow('Ravi Kumar');
  // 10:00 UTC is 3:30 pm in the club's time zone (the date module's formatDateTime).
  expect(ravisRow.getByText('21 Nov 2026, 3:30 pm')).toBeInTheDocument();
  expect(ravisRow.getByText('Meera Door')).toBeInTheDocument();
  expect(ravisRow.getByText('20 Nov 2026, 3:30 pm')).toBeInTheDocument();
  // Not checked in yet: the spec's N/A for both.
  expect((await withinRow('Asha Verma')).getAllByText('N/A')).toHaveLength(2);

  // The spec's other columns are one click away: Manage columns shows them.
  expect(within(grid).queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();
  // (The header's menu button shows on hover, which jsdom does not draw: found by its label.)
  await user.click(grid.querySelector('button[aria-label="Name column menu"]')!);
  await user.click(await screen.findByRole('menuitem', { name: /Manage columns/i }));
  await user.click(await screen.findByRole('checkbox', { name: 'Phone' }));
  await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument());
  expect(ravisRow.getByText('9876543210')).toBeInTheDocument();
});

it('says under a check-in time when the door’s device clock was wrong and the time was adjusted', async () => {
  serve(undefined, [asha, ravi, kiran]);
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  expect((await withinRow('Kiran Rao')).getByText('Device clock was wrong; time adjusted')).toBeInTheDocument();
  expect((await withinRow('Ravi Kumar')).queryByText(/Device clock/)).not.toBeInTheDocument();
});

it('gives every icon-only row action a tooltip with its label and an accessible name naming the ticket', async () => {
  serve();
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  const row = await withinRow('Asha Verma');
  const markUsed = row.getByRole('button', { name: 'Mark Used: Asha Verma (TKT-T1XXXXXX)' });
  await user.hover(markUsed);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Mark Used');
  await user.unhover(markUsed);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  const more = row.getByRole('button', { name: 'More actions: Asha Verma (TKT-T1XXXXXX)' });
  await user.hover(more);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('More actions');
  await user.click(more);
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Resend e-mail', 'Cancel', 'Delete']);
});

it('marks a failed e-mail, filters for failed e-mails on the server and confirms a resend', async () => {
  const requests = serve((config) => {
    if (config.method === 'post' && config.url === '/api/tickets/t2/resend') return ok({ ...ravi, emailFailed: false });
    if (config.url === `/api/tickets/event/${EVENT_ID}` && config.params?.emailFailed === 'true')
      return ok(config.params?.search ? page([]) : page([ravi]));
    return undefined;
  });
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  const ravisRow = await withinRow('Ravi Kumar');
  const mark = ravisRow.getByText('E-mail failed');
  expect((await withinRow('Asha Verma')).queryByText('E-mail failed')).not.toBeInTheDocument();
  await user.hover(mark);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Sending the ticket e-mail has failed repeatedly');

  await user.click(screen.getByRole('combobox', { name: 'Show' }));
  await user.click(await screen.findByRole('option', { name: 'E-mail failed' }));
  await waitFor(() => expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument());
  expect(requests.at(-1)?.params).toEqual({ sort: 'newest', emailFailed: 'true', page: 1, limit: 20 });
  expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();

  // Resend: the API queues the e-mail, and the desk says so.
  await user.click((await withinRow('Ravi Kumar')).getByRole('button', { name: /^More actions: Ravi Kumar/ }));
  await user.click(await screen.findByRole('menuitem', { name: /^Resend e-mail: Ravi Kumar/ }));
  expect(await screen.findByText('Ticket e-mail queued for t2@example.org.')).toBeInTheDocument();

  // The export follows the filter (the file holds what the admin is looking at).
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(requests.some((config) => config.url?.endsWith('/export'))).toBe(true));
  expect(requests.find((config) => config.url?.endsWith('/export'))?.params).toEqual({
    sort: 'newest',
    emailFailed: 'true',
  });
});

it('says so when no e-mail failed, and offers to show every ticket again', async () => {
  serve((config) =>
    config.url === `/api/tickets/event/${EVENT_ID}` && config.params?.emailFailed === 'true' ? ok(page([])) : undefined,
  );
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  await screen.findByText('Asha Verma');
  await user.click(screen.getByRole('combobox', { name: 'Show' }));
  await user.click(await screen.findByRole('option', { name: 'E-mail failed' }));
  await waitFor(() => expect(screen.getByText('No failed e-mails')).toBeInTheDocument());
  expect(screen.queryByText('This event has no tickets yet')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
});

it('shows a failed load as its error with Retry only (never as empty), then the data after Retry', async () => {
  let failing = true;
  serve((config) => {
    const url = config.url ?? '';
    const read = url.startsWith(`/api/tickets/event/${EVENT_ID}`) && config.method === 'get';
    if (failing && read) return { status: 500, data: { success: false } };
    return undefined;
  }, []);
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await user.click(await screen.findByRole('combobox', { name: 'Select an event' }));
  await user.click(await screen.findByRole('option', { name: /Night of the Lost Souls/ }));

  // The list, the numbers and the timeline each say they failed (the spec's default text: no server message).
  expect(await screen.findByText('Failed to load tickets')).toBeInTheDocument();
  expect(await screen.findByText('Failed to load ticket stats')).toBeInTheDocument();
  expect(await screen.findByText('Failed to load the timeline')).toBeInTheDocument();
  for (const empty of [
    'No tickets found',
    'This event has no tickets yet',
    'No ticket activity yet',
    'Loading tickets...',
  ])
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Total Tickets' })).not.toBeInTheDocument();

  failing = false;
  const listError = screen.getByText('Failed to load tickets').closest('[role="alert"]') as HTMLElement;
  await user.click(within(listError).getByRole('button', { name: 'Retry' }));
  // Empty only once it loaded and is empty.
  await waitFor(() => expect(screen.getByText('This event has no tickets yet')).toBeInTheDocument());
  expect(screen.queryByText('Failed to load tickets')).not.toBeInTheDocument();
  // The other two still show their own failure until their own Retry.
  expect(screen.getByText('Failed to load ticket stats')).toBeInTheDocument();
  for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Total Tickets' }).nextSibling).toHaveTextContent('12');
  expect(screen.queryByText('No ticket activity yet')).not.toBeInTheDocument();
});

it('says when the event has no tickets, and that there is nothing to export until there is', async () => {
  let docs: AdminTicket[] = [];
  const requests = serve((config) => (config.url === `/api/tickets/event/${EVENT_ID}` ? ok(page(docs)) : undefined));
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  await waitFor(() => expect(screen.getByText('No tickets found')).toBeInTheDocument());
  await waitFor(() => expect(screen.getByText('This event has no tickets yet')).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('No tickets to export.')).toBeInTheDocument();
  expect(requests.some((config) => config.url?.endsWith('/export'))).toBe(false);

  // The list answers something else (a ticket created, another search): the notice was about the empty list.
  docs = [asha];
  await user.type(screen.getByRole('textbox', { name: 'Search by LPU ID, name or email' }), 'a');
  expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
  expect(screen.queryByText('No tickets to export.')).not.toBeInTheDocument();
});

it('shows a failed export with Retry', async () => {
  let exportFails = true;
  const requests = serve((config) => {
    if (!config.url?.endsWith('/export')) return undefined;
    if (exportFails) return { status: 500, data: new Blob(['{"success":false}'], { type: 'application/json' }) };
    throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  });
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  await screen.findByText('Asha Verma');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const failure = await screen.findByText('Export failed');
  exportFails = false;
  await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText("Can't reach the server. Check your connection and try again.")).toBeInTheDocument();
  expect(screen.queryByText('Export failed')).not.toBeInTheDocument();
  expect(requests.filter((config) => config.url?.endsWith('/export'))).toHaveLength(2);
});

it('marks a ticket used and shows a failed update in the red banner until dismissed', async () => {
  let fail = false;
  const requests = serve((config) => {
    if (config.method !== 'patch') return undefined;
    return fail
      ? { status: 409, data: { success: false, message: 'A cancelled ticket cannot be marked used.' } }
      : ok({ ...asha, isUsed: true });
  });
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);
  await user.click((await withinRow('Asha Verma')).getByRole('button', { name: /^Mark Used: Asha Verma/ }));
  await waitFor(() => expect(requests.some((config) => config.method === 'patch')).toBe(true));
  const patch = requests.find((config) => config.method === 'patch')!;
  expect(patch.url).toBe('/api/tickets/t1/status');
  expect(JSON.parse(patch.data as string)).toEqual({ isUsed: true });

  fail = true;
  await user.click((await withinRow('Ravi Kumar')).getByRole('button', { name: /^Mark Not Used: Ravi Kumar/ }));
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('A cancelled ticket cannot be marked used.');
  await user.click(within(banner).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('cancels with a reason and deletes after the spec’s confirmation', async () => {
  const requests = serve((config) => {
    if (config.method === 'post' && config.url?.endsWith('/cancel')) return ok({ ...asha, isCancelled: true });
    if (config.method === 'delete') return { status: 404, data: { success: false, message: 'Ticket not found' } };
    return undefined;
  });
  const user = userEvent.setup();
  renderAtRoute(<TicketPanel />);
  await openEvent(user);

  await user.click((await withinRow('Asha Verma')).getByRole('button', { name: /^More actions: Asha Verma/ }));
  await user.click(await screen.findByRole('menuitem', { name: /^Cancel: Asha Verma/ }));
  const cancel = await screen.findByRole('dialog', { name: 'Cancel Ticket' });
  await user.click(within(cancel).getByRole('button', { name: 'Cancel Ticket' }));
  expect(await within(cancel).findByText('Reason is required')).toBeInTheDocument();
  await user.type(within(cancel).getByLabelText('Reason'), 'Duplicate booking');
  await user.click(within(cancel).getByRole('button', { name: 'Cancel Ticket' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Ticket' })).not.toBeInTheDocument());
  const posted = requests.find((config) => config.url === '/api/tickets/t1/cancel')!;
  expect(JSON.parse(posted.data as string)).toEqual({ reason: 'Duplicate booking' });

  await user.click((await withinRow('Ravi Kumar')).getByRole('button', { name: /^More actions: Ravi Kumar/ }));
  await user.click(await screen.findByRole('menuitem', { name: /^Delete: Ravi Kumar/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Ticket' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this ticket?');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ticket not found');
  expect(requests.find((config) => config.method === 'delete')?.url).toBe('/api/tickets/t2');
});

describe('on a phone (cards)', () => {
  atPhoneWidth();

  it('shows each ticket as a card with the check-in, the failed e-mail mark and labelled actions', async () => {
    serve(undefined, [asha, ravi, kiran]);
    const user = userEvent.setup();
    renderAtRoute(<TicketPanel />);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('combobox', { name: 'Select an event' }));
    await user.click(await screen.findByRole('option', { name: /Night of the Lost Souls/ }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const cards = await screen.findByRole('list', { name: 'Tickets' });
    const ravisCard = within(within(cards).getByText('Ravi Kumar').closest('li') as HTMLElement);
    expect(ravisCard.getByText('E-mail failed')).toBeInTheDocument();
    expect(ravisCard.getByText('21 Nov 2026, 3:30 pm')).toBeInTheDocument();
    expect(ravisCard.getByText('Meera Door')).toBeInTheDocument();
    expect(ravisCard.getByRole('button', { name: /^Resend e-mail: Ravi Kumar/ })).toHaveTextContent('Resend e-mail');
    expect(ravisCard.queryByText(/Device clock/)).not.toBeInTheDocument();
    const kiransCard = within(within(cards).getByText('Kiran Rao').closest('li') as HTMLElement);
    expect(kiransCard.getByText('Device clock was wrong; time adjusted')).toBeInTheDocument();
    const ashasCard = within(within(cards).getByText('Asha Verma').closest('li') as HTMLElement);
    expect(ashasCard.queryByText('E-mail failed')).not.toBeInTheDocument();
    expect(ashasCard.queryByText('Checked In By')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('Create Ticket', () => {
  const created = { ...asha, id: 'new', ticketId: 'TKT-NEW00001', qrCode: { url: 'data:image/png;base64,AAAA' } };

  async function openCreate(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Create Ticket' }));
    return screen.findByRole('dialog', { name: 'Create Ticket' });
  }

  it('checks the spec’s rules, summarises them and focuses the first invalid field', async () => {
    serve();
    const user = userEvent.setup();
    renderAtRoute(<TicketPanel />);
    const dialog = await openCreate(user);
    // The event fields are read-only, on the first event.
    expect(await within(dialog).findByLabelText('Event')).toHaveValue('Night of the Lost Souls');
    expect(within(dialog).getByLabelText('Event')).toHaveAttribute('readonly');
    await user.type(within(dialog).getByLabelText(/^Phone/), '12');
    await user.click(within(dialog).getByLabelText('Yes'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));

    expect(await within(dialog).findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    for (const message of [
      'Full Name is required',
      'Email is required',
      'Enter a valid phone number',
      'Hostel name is required',
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveFocus();

    // Not a hosteler any more: the hostel field goes (and its value with it).
    await user.click(within(dialog).getByLabelText('No'));
    expect(within(dialog).queryByRole('textbox', { name: /^Hostel/ })).not.toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields, then the created ticket with its QR code', async () => {
    let attempt = 0;
    const requests = serve((config) => {
      if (config.url !== '/api/tickets/create') return undefined;
      attempt += 1;
      return attempt === 1
        ? {
            status: 409,
            data: {
              success: false,
              message: 'Taken',
              errors: { lpuId: 'A ticket for this LPU ID has already been issued for this event.' },
            },
          }
        : { status: 201, data: { success: true, message: 'Ticket created', data: created } };
    });
    const user = userEvent.setup();
    renderAtRoute(<TicketPanel />);
    const dialog = await openCreate(user);
    await user.type(await within(dialog).findByLabelText(/^Full Name/), 'Asha Verma');
    await user.type(within(dialog).getByLabelText(/^Email/), 'asha@example.org');
    await user.type(within(dialog).getByLabelText(/^LPU ID/), '12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(
      await within(dialog).findByText('A ticket for this LPU ID has already been issued for this event.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^LPU ID/)).toHaveFocus();
    const body = JSON.parse(requests.find((config) => config.url === '/api/tickets/create')!.data as string);
    expect(body).toMatchObject({ fullName: 'Asha Verma', hosteler: false, eventId: EVENT_ID });
    expect(body).not.toHaveProperty('hostel');

    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    const done = await screen.findByRole('dialog', { name: 'Ticket Created' });
    expect(within(done).getByRole('img', { name: 'QR code of ticket TKT-NEW00001' })).toBeInTheDocument();
    expect(within(done).getByText('TKT-NEW00001')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says No Events Available when there is no event', async () => {
    serve((config) =>
      config.url === '/api/events/admin/getall' ? ok({ docs: [], totalDocs: 0, page: 1, limit: 100 }) : undefined,
    );
    const user = userEvent.setup();
    renderAtRoute(<TicketPanel />);
    const dialog = await openCreate(user);
    expect(await within(dialog).findByText('No Events Available')).toBeInTheDocument();
    expect(within(dialog).getByText('Cannot create ticket without events.')).toBeInTheDocument();
  });
});
