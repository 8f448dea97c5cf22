// The door (/tickets/check-in): a bought ticket checked in from its QR through Chromium's fake camera (a .y4m made
// from the ticket's own QR image), a second scan refused; a scan admitted offline and synced on reconnecting; a
// member granted the door (in the admin's Door staff dialog) checks in, one without a grant is refused; the door
// opens today's event (never one registered off-site; completed ones under Past); a slow USB scanner's burst is
// admitted, a too slow one said so; another event's ticket names its event; on a phone the search results fit the
// screen, and the next name typed clears a verdict.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type * as ZxingReader from 'zxing-wasm/reader';
import { clubDay, clubWallClock, formatCalendarDay } from '@guildhall/contracts/dates';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { CHROMIUM_ARGS, chromiumExecutable, screenshot } from '../support/browser';
import { writeFakeCamera } from '../support/fake-camera';
import { adminTokens } from '../support/route-budgets';
import { BASE_URL } from '../support/ports';
import { signInAsAdmin, storeAdminSession, storeSession } from '../support/sign-in';

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
async function buyTicket(request: APIRequestContext, fullName: string, email?: string): Promise<BoughtTicket> {
  const featured = (await (await request.get('/api/events/featured')).json()).data;
  buyers += 1;
  const lpuId = String(50_000_000 + (((Date.now() / 1000) % 1_000_000) | 0) * 10 + buyers);
  const created = await request.post('/api/cashfree/create-order', {
    data: {
      fullName,
      email: email ?? `door-${lpuId}@example.org`,
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

async function openDoor(page: Page, eventId: string) {
  await page.goto('/tickets/check-in');
  await page.getByRole('combobox', { name: 'Event' }).selectOption(eventId);
  await expect(page.getByTestId('door-counter')).toHaveText(/^\d+ \/ \d+/);
}

const verdict = (page: Page) => page.getByTestId('verdict');

/**
 * Lets the test keep a verdict on screen while axe reads it (a slow machine takes longer than the verdict's 2.5 s or
 * 5 s): while `holdVerdicts(page, true)` is in force, the page's 2,500 and 5,000 ms timers that close a verdict
 * (VerdictScreen's `verdictShownFor`: Checked in, a refusal; the page's only timers of those lengths) fire without
 * effect, so the verdict stays until tapped (or a key is typed in the search, or the next scan replaces it).
 */
async function allowHoldingVerdicts(page: Page) {
  await page.addInitScript(() => {
    const held = window as unknown as { holdVerdicts?: boolean };
    const setTimeoutOfPage = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      (delay === 2_500 || delay === 5_000) && typeof handler === 'function'
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

/** The secret a ticket's QR image carries, read by the door's own decoder (zxing-wasm, mf-tickets' dependency). */
async function secretOf(qrPng: string): Promise<string> {
  const fromTickets = { paths: [path.resolve(__dirname, '../../mf-tickets')] };
  const zxing = (await import(require.resolve('zxing-wasm/reader', fromTickets))) as typeof ZxingReader;
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm', fromTickets));
  await zxing.prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(wasm).buffer }, fireImmediately: true });
  const [read] = await zxing.readBarcodes(new Uint8Array(fs.readFileSync(qrPng)), { formats: ['QRCode'] });
  return read!.text;
}

/**
 * A keyboard-wedge scanner typing `text` and Enter into the page as browser input, a key every `gapMs`. Each key is
 * sent at its time and stamped with it (CDP's `timestamp`, as the system stamps a real keyboard's keys when they
 * arrive): the page reads the gaps from the keys' own times, and a test machine that is slow to deliver one key (a
 * 166 ms gap was seen between two 60 ms-spaced presses on the busy 2-core machine) does not change them.
 */
async function usbScan(page: Page, text: string, gapMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now();
  try {
    for (const [index, key] of [...text, 'Enter'].entries()) {
      const at = start + index * gapMs;
      if (at > Date.now()) await page.waitForTimeout(at - Date.now());
      const enter = key === 'Enter';
      const stroke = enter
        ? { key, code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 }
        : { key, text: key, unmodifiedText: key };
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...stroke, timestamp: at / 1000 });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, timestamp: (at + 5) / 1000 });
    }
  } finally {
    await cdp.detach();
  }
}

