// Buying a ticket as a visitor does: the event page's 'Register Here' opens mf-tickets' purchase dialog, 'Pay Now'
// goes to the local Cashfree sandbox's checkout page, which returns to the payment result page (mf-tickets) with the
// ticket and its QR; the ticket e-mail is in the outbox. Failed and pending payments show their states and Retry.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { mailFileFor, readMail } from '../support/mail';
import { BASE_URL } from '../support/ports';

const WIDTHS = { '1280': 1280, '390': 390 } as const;

// Each journey crosses three apps, the sandbox and the mail worker, with axe and screenshots at two widths: minutes
// on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

let buyers = 0;

interface FeaturedEvent {
  id: string;
  title: string;
  ticketPrice: number;
}

async function featuredEvent(request: APIRequestContext): Promise<FeaturedEvent> {
  return (await (await request.get('/api/events/featured')).json()).data;
}

/** A new buyer: a fresh e-mail and LPU ID, so one ticket per LPU ID never gets in the way. */
function newBuyer() {
  buyers += 1;
  return {
    email: `e2e-buyer-${Date.now()}-${buyers}@example.org`,
    lpuId: String(40_000_000 + Math.floor(Math.random() * 9_000_000) + buyers),
  };
}

/** Opens the featured event's page at `/` (of `site`: the composition's own address unless given) and its dialog. */
async function openPurchaseDialog(page: Page, event: FeaturedEvent, site = '') {
  await page.goto(`${site}/`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await page.getByRole('button', { name: 'Register Here' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket Purchase' });
  await expect(dialog.getByText('Fill in your details to continue')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  // The price is the event's, shown and not editable.
  await expect(dialog.getByLabel('Ticket Price')).toHaveValue(`₹${event.ticketPrice}`);
  await expect(dialog.getByLabel('Ticket Price')).toHaveAttribute('readonly', '');
  return dialog;
}

/** Fills the dialog, pays on the sandbox checkout with `choice`, and answers the order id of the result page. */
async function buyThroughDialog(
  page: Page,
  event: FeaturedEvent,
  choice: RegExp,
  { dialogShots, site }: { dialogShots?: string; site?: string } = {},
) {
  const dialog = await openPurchaseDialog(page, event, site);
  const buyer = newBuyer();
  await dialog.getByLabel('Full Name').fill('Asha Verma');
  await dialog.getByLabel('Email').fill(buyer.email);
  await dialog.getByLabel('Phone Number').fill('9876543210');
  await dialog.getByLabel('LPU ID').fill(buyer.lpuId);
  await dialog.getByLabel('Course').fill('B.Tech CSE');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  // A hosteler names the hostel.
  await dialog.getByLabel('Hostel Name').fill('BH-4');
  await dialog.getByRole('radio', { name: 'SML' }).check();
  if (dialogShots) {
    await expectNoSeriousA11yViolations(page);
    await screenshotDialog(page, dialogShots);
  }
  // Just before the checkout, the order's short first hold becomes the full one (docs/choices.md, "Tickets and payments").
  const holdExtended = page.waitForResponse((response) => response.url().includes('/api/cashfree/checkout-opened'));
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const extended = await holdExtended;
  expect(extended.status()).toBe(200);
  await page.waitForURL(/\/checkout\//);
  const sandbox = new URL(page.url()).origin;
  await expect(page.getByText(`₹${event.ticketPrice}`).first()).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
  await page.waitForURL(/\/payment\/verify\?order_id=/);
  return { orderId: new URL(page.url()).searchParams.get('order_id')!, sandbox, ...buyer };
}

/** The dialog whole: it scrolls with the page behind a fixed backdrop, so the viewport is made tall enough first. */
async function screenshotDialog(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width, height: 1600 });
  await screenshot(page, name);
  await page.setViewportSize({ width, height });
}

async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 844 });
    await screenshot(page, `${name}-${label}`);
  }
}

