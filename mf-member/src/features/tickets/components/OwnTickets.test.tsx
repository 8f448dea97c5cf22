import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { failure, memberTicket, success } from '../../../test-support/member-profile';
import { OwnTickets } from './OwnTickets';

const ticket = memberTicket;

const upcoming = ticket({});
const used = ticket({
  id: 'a5b0c1d2-0000-4000-8000-000000000002',
  ticketId: 'TKT-USED0001',
  eventId: '7a2d1d5f-4d59-4b43-9a39-6d9d1a0e2c12',
  eventTitle: 'Hack Night',
  eventDate: '2026-03-01',
  eventTime: null,
  startsAt: '2026-03-01T11:30:00.000Z',
  status: 'used',
  upcoming: false,
  qrCode: null,
});
const cancelled = ticket({
  id: 'a5b0c1d2-0000-4000-8000-000000000003',
  ticketId: 'TKT-GONE0001',
  eventTitle: 'Quiz Night',
  status: 'cancelled',
  qrCode: null,
});

beforeEach(() => {
  resetSession();
  signInAs(memberClaims);
});

it('lists each ticket with its event, when and where, its id and real status; the QR of a valid one on demand', async () => {
  const requests = installFakeServer(() => success([upcoming, cancelled, used]));
  const user = userEvent.setup();
  renderAtRoute(<OwnTickets />);

  expect(screen.getByRole('heading', { name: 'My Tickets' })).toBeInTheDocument();
  const cards = within(await screen.findByRole('list', { name: 'My tickets' })).getAllByRole('listitem');
  expect(requests[0]).toMatchObject({ method: 'get', url: '/api/members/me/tickets' });
  expect(cards).toHaveLength(3);

  const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(first).getByRole('link', { name: 'Night of the Lost Souls' })).toHaveAttribute(
    'href',
    `/event/${upcoming.eventId}`,
  );
  expect(first).toHaveTextContent('Saturday, 12 December 2026 at 7:00 pm IST');
  expect(first).toHaveTextContent('Block 32 Amphitheatre');
  expect(first).toHaveTextContent('Ticket ID: TKT-AB12CD34');
  expect(first).toHaveTextContent('Valid');
  expect(second).toHaveTextContent('Cancelled');
  // A past event's day alone (it had no start time), marked past; used, so nothing to show at a door.
  expect(third).toHaveTextContent('Sunday, 1 March 2026 (past)');
  expect(third).toHaveTextContent('Used');
  expect(within(second).queryByRole('button', { name: 'Show QR code' })).not.toBeInTheDocument();
  expect(within(third).queryByRole('button', { name: 'Show QR code' })).not.toBeInTheDocument();

  const show = within(first).getByRole('button', { name: 'Show QR code' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  await user.click(show);
  expect(within(first).getByRole('img', { name: 'QR code of ticket TKT-AB12CD34' })).toHaveAttribute(
    'src',
    upcoming.qrCode!.url,
  );
  expect(within(first).getByText('Show this QR at entry')).toBeInTheDocument();
  await user.click(within(first).getByRole('button', { name: 'Hide QR code' }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Find my ticket' })).toHaveAttribute('href', '/tickets/find');
});

it('says so when there are none, and shows a failure with Retry (never as an empty list)', async () => {
  let answer: () => ReturnType<typeof success> | Promise<never> = () => failure(403, 'Not allowed');
  installFakeServer(() => answer());
  const user = userEvent.setup();
  renderAtRoute(<OwnTickets />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
  expect(screen.queryByText(/No tickets yet/)).not.toBeInTheDocument();
  answer = () => success([]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText(/No tickets yet: tickets bought or issued with your LPU ID show here\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See upcoming events' })).toHaveAttribute('href', '/event');
});