/** No horizontal scrolling: the page is no wider than the screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
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
  await storeAdminSession(page);
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
  await expect(verdict(page)).toContainText(/Already checked in at \d{1,2}:\d\d [ap]m by Club/);
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
  await storeAdminSession(page);
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
  // The same ticket again, still offline: the stored list already knows it is in. Its search result says so (no
  // Check in button), and a scan of its QR typed into the search field by a USB scanner is refused.
  const search = page.getByLabel('Search by name, LPU ID or e-mail');
  await search.fill(ticket.lpuId);
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(result).toContainText(/Checked in at \d{1,2}:\d\d [ap]m by Club Admin/);
  await expect(result.getByRole('button')).toHaveCount(0);
  await search.fill('');
  await usbScan(page, await secretOf(ticket.qrPng), 20);
  await expect(verdict(page)).toHaveAttribute('data-result', 'already-checked-in');
  await expect(search).toHaveValue('');
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
  await signInAsAdmin(page, '/admin/dashboard?tab=events');
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
    await storeSession(page, tokens);
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

const DAY_MS = 86_400_000;

test('the door opens today’s event, not the furthest one, lists upcoming and past events apart, and never one nobody enters by ticket', async ({
  page,
  request,
}) => {
  const { accessToken } = await adminTokens(BASE_URL);
  const headers = { authorization: `Bearer ${accessToken}` };
  const stamp = String(Date.now()).slice(-6);
  const now = Date.now();
  const today = clubDay(now);
  // Starting within the hour on the club's day (doors open before the start): the one on now.
  const soon = clubWallClock(now + 50 * 60_000);
  // Ticketed events (a price, sold here): the door's. One registered off-site is not, whenever it is.
  const create = async (title: string, date: string, time: string, fields: Record<string, unknown> = {}) => {
    const answer = await request.post('/api/events/create', {
      headers,
      data: { title, date, time, venue: 'Door Lawn', ticketPrice: 100, totalSpots: 50, ...fields },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()).data.id as string;
  };
  const startingSoon = soon.date === today ? soon.time : '23:59';
  const ids = {
    today: await create(`Door Today ${stamp}`, today, startingSoon),
    farther: await create(`Door Far ${stamp}`, clubDay(now + 300 * DAY_MS), '19:00'),
    later: await create(`Door Later ${stamp}`, clubDay(now + 3 * DAY_MS), '19:00'),
    past: await create(`Door Past ${stamp}`, clubDay(now - 2 * DAY_MS), '19:00'),
    completed: await create(`Door Done ${stamp}`, clubDay(now + 1 * DAY_MS), '19:00', { status: 'completed' }),
    offSite: await create(`Door Off-site ${stamp}`, today, startingSoon, {
      ticketPrice: 0,
      totalSpots: null,
      registrationUrl: 'https://example.org/off-site',
    }),
  };
  try {
    await signInAsAdmin(page, '/tickets/check-in');
    const picker = page.getByRole('combobox', { name: 'Event' });
    await expect(picker).toHaveValue(ids.today);
    await expect(page.getByText(/^Today · .* · Door Lawn$/)).toBeVisible();
    await expect(page.getByTestId('door-counter')).toHaveText(/^\d+ \/ \d+/);
    const group = (label: string) => picker.locator(`optgroup[label="${label}"]`);
    await expect(picker.locator('optgroup')).toHaveCount(3);
    expect(
      await picker.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual(['Today', 'Upcoming', 'Past']);
    await expect(group('Today').locator(`option[value="${ids.today}"]`)).toHaveCount(1);
    await expect(group('Past').locator(`option[value="${ids.past}"]`)).toHaveCount(1);
    // Completed: under Past, though its day is ahead. Off-site: not offered at all.
    await expect(group('Past').locator(`option[value="${ids.completed}"]`)).toHaveCount(1);
    await expect(picker.locator(`option[value="${ids.offSite}"]`)).toHaveCount(0);
    const offSiteDoor = await request.get(`/api/check-in/events/${ids.offSite}/counts`, { headers });
    expect(offSiteDoor.status()).toBe(404);
    // Upcoming soonest first: the one in 3 days before the one in 300.
    const upcoming = await group('Upcoming')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(upcoming.indexOf(ids.later)).toBeLessThan(upcoming.indexOf(ids.farther));
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'door-today-390');

    // The volunteer picks another event: it stays open for the rest of the day.
    await picker.selectOption(ids.later);
    await expect(page.getByText(/^Upcoming · .* · Door Lawn$/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(ids.later);
  } finally {
    for (const id of Object.values(ids)) await request.delete(`/api/events/${id}/delete`, { headers });
  }
});

test('a USB scanner’s slow burst (60 ms between keys) is admitted, a too slow one is said, another event’s ticket named', async ({
  page,
  request,
}) => {
  const ticket = await buyTicket(request, 'Wedge Guest');
  const secret = await secretOf(ticket.qrPng);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const { accessToken } = await adminTokens(BASE_URL);
  const headers = { authorization: `Bearer ${accessToken}` };
  const event = (await (await request.get(`/api/events/by-id/${ticket.eventId}`)).json()).data;
  const doorEvents = (await (await request.get('/api/check-in/events', { headers })).json()).data as { id: string }[];
  const elsewhere = doorEvents.find((candidate) => candidate.id !== ticket.eventId)!;
  const serverStatus = async () =>
    (await (await request.get(`/api/check-in/events/${ticket.eventId}/search?q=${ticket.lpuId}`, { headers })).json())
      .data[0].status;

  await allowHoldingVerdicts(page);
  await storeAdminSession(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // Another event's door: the verdict names the ticket's event and its day. The event picker keeps the focus it had
  // after the pick, and a scan typed onto it never switches the event.
  await openDoor(page, elsewhere.id);
  await holdVerdicts(page, true);
  await usbScan(page, secret, 20);
  await expect(verdict(page)).toHaveAttribute('data-result', 'other-event');
  await expect(verdict(page)).toContainText(`This ticket is for ${event.title}`);
  await expect(verdict(page)).toContainText(formatCalendarDay(event.date));
  await expect(verdict(page)).not.toContainText('Wedge Guest');
  await checkVerdictScreen(page, 'door-verdict-other-event-390');
  await closeVerdict(page);
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(elsewhere.id);

  // The ticket's own door: too slow (150 ms between keys) is refused and said; 60 ms is a scan.
  await openDoor(page, ticket.eventId);
  await usbScan(page, secret, 150);
  await expect(page.getByTestId('scan-ignored')).toHaveText(/^Scan not read: the keys came too slowly/);
  await expect(verdict(page)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'door-scan-ignored-390');
  expect(await serverStatus()).toBe('valid');

  await usbScan(page, secret, 60);
  await expect(verdict(page)).toHaveAttribute('data-result', 'admitted');
  await expect(verdict(page)).toContainText('Wedge Guest');
  await expect(page.getByTestId('scan-ignored')).toBeHidden();
  expect(await serverStatus()).toBe('used');
});

test('on a phone the search results fit the screen: Check in for a valid ticket, the state of used and cancelled ones', async ({
  page,
  request,
}) => {
  const { accessToken } = await adminTokens(BASE_URL);
  const headers = { authorization: `Bearer ${accessToken}` };
  const surname = `Rowtester${String(Date.now()).slice(-6)}`;
  const valid = await buyTicket(
    request,
    `Meera Venkataraman-Iyengar ${surname}`,
    `meera.venkataraman.iyengar.${surname.toLowerCase()}@students.example.org`,
  );
  const used = await buyTicket(request, `Arjun ${surname}`);
  const cancelled = await buyTicket(request, `Kavya ${surname}`);
  const idOf = async (ticket: BoughtTicket) =>
    (await (await request.get(`/api/check-in/events/${ticket.eventId}/search?q=${ticket.lpuId}`, { headers })).json())
      .data[0].id as string;
  const redeemed = await request.post(`/api/check-in/events/${used.eventId}/redeem`, {
    headers,
    data: { ticketId: await idOf(used) },
  });
  expect((await redeemed.json()).data.result).toBe('admitted');
  const cancelledAnswer = await request.post(`/api/tickets/${await idOf(cancelled)}/cancel`, {
    headers,
    data: { reason: 'Refunded' },
  });
  expect(cancelledAnswer.status()).toBe(200);

  await allowHoldingVerdicts(page);
  await storeAdminSession(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDoor(page, valid.eventId);
  await page.getByLabel('Search by name, LPU ID or e-mail').fill(surname);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(3);
  const row = (name: string) => results.getByRole('listitem').filter({ hasText: name });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoHorizontalOverflow(page);
    // Each result's action (its Check in button, or the state instead of one) is on screen, whole.
    const actions = [
      row(valid.fullName).getByRole('button', { name: `Check in ${valid.fullName}` }),
      row(used.fullName).getByText('Checked in', { exact: true }),
      row(cancelled.fullName).getByText('Cancelled', { exact: true }),
    ];
    for (const action of actions) {
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ ratio: 1 });
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await action.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await expect(row(used.fullName).getByRole('button')).toHaveCount(0);
    await expect(row(cancelled.fullName).getByRole('button')).toHaveCount(0);
    await expect(row(used.fullName)).toContainText(/Checked in at \d{1,2}:\d\d [ap]m by Club Admin/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `door-search-${size.width}`);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await holdVerdicts(page, true);
  await row(valid.fullName)
    .getByRole('button', { name: `Check in ${valid.fullName}` })
    .click();
  await expect(verdict(page)).toHaveAttribute('data-result', 'admitted');
  await expect(verdict(page)).toContainText(valid.fullName);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'door-verdict-admitted-390');
  // The next guest's name typed at once (the verdict still held): the focus is in the search field, and the verdict
  // gives way to what is typed there, results and all.
  const search = page.getByLabel('Search by name, LPU ID or e-mail');
  await expect(search).toBeFocused();
  await page.keyboard.type(surname);
  await expect(verdict(page)).toBeHidden();
  await expect(search).toHaveValue(surname);
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(row(valid.fullName)).toContainText(/Checked in at \d{1,2}:\d\d [ap]m by Club Admin/);
  await screenshot(page, 'door-next-search-390');
  await holdVerdicts(page, false);
});
