import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import PaymentVerifyPage from './PaymentVerifyPage';

const transaction = { orderId: 'GHORDER', amount: 400, user: { name: 'Asha Verma' }, lpuId: '12345678' };
const ticket = {
  ticketId: 'TKT-AB12CD34',
  eventId: '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11',
  eventName: 'Night of the Lost Souls',
  fullName: 'Asha Verma',
  lpuId: '12345678',
  status: 'valid',
  qrCode: { url: 'data:image/png;base64,AAAA' },
};

const answer = (status: string, extra: object = {}) => ({
  status: 200,
  data: {
    success: true,
    message: 'Payment status',
    data: { transaction: { ...transaction, status }, ticket: null, note: null, ...extra },
  },
});

function renderPage(search = '?order_id=GHORDER') {
  renderAtRoute(<PaymentVerifyPage />, `/payment/verify${search}`);
}

beforeEach(resetSession);

it('verifies the order and shows the ticket with its QR and real status', async () => {
  const requests = installFakeServer(() => answer('SUCCESS', { ticket }));
  renderPage();
  expect(screen.getByRole('heading', { name: 'Verifying Payment...' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/cashfree/verify?order_id=GHORDER' });
  expect(screen.getByText('Payment successful! Your ticket has been sent to your email.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Transaction Details' })).toHaveTextContent('GHORDER');
  expect(screen.getByRole('region', { name: 'Transaction Details' })).toHaveTextContent('₹400');
  const details = screen.getByRole('region', { name: 'Ticket Details' });
  expect(details).toHaveTextContent('TKT-AB12CD34');
  expect(details).toHaveTextContent('VALID');
  expect(screen.getByRole('img', { name: 'QR code of ticket TKT-AB12CD34' })).toHaveAttribute('src', ticket.qrCode.url);
  expect(screen.getByText('Show this QR at entry')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry Verification' })).not.toBeInTheDocument();
});

it('shows a used ticket as USED, not CONFIRMED', async () => {
  installFakeServer(() => answer('SUCCESS', { ticket: { ...ticket, status: 'used' } }));
  renderPage();
  expect(await screen.findByRole('region', { name: 'Ticket Details' })).toHaveTextContent('USED');
});

it('shows pending for ACTIVE and PENDING, and Retry asks again', async () => {
  let status = 'ACTIVE';
  const requests = installFakeServer(() => answer(status));
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeInTheDocument();
  expect(screen.getByText('Payment is being processed. You will receive confirmation shortly.')).toBeInTheDocument();
  status = 'SUCCESS';
  await user.click(screen.getByRole('button', { name: 'Retry Verification' }));
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

it('shows a failed payment with its status, the advice and the support contacts', async () => {
  installFakeServer(() => answer('FAILED'));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  expect(screen.getByText('Payment failed or expired. Status: FAILED')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: 'support@guildhall.test' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry Verification' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to Event' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
});

it('explains a refunded late payment', async () => {
  installFakeServer(() =>
    answer('REFUNDED', {
      note: 'Your payment arrived after the last seat was taken, so it has been refunded in full.',
    }),
  );
  renderPage();
  expect(await screen.findByText('Payment failed or expired. Status: REFUNDED')).toBeInTheDocument();
  expect(screen.getByText(/refunded in full/)).toBeInTheDocument();
});

it.each(['', '?order_id=%20'])(
  'says so when the URL has no order id (%j), offers no Retry Verification and asks nothing',
  async (search) => {
    const requests = installFakeServer(() => answer('SUCCESS'));
    renderPage(search);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Order ID not found in the URL.')).toBeInTheDocument();
    // Nothing to verify again: the advice goes straight to support, and the way on is still there.
    expect(screen.queryByRole('button', { name: 'Retry Verification' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Retry Verification/)).not.toBeInTheDocument();
    expect(screen.getByText(/If you paid and have no ticket/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  },
);

it('shows the server’s reason when verification fails, or the network text', async () => {
  installFakeServer(() => ({ status: 404, data: { success: false, message: 'Order not found' } }));
  renderPage();
  expect(await screen.findByText('Payment verification failed.')).toBeInTheDocument();
  expect(screen.getByText('Order not found')).toBeInTheDocument();
  // An order id to ask about again: Retry is offered.
  expect(screen.getByRole('button', { name: 'Retry Verification' })).toBeInTheDocument();
});

it('links to Find my ticket after a success and where no order is named', async () => {
  installFakeServer(() => answer('SUCCESS', { ticket }));
  const { unmount } = renderAtRoute(<PaymentVerifyPage />, '/payment/verify?order_id=GHORDER');
  expect(await screen.findByRole('link', { name: 'Find my ticket' })).toHaveAttribute('href', '/tickets/find');
  expect(screen.getByText(/No e-mail, or lost it later\?/)).toHaveTextContent(
    'No e-mail, or lost it later? Find my ticket sends it again.',
  );
  unmount();

  renderPage('');
  expect(screen.getByRole('link', { name: 'Find my ticket' })).toHaveAttribute('href', '/tickets/find');
});

it('offers no Find my ticket for a pending or failed payment of a named order', async () => {
  installFakeServer(() => answer('FAILED'));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Find my ticket' })).not.toBeInTheDocument();
});

it('goes home and back to the event', async () => {
  installFakeServer(() => answer('SUCCESS', { ticket }));
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Back to Event' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/event/${ticket.eventId}`);
});
