// The door (/tickets/check-in): a bought ticket checked in from its QR through Chromium's fake camera (a .y4m made
// from the ticket's own QR image), a second scan refused; a scan admitted offline and synced on reconnecting; a
// member granted the door (in the admin's Door staff dialog) checks in, one without a grant is refused.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { CHROMIUM_ARGS, chromiumExecutable, screenshot } from '../support/browser';
import { writeFakeCamera } from '../support/fake-camera';
import { adminTokens } from '../support/route-budgets';
import { BASE_URL } from '../support/ports';

const WORK = path.resolve(__dirname, '../../.e2e-artifacts/door');
const CAMERA = path.join(WORK, 'camera.y4m');

/** The fake camera plays this file; each test writes the QR it needs before it starts the camera. */
function playAsCamera(png: string | null): void {
  fs.mkdirSync(WORK, { recursive: true });
  writeFakeCamera(CAMERA, png);
}
// Chromium checks the file when it starts: it must exist before the browser does.
playAsCamera(null);

// The camera journey waits for zxing-wasm to download and compile: slow on a busy 2-core machine.
test.setTimeout(180_000);

test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA}`,
    ],
  },
  permissions: ['camera'],
});

let buyers = 0;
interface BoughtTicket {
  ticketId: string;
  fullName: string;
  lpuId: string;
  qrPng: string;
  eventId: string;
}

/** Buys a ticket for the featured event through the sandbox payment, as the purchase journey does. */
async function buyTicket(request: APIRequestContext, fullName: string): Promise<BoughtTicket> {
  const featured = (await (await request.get('/api/events/featured')).json()).data;
  buyers += 1;
  const lpuId = String(50_000_000 + (((Date.now() / 1000) % 1_000_000) | 0) * 10 + buyers);
  const created = await request.post('/api/cashfree/create-order', {
    data: {
      fullName,
      email: `door-${lpuId}@example.org`,
      phone: '9876543210',
      lpuId,
      gender: 'Female',
      hosteler: false,
      course: 'B.Tech CSE',
      club: 'SML',
      amount: featured.ticketPrice,
      eventId: featured.id,
    },
  });
  expect(created.status()).toBe(200);
  const order = (await created.json()).data as { order_id: string; checkout: { url: string } };
  const sandbox = new URL(order.checkout.url).origin;
  expect(
    (await request.post(`${sandbox}/sandbox/orders/${order.order_id}/payments`, { data: { outcome: 'success' } })).ok(),
  ).toBe(true);
  const verified = (await (await request.post(`/api/cashfree/verify?order_id=${order.order_id}`)).json()).data;
  const qrPng = path.join(WORK, `${verified.ticket.ticketId}.png`);
  fs.writeFileSync(qrPng, Buffer.from(verified.ticket.qrCode.url.split(',')[1], 'base64'));
  return { ticketId: verified.ticket.ticketId, fullName, lpuId, qrPng, eventId: featured.id };
}

/** Puts an account's tokens where the session store reads them (no sign-in page: that is sign-in.e2e.ts). */
async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  if (page.url() === 'about:blank') await page.goto('/home');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
}

const signInAsAdmin = async (page: Page) => storeTokens(page, await adminTokens(BASE_URL));

async function openDoor(page: Page, eventId: string) {
  await page.goto('/tickets/check-in');
  await page.getByRole('combobox', { name: 'Event' }).selectOption(eventId);
  await expect(page.getByTestId('door-counter')).toHaveText(/^\d+ \/ \d+/);
}

const verdict = (page: Page) => page.getByTestId('verdict');

/**
 * Lets the test keep a verdict on screen while axe reads it (a slow machine takes longer than the verdict's 2.5 s):
 * while `holdVerdicts(page, true)` is in force, the page's 2,500 ms timer that closes a verdict (VerdictScreen's
 * SHOWN_FOR_MS, the page's only timer of that length) fires without effect, so the verdict stays until tapped.
 */
async function allowHoldingVerdicts(page: Page) {
  await page.addInitScript(() => {
    const held = window as unknown as { holdVerdicts?: boolean };
    const setTimeoutOfPage = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 2_500 && typeof handler === 'function'
        ? setTimeoutOfPage(() => {
            if (!held.holdVerdicts) handler(...rest);
          }, delay)
        : setTimeoutOfPage(handler, delay, ...rest)) as typeof window.setTimeout;
  });
}
const holdVerdicts = (page: Page, hold: boolean) =>
  page.evaluate((on) => void ((window as unknown as { holdVerdicts?: boolean }).holdVerdicts = on), hold);

/** axe and a screenshot while a verdict fills the page (held until both are done). */
async function checkVerdictScreen(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
  await holdVerdicts(page, false);
}

/** A tap closes the verdict (it also goes away by itself after a few seconds). */
async function closeVerdict(page: Page) {
  await verdict(page)
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(verdict(page)).toBeHidden();
}

async function searchAndCheckIn(page: Page, query: string, name: string) {
  await page.getByLabel('Search by name, LPU ID or e-mail').fill(query);
  await page.getByRole('button', { name: `Check in ${name}` }).click();
}

test('the door checks a ticket in from its QR through the camera; the second scan says already checked in', async ({
  page,
  request,
}) => {
  const ticket = await buyTicket(request, 'Camera Guest');
  playAsCamera(ticket.qrPng);
  await allowHoldingVerdicts(page);
  await signInAsAdmin(page);
  await openDoor(page, ticket.eventId);
  const before = await page.getByTestId('door-counter').textContent();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'door-1280');

  await holdVerdicts(page, true);
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(verdict(page)).toHaveAttribute('data-result', 'admitted');
  await expect(verdict(page)).toContainText('Checked in');
  await expect(verdict(page)).toContainText('Camera Guest');
  await checkVerdictScreen(page, 'door-verdict-admitted-1280');
  await closeVerdict(page);
  const checkedIn = Number(before!.split(' / ')[0]);
  await expect(page.getByTestId('door-counter')).toContainText(`${checkedIn + 1} / `);

  // The same QR again (the camera restarted, on a phone-sized screen): refused, with when and by whom.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await holdVerdicts(page, true);
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(verdict(page)).toHaveAttribute('data-result', 'already-checked-in');
  await expect(verdict(page)).toContainText(/Already checked in at \d\d:\d\d by Club/);
  await checkVerdictScreen(page, 'door-verdict-refused-390');
  await closeVerdict(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await screenshot(page, 'door-390');
});

test('with the network cut the door admits a ticket from its stored list and syncs it on reconnecting', async ({
  page,
  context,
  request,
}) => {
  const ticket = await buyTicket(request, 'Offline Guest');
  const { accessToken } = await adminTokens(BASE_URL);
  const serverStatus = async () =>
    (
      await (
        await request.get(`/api/check-in/events/${ticket.eventId}/search?q=${ticket.lpuId}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).json()
    ).data[0].status;
  await signInAsAdmin(page);
  await openDoor(page, ticket.eventId);
  // The service worker has kept the page and every file it loaded (so the door reopens offline below). It fetches
  // them again in the background: on a 2-core machine busy with the rest of `npm test` that can take 15 s and more.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('guildhall-door-v1');
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => !new URL(url).pathname.startsWith('/api/'));
          const kept = await Promise.all([location.pathname, ...files].map((url) => cache.match(url)));
          return navigator.serviceWorker.controller !== null && kept.every(Boolean);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await searchAndCheckIn(page, 'Offline Guest', 'Offline Guest');
  await expect(verdict(page)).toHaveAttribute('data-result', 'admitted');
  await expect(verdict(page)).toContainText('Judged offline');
  await closeVerdict(page);
  await expect(page.getByRole('status').filter({ hasText: 'Offline · 1 to sync' })).toBeVisible();
  // The same ticket again, still offline: the stored list already knows it is in.
  await searchAndCheckIn(page, ticket.lpuId, 'Offline Guest');
  await expect(verdict(page)).toHaveAttribute('data-result', 'already-checked-in');
  await closeVerdict(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'door-offline-1280');
  expect(await serverStatus()).toBe('valid');
  // Reopened without a network: the service worker serves the page, the stored list and queue are still there,
  // and the event this door worked last is the one open (not whichever stored list comes first).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(ticket.eventId);
  await expect(page.getByRole('status').filter({ hasText: 'Offline · 1 to sync' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /Offline|Syncing/ })).toBeHidden();
  await expect.poll(serverStatus).toBe('used');
});

