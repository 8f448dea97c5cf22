import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicEvent } from '@guildhall/contracts';
import { installFakeServer, resetSession, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute, settle } from '@guildhall/ui/test-support';
import type { InternalAxiosRequestConfig } from 'axios';
import { startCheckout } from '../features/purchase/checkout';
import WaitlistPage from './WaitlistPage';

jest.mock('../features/purchase/checkout', () => ({ startCheckout: jest.fn() }));
// The claim journey types into the purchase form: seconds on a busy 2-core machine.
jest.setTimeout(60_000);

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const TITLE = 'Night of the Lost Souls';
const ok = (data: unknown, message = 'ok'): FakeReply => ({ status: 200, data: { success: true, message, data } });
const refused = (status: number, message: string): FakeReply => ({ status, data: { success: false, message } });
const place = (state: string, position: number | null) => ok({ eventId: EVENT_ID, eventTitle: TITLE, state, position });

type Handler = (config: InternalAxiosRequestConfig) => FakeReply;
const posts = (requests: InternalAxiosRequestConfig[]) =>
  requests
    .filter((request) => request.method === 'post')
    .map((request) => ({ url: request.url, body: JSON.parse(String(request.data)) }));

function renderAt(path: string, handler: Handler) {
  const requests = installFakeServer(handler);
  renderAtRoute(<WaitlistPage />, path);
  return requests;
}

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  jest.mocked(startCheckout).mockReset();
});

describe('the confirmation link', () => {
  it('confirms on opening and answers the place in line, with the event and a link to its page', async () => {
    const requests = renderAt('/waitlist/confirm?token=confirm-token', () => place('waiting', 3));
    expect(screen.getByRole('heading', { level: 1, name: 'Your place on the waiting list' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You are number 3 on the waiting list.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the event page' })).toHaveAttribute('href', `/event/${EVENT_ID}`);
    expect(posts(requests)).toEqual([{ url: '/api/waitlist/confirm', body: { token: 'confirm-token' } }]);
  });

  it.each([
    [404, 'This confirmation link is not valid.'],
    [410, 'This confirmation link has expired: it works for 24 hours. Please join the waiting list again.'],
  ])('shows the server’s words for a %i', async (status, message) => {
    renderAt('/waitlist/confirm?token=old', () => refused(status, message));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and asks nothing', () => {
    const requests = renderAt('/waitlist/confirm', () => place('waiting', 1));
    expect(screen.getByText('This link is incomplete. Open the link from your e-mail again.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('the leave link', () => {
  it('asks first, and leaves only on the click (mail scanners open links)', async () => {
    const requests = renderAt('/waitlist/leave?token=leave-token', () => place('left', null));
    expect(screen.getByRole('heading', { level: 1, name: 'Leave the waiting list' })).toBeInTheDocument();
    expect(screen.getByText(/^Do you want to leave this event's waiting list\?/)).toBeInTheDocument();
    // Time for a call made on opening to arrive (the HTTP client is imported on demand).
    await settle();
    await settle();
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have left the waiting list.');
    expect(posts(requests)).toEqual([{ url: '/api/waitlist/leave', body: { token: 'leave-token' } }]);
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).not.toBeInTheDocument();
  });

  it('shows the server’s words for a link that is not valid, and keeps the button', async () => {
    const invalid = 'This link to leave the waiting list is not valid.';
    renderAt('/waitlist/leave?token=nope', () => refused(404, invalid));
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeEnabled();
  });
});

describe('the claim link', () => {
  const offer = {
    eventId: EVENT_ID,
    eventTitle: TITLE,
    fullName: 'Asha Verma',
    email: 'asha@example.org',
    lpuId: '12345678',
    phone: '9876543210',
    offerExpiresAt: '2026-12-01T14:00:00.000Z',
  };
  const event = { id: EVENT_ID, title: TITLE, ticketPrice: 450 } as PublicEvent;
  const created = ok({
    order_id: 'GHORDER',
    order_secret: 'S'.repeat(43),
    payment_session_id: 'session_1',
    checkout: { provider: 'local-sandbox', url: 'x' },
    hold_expires_at: '2026-12-01T10:03:00.000Z',
  });
  const server: Handler = (config) => {
    if (config.url?.startsWith('/api/waitlist/offer')) return ok(offer);
    if (config.url?.startsWith('/api/events/by-id/')) return ok(event);
    if (config.url === '/api/cashfree/checkout-opened') return ok({ order_id: 'GHORDER', hold_expires_at: 'x' });
    return created;
  };

  it('fills the purchase form with the offer, e-mail and LPU ID read-only, and orders with the offer’s token', async () => {
    const requests = renderAt('/waitlist/claim?token=offer-token', server);
    expect(
      await screen.findByRole('heading', { name: 'A seat is held for you until 1 Dec 2026, 7:30 pm IST.' }),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'get', url: '/api/waitlist/offer?token=offer-token' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('asha@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'LPU ID' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Verma');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('9876543210');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Course' }), 'B.Tech CSE');
    await user.click(await screen.findByLabelText('Female'));
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByLabelText('SML'));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await screen.findByRole('button', { name: 'Pay Now' });
    const [order] = posts(requests);
    expect(order!.url).toBe('/api/cashfree/create-order');
    expect(order!.body).toMatchObject({
      fullName: 'Asha Verma',
      email: 'asha@example.org',
      lpuId: '12345678',
      phone: '9876543210',
      eventId: EVENT_ID,
      offerToken: 'offer-token',
    });
    expect(startCheckout).toHaveBeenCalledWith('session_1', { provider: 'local-sandbox', url: 'x' });
  });

  it.each([
    [404, 'This offer link is not valid.'],
    [410, 'This offer has ended: its time ran out, or its seat was bought or given up.'],
  ])('shows the server’s words for a %i, and no form', async (status, message) => {
    renderAt('/waitlist/claim?token=gone', () => refused(status, message));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });
});
