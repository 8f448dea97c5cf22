// A sold-out event's waiting list as a visitor meets it: the event page offers 'Join the waiting list' in the
// purchase dialog, the confirmation e-mail's link shows the place in line, its leave link leaves on a click only;
// a freed seat's offer e-mail opens the purchase with the seat held and the details filled in, and pays for it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clubDay } from '@guildhall/contracts/dates';
import { WAITLIST_MESSAGES } from '@guildhall/contracts/waitlist';
import { checkLayout } from '../support/layout';
import { mailFileFor, readMail } from '../support/mail';
import { BASE_URL } from '../support/ports';
import { adminTokens } from '../support/route-budgets';

// Each journey crosses two remotes, the mail worker and the layout checks at two widths.
test.describe.configure({ timeout: 180_000 });

const DAY_MS = 86_400_000;
let people = 0;

/** A fresh visitor: an e-mail address and LPU ID no list has seen. */
function newPerson() {
  people += 1;
  return {
    fullName: 'Asha Verma',
    email: `e2e-waitlist-${Date.now()}-${people}@example.org`,
    lpuId: String(50_000_000 + Math.floor(Math.random() * 9_000_000) + people),
  };
}

/** An event of one seat, taken by a ticket from the desk: sold out, with its waiting list on (the default). */
async function soldOutEvent(request: APIRequestContext) {
  const { accessToken } = await adminTokens(BASE_URL);
  const headers = { authorization: `Bearer ${accessToken}` };
  const title = `Waitlist Night ${String(Date.now()).slice(-6)}`;
  const created = await request.post('/api/events/create', {
    headers,
    data: {
      title,
      date: clubDay(Date.now() + 12 * DAY_MS),
      time: '19:00',
      venue: 'Block 32',
      ticketPrice: 300,
      totalSpots: 1,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  const holder = newPerson();
  const ticket = await request.post('/api/tickets/create', {
    headers,
    data: { ...holder, fullName: 'Seat Holder', eventId: id, eventName: title, hosteler: false },
  });
  expect(ticket.status()).toBe(201);
  return { id, title, headers, ticketId: (await ticket.json()).data.id as string };
}

/** The newest e-mail to `email` whose text has `pattern`'s link: the link's path and query. */
async function linkInMail(email: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const file = mailFileFor(email);
        link = file ? readMail(file).match(pattern)?.[0] : undefined;
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Joins the event's list from its page, through the purchase dialog's form (its layout checked when `check`). */
async function joinFromEventPage(
  page: Page,
  event: { id: string; title: string },
  person: ReturnType<typeof newPerson>,
  check = false,
) {
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket Purchase' });
  await expect(dialog.getByText(/^Sold out\. Join the waiting list: when a seat frees/)).toBeVisible();
  await dialog.getByLabel('Full Name').fill(person.fullName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Phone Number').fill('9876543210');
  await dialog.getByLabel('LPU ID').fill(person.lpuId);
  if (check) await checkLayout(page, 'waitlist-join', `${event.title} · Guildhall`);
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(dialog.getByRole('status')).toContainText('Check your e-mail to confirm your place.');
}

test('sold out: join from the event page, confirm by the e-mailed link (number 1), then leave on a click', async ({
  page,
  request,
}) => {
  const event = await soldOutEvent(request);
  const person = newPerson();
  await joinFromEventPage(page, event, person, true);

  const confirm = await linkInMail(person.email, /\/waitlist\/confirm\?token=[\w-]+/);
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 2, name: 'You are number 1 on the waiting list.' })).toBeVisible();
  await expect(page.getByText(event.title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the event page' })).toHaveAttribute('href', `/event/${event.id}`);
  await checkLayout(page, 'waitlist-confirm', 'Waiting list · Guildhall');

  // Opening the leave link changes nothing (mail scanners open links): the place stands until the click.
  const leaves: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/waitlist/leave') && leaves.push(sent.url()));
  await page.goto(await linkInMail(person.email, /\/waitlist\/leave\?token=[\w-]+/));
  await expect(page.getByText(/^Do you want to leave this event's waiting list\?/)).toBeVisible();
  await checkLayout(page, 'waitlist-leave', 'Waiting list · Guildhall');
  expect(leaves).toEqual([]);
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 2, name: 'You are number 1 on the waiting list.' })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Leave the waiting list' }).click();
  await expect(page.getByRole('status')).toHaveText('You have left the waiting list.');
  expect(leaves).toHaveLength(1);
});

test('a freed seat: the offer e-mail’s claim link opens the purchase, the seat held and filled in, and buys it', async ({
  page,
  request,
}) => {
  const event = await soldOutEvent(request);
  const person = newPerson();
  await joinFromEventPage(page, event, person);
  await page.goto(await linkInMail(person.email, /\/waitlist\/confirm\?token=[\w-]+/));
  await expect(page.getByRole('heading', { level: 2, name: 'You are number 1 on the waiting list.' })).toBeVisible();

  // The seat's ticket is cancelled at the desk, which offers it to the first in line at once: nothing is left for
  // 'Offer the next seat now'.
  const cancelled = await request.post(`/api/tickets/${event.ticketId}/cancel`, {
    headers: event.headers,
    data: { reason: 'Refunded' },
  });
  expect(cancelled.status()).toBe(200);
  const offered = await request.post(`/api/admin/events/${event.id}/waitlist/offer-next`, { headers: event.headers });
  expect(offered.status()).toBe(409);
  expect((await offered.json()).message).toBe(WAITLIST_MESSAGES.noSeatToOffer);

  const claim = await linkInMail(person.email, /\/waitlist\/claim\?token=[\w-]+/);
  await page.goto(claim);
  await expect(page.getByRole('heading', { level: 2, name: /^A seat is held for you until .+ IST\.$/ })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(person.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'LPU ID' })).toHaveValue(person.lpuId);
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(person.fullName);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await checkLayout(page, 'waitlist-claim', 'Waiting list · Guildhall');

  // The held seat is bought as any: the sandbox's checkout, then the ticket on the result page.
  await page.getByLabel('Course').fill('B.Tech CSE');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('radio', { name: 'SML' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/checkout\//);
  await page.getByRole('button', { name: /pay successfully/i }).click();
  await page.waitForURL(/\/payment\/verify\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const ticket = page.getByRole('region', { name: 'Ticket Details' });
  await expect(ticket).toContainText(event.title);
  await expect(ticket).toContainText('VALID');

  // The claim link has done its work.
  await page.goto(claim);
  await expect(
    page.getByText('This offer has ended: its time ran out, or its seat was bought or given up.'),
  ).toBeVisible();
});
