// Buying a ticket: an order on the API, the payment on the local Cashfree sandbox's checkout page, back to the
// payment result page (mf-tickets) with the ticket and its QR, and the ticket e-mail in the outbox.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { mailFileFor, readMail } from '../support/mail';

let buyers = 0;

async function orderTicket(request: APIRequestContext) {
  const featured = await (await request.get('/api/events/featured')).json();
  buyers += 1;
  const email = `e2e-buyer-${Date.now()}-${buyers}@example.org`;
  const response = await request.post('/api/cashfree/create-order', {
    data: {
      fullName: 'Asha Verma',
      email,
      phone: '9876543210',
      lpuId: String(40_000_000 + Math.floor(Math.random() * 9_000_000) + buyers),
      gender: 'Female',
      hosteler: false,
      course: 'B.Tech CSE',
      club: 'SML',
      amount: featured.data.ticketPrice,
      eventId: featured.data.id,
    },
  });
  expect(response.status()).toBe(200);
  const order = (await response.json()).data as { order_id: string; checkout: { provider: string; url: string } };
  expect(order.checkout.provider).toBe('local-sandbox');
  return { ...order, email, event: featured.data as { title: string; ticketPrice: number } };
}

async function payOnSandbox(page: Page, checkoutUrl: string, choice: RegExp) {
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: choice }).click();
  await page.waitForURL(/\/payment\/verify\?order_id=/);
}

test('a buyer pays on the sandbox checkout and gets the ticket with its QR on the result page and by e-mail', async ({
  page,
  request,
}) => {
  const order = await orderTicket(request);
  await payOnSandbox(page, order.checkout.url, /pay successfully/i);

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Payment successful! Your ticket has been sent to your email.')).toBeVisible();
  const transaction = page.getByRole('region', { name: 'Transaction Details' });
  await expect(transaction).toContainText(order.order_id);
  await expect(transaction).toContainText(`₹${order.event.ticketPrice}`);
  const ticket = page.getByRole('region', { name: 'Ticket Details' });
  await expect(ticket).toContainText(order.event.title);
  await expect(ticket).toContainText('VALID');
  await expect(page.getByRole('img', { name: /QR code of ticket TKT-/ })).toBeVisible();
  await expect(page.getByText('Show this QR at entry')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'payment-success-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'payment-success-390');

  // The e-mail: queued with the ticket, sent by the mail worker (a file, without SMTP), the QR embedded.
  await expect.poll(() => mailFileFor(order.email), { timeout: 30_000 }).not.toBeNull();
  const eml = readMail(mailFileFor(order.email)!);
  expect(eml).toContain(`Subject: Your ticket for ${order.event.title}`);
  expect(eml).toContain('cid:ticket-qr');
  expect(eml).toContain('Content-Type: image/png');
  expect(eml).toContain(`/payment/verify?order_id=${order.order_id}`);
});

test('a failed payment shows Payment Failed with its status and the advice; Retry asks again', async ({
  page,
  request,
}) => {
  const order = await orderTicket(request);
  await payOnSandbox(page, order.checkout.url, /fail the payment/i);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Payment failed or expired. Status: FAILED')).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'payment-failed-1280');
  const verifications: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/cashfree/verify') && verifications.push(sent.url()));
  await page.getByRole('button', { name: 'Retry Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  expect(verifications).toHaveLength(1);
});

test('a pending payment shows Payment Pending, and Retry shows the ticket once the payment completes', async ({
  page,
  request,
}) => {
  const order = await orderTicket(request);
  await payOnSandbox(page, order.checkout.url, /leave it pending/i);
  await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
  await expect(page.getByText('Payment is being processed. You will receive confirmation shortly.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'payment-pending-390');

  // The bank confirms: the sandbox completes the pending payment (and sends its webhook).
  const sandbox = new URL(order.checkout.url).origin;
  const payments = await (
    await request.get(`${sandbox}/pg/orders/${order.order_id}/payments`, {
      headers: {
        'x-client-id': 'guildhall-local',
        'x-client-secret': 'guildhall-local-sandbox-secret',
        'x-api-version': '2025-01-01',
      },
    })
  ).json();
  await request.post(`${sandbox}/sandbox/orders/${order.order_id}/payments/${payments[0].cf_payment_id}/complete`, {
    data: { outcome: 'success' },
  });
  await page.getByRole('button', { name: 'Retry Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Show this QR at entry')).toBeVisible();
});

test('the result page without an order id says so', async ({ page }) => {
  await page.goto('/payment/verify');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Order ID not found in the URL.')).toBeVisible();
});