test('the purchase dialog marks every field required and says what each lacks, once, on the first Pay Now', async ({
  page,
  request,
}) => {
  const event = await featuredEvent(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openPurchaseDialog(page, event);
  for (const name of ['Full Name', 'Email', 'Phone Number', 'LPU ID', 'Course'])
    await expect(dialog.getByRole('textbox', { name })).toHaveAttribute('required', '');
  for (const name of ['Gender', 'Hosteler', 'Club'])
    await expect(dialog.getByRole('radiogroup', { name })).toHaveAttribute('aria-required', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('inputmode', 'tel');
  await expectNoSeriousA11yViolations(page);
  await screenshotDialog(page, 'purchase-dialog-390');
  const orders: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/cashfree/create-order') && orders.push(sent.url()));

  // A hosteler who fills in nothing else: every message at once, the hostel's too, each under its own field.
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const messages = [
    'Full name is required',
    'Email is required',
    'Phone number is required',
    'LPU ID is required',
    'Course is required',
    'Gender is required',
    'Please choose a club',
    'Hostel name is required for hosteler.',
  ];
  for (const message of messages) await expect(dialog.getByText(message, { exact: true })).toHaveCount(1);
  await expect(dialog.getByText('Please fill all required fields.')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await screenshotDialog(page, 'purchase-dialog-errors-390');

  // Wrong values: a short LPU ID, letters in the phone number.
  await dialog.getByLabel('LPU ID').fill('1234');
  await dialog.getByLabel('Phone Number').fill('98765 abcde');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog.getByText('LPU ID must be exactly 8 digits.')).toBeVisible();
  await expect(dialog.getByText('Phone number may contain only digits, spaces and a leading +')).toBeVisible();
  expect(orders).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotDialog(page, 'purchase-dialog-errors-1280');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Ticket Purchase' })).toHaveCount(0);
});

test('a visitor buys a ticket on the event page: sandbox checkout, the ticket and QR on the result page, the e-mail', async ({
  page,
  request,
}) => {
  const event = await featuredEvent(request);
  const order = await buyThroughDialog(page, event, /pay successfully/i, { dialogShots: 'purchase-dialog-1280' });

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Payment successful! Your ticket has been sent to your email.')).toBeVisible();
  const transaction = page.getByRole('region', { name: 'Transaction Details' });
  await expect(transaction).toContainText(order.orderId);
  await expect(transaction).toContainText(`₹${event.ticketPrice}`);
  await expect(transaction).toContainText(order.lpuId);
  const ticket = page.getByRole('region', { name: 'Ticket Details' });
  await expect(ticket).toContainText(event.title);
  await expect(ticket).toContainText('Asha Verma');
  await expect(ticket).toContainText('VALID');
  await expect(page.getByRole('img', { name: /QR code of ticket TKT-/ })).toBeVisible();
  await expect(page.getByText('Show this QR at entry')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Verification' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'payment-success');

  // The e-mail: queued with the ticket, sent by the mail worker (a file, without SMTP), the QR embedded.
  await expect.poll(() => mailFileFor(order.email), { timeout: 30_000 }).not.toBeNull();
  const eml = readMail(mailFileFor(order.email)!);
  expect(eml).toContain(`Subject: Your ticket for ${event.title}`);
  expect(eml).toContain('cid:ticket-qr');
  expect(eml).toContain('Content-Type: image/png');
  expect(eml).toContain(`/payment/verify?order_id=${order.orderId}`);
});

test('a failed payment shows Payment Failed with its status and the advice; Retry asks again', async ({
  page,
  request,
}) => {
  const event = await featuredEvent(request);
  await buyThroughDialog(page, event, /fail the payment/i);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Payment failed or expired. Status: FAILED')).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'payment-failed');
  const verifications: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/cashfree/verify') && verifications.push(sent.url()));
  await page.getByRole('button', { name: 'Retry Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect.poll(() => verifications.length).toBe(1);
});

test('a pending payment shows Payment Pending, and Retry shows the ticket once the payment completes', async ({
  page,
  request,
}) => {
  const event = await featuredEvent(request);
  const order = await buyThroughDialog(page, event, /leave it pending/i);
  await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
  await expect(page.getByText('Payment is being processed. You will receive confirmation shortly.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Verification' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'payment-pending');

  // The bank confirms: the sandbox completes the pending payment (and sends its webhook).
  const payments = await (
    await request.get(`${order.sandbox}/pg/orders/${order.orderId}/payments`, {
      headers: {
        'x-client-id': 'guildhall-local',
        'x-client-secret': 'guildhall-local-sandbox-secret',
        'x-api-version': '2025-01-01',
      },
    })
  ).json();
  await request.post(
    `${order.sandbox}/sandbox/orders/${order.orderId}/payments/${payments[0].cf_payment_id}/complete`,
    {
      data: { outcome: 'success' },
    },
  );
  await page.getByRole('button', { name: 'Retry Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Show this QR at entry')).toBeVisible();
});

test('the result page without an order id says so, and offers no Retry Verification', async ({ page }) => {
  await page.goto('/payment/verify');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Order ID not found in the URL.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Verification' })).toHaveCount(0);
});

test('a buyer who opened the site at 127.0.0.1 comes back there from the checkout, not to localhost', async ({
  page,
  request,
}) => {
  const event = await featuredEvent(request);
  const site = BASE_URL.replace('//localhost:', '//127.0.0.1:');
  expect(site).not.toBe(BASE_URL);
  await buyThroughDialog(page, event, /pay successfully/i, { site });
  expect(new URL(page.url()).origin).toBe(site);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
});
