// The admin ticket desk: the dashboard's Tickets tab (mf-tickets' TicketPanel, loaded at runtime). A ticket bought
// through the local Cashfree sandbox shows in the grid; the admin marks it used, re-sends its e-mail, creates a
// ticket by hand, cancels one and exports the CSV. A failed list load shows only its error, with Retry.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { storeAdminSession } from '../support/sign-in';
import { openTicketsTab } from '../support/ticket-desk';

// A sign-in, a purchase on the sandbox, the grid and the chart on a loaded 2-core machine.
test.setTimeout(180_000);

/**
 * A phone-width screenshot of the viewport: a full-page one at 390 px never finished here (the page relaid out each
 * time Chromium stretched the viewport to the page's height), so the viewport is made tall instead.
 */
async function phoneScreenshot(page: Page, name: string) {
  await page.screenshot({ path: path.resolve(__dirname, `../../.e2e-artifacts/${name}.png`), timeout: 30_000 });
}

const uniqueLpuId = () => String(30_000_000 + Math.floor(Math.random() * 9_000_000));

/** A ticket bought the way a visitor buys one: an order, then "pay successfully" on the sandbox's checkout page. */
async function buyTicket(page: Page, fullName: string) {
  const featured = (await (await page.request.get('/api/events/featured')).json()).data as {
    id: string;
    title: string;
    ticketPrice: number;
  };
  const lpuId = uniqueLpuId();
  const response = await page.request.post('/api/cashfree/create-order', {
    data: {
      fullName,
      email: `e2e-desk-${lpuId}@example.org`,
      phone: '9876543210',
      lpuId,
      gender: 'Female',
      hosteler: true,
      hostel: 'BH-3, Block A',
      course: 'B.Tech CSE',
      club: 'SML',
      amount: featured.ticketPrice,
      eventId: featured.id,
    },
  });
  expect(response.status()).toBe(200);
  const order = (await response.json()).data as { order_id: string; checkout: { url: string } };
  await page.goto(order.checkout.url);
  await page.getByRole('button', { name: /pay successfully/i }).click();
  await page.waitForURL(/\/payment\/verify\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  return { event: featured, lpuId };
}

test('the admin finds a bought ticket, creates one by hand, cancels one and exports the CSV', async ({ page }) => {
  const bought = await buyTicket(page, 'Meera Desk');
  await storeAdminSession(page);
  await openTicketsTab(page, bought.event.title);

  const grid = page.getByRole('grid', { name: 'Tickets' });
  await page.getByRole('textbox', { name: 'Search by LPU ID, name or email' }).fill(bought.lpuId);
  const boughtRow = grid.getByRole('row').filter({ hasText: bought.lpuId });
  await expect(boughtRow).toContainText('Meera Desk');
  const boughtEmail = `e2e-desk-${bought.lpuId}@example.org`;
  await expect(boughtRow).toContainText(boughtEmail);
  await expect(page.getByRole('heading', { name: 'Ticket Activity Timeline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Tickets' })).toBeVisible();
  // At 1280 px the desk's main reading is whole: names and e-mails wrap instead of being cut off, no column scrolls
  // out of view and the page does not scroll sideways.
  for (const field of ['fullName', 'email']) {
    const cell = boughtRow.locator(`[data-field="${field}"]`);
    expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  // Every column, Actions last, lies within the grid's visible width (the last column's resize handle may not).
  expect(
    await grid.evaluate((element) => {
      const right = element.querySelector('.MuiDataGrid-virtualScroller')!.getBoundingClientRect().right;
      const headers = Array.from(element.querySelectorAll('.MuiDataGrid-columnHeader'));
      return headers.length > 0 && headers.every((header) => header.getBoundingClientRect().right <= right + 0.5);
    }),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Mark Used by hand: the admin is named as who checked the ticket in, with the time. Each icon has a tooltip.
  const markUsed = boughtRow.getByRole('button', { name: /^Mark Used: Meera Desk/ });
  await markUsed.hover();
  await expect(page.getByRole('tooltip', { name: 'Mark Used' })).toBeVisible();
  await markUsed.click();
  await expect(boughtRow.locator('[data-field="checkedInBy"]')).toHaveText('Club Admin');
  await expect(boughtRow.locator('[data-field="usedAt"]')).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/,
  );
  // Resend e-mail says what happened: queued for that address.
  await boughtRow.getByRole('button', { name: /^More actions: Meera Desk/ }).click();
  await page.getByRole('menuitem', { name: /^Resend e-mail: Meera Desk/ }).click();
  await expect(page.getByText(`Ticket e-mail queued for ${boughtEmail}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'ticket-desk-1280');
  await page.screenshot({ path: path.resolve(__dirname, '../../.e2e-artifacts/ticket-desk-1280x800.png') });

  // Create Ticket: the form, then the ticket with its QR code.
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
  await expect(dialog.getByLabel('Event', { exact: true })).toHaveValue(bought.event.title);
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(dialog.getByLabel(/^Full Name/)).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'create-ticket-1280');
  const manualLpuId = uniqueLpuId();
  await dialog.getByLabel(/^Full Name/).fill('Kabir Manual');
  await dialog.getByLabel(/^Email/).fill(`e2e-manual-${manualLpuId}@example.org`);
  await dialog.getByLabel(/^LPU ID/).fill(manualLpuId);
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  const created = page.getByRole('dialog', { name: 'Ticket Created' });
  await expect(created.getByRole('img', { name: /QR code of ticket TKT-/ })).toBeVisible();
  await expect(created).toContainText('Kabir Manual');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'create-ticket-created-1280');
  await created.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Cancel the manual ticket with a reason.
  await page.getByRole('textbox', { name: 'Search by LPU ID, name or email' }).fill(manualLpuId);
  const manualRow = grid.getByRole('row').filter({ hasText: manualLpuId });
  await expect(manualRow).toContainText('Kabir Manual');
  await manualRow.getByRole('button', { name: /^More actions: Kabir Manual/ }).click();
  await page.getByRole('menuitem', { name: /^Cancel: Kabir Manual/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Ticket' });
  await cancel.getByLabel(/^Reason/).fill('Issued twice by mistake');
  await cancel.getByRole('button', { name: 'Cancel Ticket' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(manualRow).toContainText('Cancelled');

  // Export the bought ticket's CSV: the spec's file name, BOM, header, the row.
  await page.getByRole('textbox', { name: 'Search by LPU ID, name or email' }).fill(bought.lpuId);
  await expect(grid.getByRole('row').filter({ hasText: bought.lpuId })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  const today = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`tickets_${bought.event.id}_${today}.csv`);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, row, ...rest] = text.slice(1).split('\r\n');
  // The spec's 18 columns in its order, then when and by whom the ticket was checked in.
  expect(header).toBe(
    'Ticket ID,Full Name,Email,Phone,LPU ID,Gender,Hosteler,Hostel,Course,Club,Event ID,Event Name,Is Used,' +
      'QR Code URL,QR Code Public ID,Is Cancelled,Created At,Email Failed,Checked In At,Checked In By',
  );
  expect(row).toMatch(
    new RegExp(
      `^TKT-\\w{8},Meera Desk,e2e-desk-${bought.lpuId}@example.org,9876543210,${bought.lpuId},Female,Yes,` +
        `"BH-3, Block A",B\\.Tech CSE,SML,${bought.event.id},`,
    ),
  );
  // QR Code URL: the ticket's QR image (every ticket's, paid or manual), which opens without an account.
  const qrUrl = row!.match(/,(http[^,]+\/api\/tickets\/[0-9a-f-]{36}\/qr\?key=[\w-]{32}),,/)?.[1];
  expect(qrUrl).toBeDefined();
  const { pathname, search } = new URL(qrUrl!);
  const qrImage = await page.request.get(`${pathname}${search}`);
  expect([qrImage.status(), qrImage.headers()['content-type']]).toEqual([200, 'image/png']);
  expect(row).toMatch(/,No,"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m",No,"[^"]+",Club Admin$/);
  expect(rest).toEqual(['']);

  // Mobile: cards instead of the table, and the Filters drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Tickets' })).toContainText('Meera Desk');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phoneScreenshot(page, 'ticket-desk-390x844');
  await page.getByRole('list', { name: 'Tickets' }).scrollIntoViewIfNeeded();
  await phoneScreenshot(page, 'ticket-desk-390x844-cards');
  await page.setViewportSize({ width: 390, height: 1400 });
  await phoneScreenshot(page, 'ticket-desk-390');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await phoneScreenshot(page, 'ticket-desk-filters-390');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Ticket' }).getByLabel(/^Full Name/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await phoneScreenshot(page, 'create-ticket-390');
});

test('a failed ticket list shows only its error with Retry, never an empty list; Retry shows the tickets', async ({
  page,
}) => {
  const bought = await buyTicket(page, 'Rohan Retry');
  await storeAdminSession(page);
  // The list's own call (not its stats, timeline or export) answers 500 without a message until Retry.
  let failing = true;
  await page.route(/\/api\/tickets\/event\/[0-9a-f-]+(\?|$)/, (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
      : route.continue(),
  );
  await openTicketsTab(page, bought.event.title);
  // Queries retry a 5xx twice before they say so.
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load tickets' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  for (const text of [
    'No tickets found',
    'This event has no tickets yet',
    'No matching tickets found',
    'Loading tickets...',
    'No tickets to export.',
  ])
    await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Tickets' })).toHaveCount(0);
  // The numbers and the timeline loaded: they show their data, not the list's failure.
  await expect(page.getByRole('heading', { name: 'Total Tickets' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await screenshot(page, 'ticket-desk-list-failed-1280');

  failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search by LPU ID, name or email' }).fill(bought.lpuId);
  await expect(
    page.getByRole('grid', { name: 'Tickets' }).getByRole('row').filter({ hasText: bought.lpuId }),
  ).toContainText('Rohan Retry');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