test('a member granted the door in the Door staff dialog checks in; a member without a grant is refused', async ({
  page,
  request,
}) => {
  const { accessToken } = await adminTokens(BASE_URL);
  const admin = { authorization: `Bearer ${accessToken}` };
  const stamp = String(Date.now()).slice(-6);
  const member = async (n: number) => {
    const lpuId = `6${n}${stamp}0`.slice(0, 8);
    const registered = await request.post('/api/admin/register', {
      headers: admin,
      data: {
        fullname: `Door Member ${n} ${stamp}`,
        LpuId: lpuId,
        email: `door-member-${n}-${stamp}@example.org`,
        password: 'door-member-pass',
        department: 'Technical',
      },
    });
    expect(registered.status()).toBeLessThan(300);
    return { lpuId, fullname: `Door Member ${n} ${stamp}`, email: `door-member-${n}-${stamp}@example.org` };
  };
  const [granted, outsider] = [await member(1), await member(2)];
  const ticket = await buyTicket(request, 'Granted Guest');
  const event = (await (await request.get(`/api/events/by-id/${ticket.eventId}`)).json()).data;

  // The admin grants the door on the event's card.
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard?tab=events');
  await page.getByRole('button', { name: `Door staff of ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Door staff: ${event.title}` });
  await dialog.getByLabel("Member's LPU ID").fill(granted.lpuId);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('list', { name: 'Door staff' })).toContainText(granted.fullname);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'door-staff-dialog-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'door-staff-dialog-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  const signInAs = async (who: { email: string }) => {
    const login = await request.post('/api/members/login', {
      data: { email: who.email, password: 'door-member-pass' },
    });
    const tokens = (await login.json()).data;
    await storeTokens(page, tokens);
    return tokens.accessToken as string;
  };

  await signInAs(granted);
  await page.goto('/home');
  await page.getByRole('button', { name: `Account menu of ${granted.fullname}` }).click();
  await page.getByRole('menuitem', { name: 'Check-in' }).click();
  await expect(page).toHaveURL(/\/tickets\/check-in$/);
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(ticket.eventId);
  await expect(page.getByRole('combobox', { name: 'Event' }).locator('option')).toHaveCount(1);
  await searchAndCheckIn(page, ticket.lpuId, 'Granted Guest');
  await expect(verdict(page)).toHaveAttribute('data-result', 'admitted');
  await expect(verdict(page)).toContainText('Granted Guest');

  const outsiderToken = await signInAs(outsider);
  await page.goto('/tickets/check-in');
  await expect(page.getByText('You have no event to check people in for.')).toBeVisible();
  const refused = await request.post(`/api/check-in/events/${ticket.eventId}/redeem`, {
    headers: { authorization: `Bearer ${outsiderToken}` },
    data: { ticketId: '00000000-0000-4000-8000-000000000000' },
  });
  expect(refused.status()).toBe(403);
});
