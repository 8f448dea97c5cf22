import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactRequest } from '@guildhall/contracts';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import type { InternalAxiosRequestConfig } from 'axios';
import { toCsv } from '../../../review-panel/export-file';
import { CONTACTS_EXPORT } from '../export-spec';
import { ContactsPanel } from './ContactsPanel';

const aContact = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  id: 'c-1',
  name: 'Kabir Singh',
  email: 'kabir@example.com',
  phone: '+91 90000 11111',
  lpuID: '12312312',
  subject: 'Sponsorship',
  message: 'We would like to sponsor "Build Night".',
  status: 'pending',
  createdAt: '2026-11-21T09:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});
const kabir = aContact();
const meera = aContact({
  id: 'c-2',
  name: 'Meera Rao',
  email: 'meera@example.com',
  subject: 'Refund',
  status: 'resolved',
});

const ok = (data: unknown): FakeReply => ({ status: 200, data: { success: true, message: 'ok', data } });
const page = (docs: ContactRequest[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 100 });
const serve = (handler: (config: InternalAxiosRequestConfig) => FakeReply | undefined) =>
  installFakeServer((config) => {
    if (config.url === '/api/contact/counts') return ok({ total: 9, pending: 4, resolved: 3, closed: 2 });
    return handler(config) ?? page([kabir, meera]);
  });

it('lists the requests with the counters and New badges; one card open at a time with every field', async () => {
  serve(() => undefined);
  const user = userEvent.setup();
  renderAtRoute(<ContactsPanel />);
  expect(screen.getByText('Loading contacts...')).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Kabir Singh' });
  expect(await screen.findByText('Total Contacts')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Closed', { selector: 'p' }).previousSibling).toHaveTextContent('2'));
  expect(within(card).getByText('New')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Meera Rao' })).queryByText('New')).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { expanded: false }));
  for (const [label, value] of [
    ['Phone', '+91 90000 11111'],
    ['LPU ID', '12312312'],
    ['Message', 'We would like to sponsor "Build Night".'],
  ]) {
    expect(within(card).getByText(label!).nextSibling).toHaveTextContent(value!);
  }
  expect(within(card).getByText('ID: c-1')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
});

it('resolves a pending request and copies the e-mail', async () => {
  const requests = serve((config) => (config.method === 'patch' ? ok(null) : undefined));
  const user = userEvent.setup();
  renderAtRoute(<ContactsPanel />);
  const card = await screen.findByRole('article', { name: 'Kabir Singh' });
  await user.click(within(card).getByRole('button', { expanded: false }));
  await user.click(within(card).getByRole('button', { name: 'Copy Email' }));
  expect(await within(card).findByText('Email copied')).toBeInTheDocument();
  // userEvent's clipboard stands in for the browser's.
  expect(await navigator.clipboard.readText()).toBe('kabir@example.com');
  await user.click(within(card).getByRole('button', { name: 'Mark as Resolved' }));
  await waitFor(() => expect(requests.some((request) => request.url === '/api/contact/c-1/resolve')).toBe(true));
});

it('filters and searches on the server, with the status-aware empty text and its error panel', async () => {
  let failures = 3;
  const requests = serve((config) => {
    if (config.params?.status === 'closed') return page([]);
    if (config.params?.search === 'boom' && failures-- > 0)
      return { status: 500, data: { success: false, message: 'Database down' } };
    return undefined;
  });
  const user = userEvent.setup();
  renderAtRoute(<ContactsPanel />);
  await screen.findByRole('article', { name: 'Kabir Singh' });
  await user.click(screen.getByRole('radio', { name: 'closed' }));
  expect(await screen.findByText('No contacts found')).toBeInTheDocument();
  expect(screen.getByText('There are no contacts with status "closed" matching your search.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'boom');
  expect(await screen.findByText('Error loading contacts: Database down')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toMatchObject({ search: 'boom', limit: 100 });
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('article', { name: 'Kabir Singh' })).toBeInTheDocument();
});

it('exports the spec columns, quotes doubled, a phone number with a sign as text', () => {
  expect(toCsv(CONTACTS_EXPORT.csvColumns, [kabir])).toBe(
    '"Name","Email","Phone","LPU ID","Subject","Status","Created At","Message"\r\n' +
      '"Kabir Singh","kabir@example.com","\'+91 90000 11111","12312312","Sponsorship","pending",' +
      '"21 Nov 2026, 2:30 pm","We would like to sponsor ""Build Night""."\r\n',
  );
});
