// The admin's Members tab across the composition: an admin adds a member who can then sign in, bans them (their
// very next API request is refused) and unbans them; the overview counts and logs it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { signInAsAdmin } from '../support/sign-in';

const unique = Date.now().toString().slice(-6);
const NEWCOMER = { fullname: `E2E Newcomer ${unique}`, LpuId: `77${unique}`, password: 'newcomer-pass-1' };

async function signInNewcomer(request: APIRequestContext) {
  const response = await request.post('/api/members/login', {
    data: { LpuId: NEWCOMER.LpuId, password: NEWCOMER.password },
  });
  return { status: response.status(), tokens: (await response.json()).data };
}

const me = (request: APIRequestContext, accessToken: string) =>
  request.get('/api/auth/me', { headers: { authorization: `Bearer ${accessToken}` } });

async function newcomerRow(page: Page) {
  const search = page.getByPlaceholder('Search members...');
  if ((await search.inputValue()) !== NEWCOMER.LpuId) {
    // The row may show from the unsearched page before the debounced search is sent: wait for the search's own
    // answer, or its loading overlay comes up while axe looks.
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/admin/members') && response.url().includes(NEWCOMER.LpuId),
    );
    await search.fill(NEWCOMER.LpuId);
    await searched;
  }
  const row = page.getByRole('row').filter({ hasText: NEWCOMER.fullname });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  // The grid's loading overlay (an unnamed progress bar over an empty grid) is gone before axe looks.
  await expect(page.locator('.MuiDataGrid-root .MuiLinearProgress-root')).toHaveCount(0, { timeout: 20_000 });
  return row;
}

test.describe.configure({ timeout: 180_000 });

test('the admin adds a member who signs in, bans them (their next request is refused) and unbans them', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Activity Overview' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Dashboard stats' }).getByText('Total Members')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=members$/);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  // axe reads the grid once it has loaded: while it refreshes it shows a bare progress bar and no rows.
  const gridSettled = () => expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0, { timeout: 30_000 });

  await page.getByRole('button', { name: 'Add Member' }).click();
  const add = page.getByRole('dialog', { name: 'Register New Member' });
  await add.getByLabel('Full Name').fill(NEWCOMER.fullname);
  await add.getByLabel('LPU ID').fill(NEWCOMER.LpuId);
  await add.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
  await add.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  await add.getByRole('combobox', { name: 'Designation' }).click();
  await page.getByRole('option', { name: 'Member', exact: true }).click();
  // The menu is gone once its fade-out ends (its options are aria-hidden from the start of it).
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  await gridSettled();
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Register Member' }).click();
  await expect(add.getByText('Member registered successfully!')).toBeVisible();
  await expect(add).toBeHidden();

  const signedIn = await signInNewcomer(request);
  expect(signedIn.status).toBe(200);
  expect((await me(request, signedIn.tokens.accessToken)).status()).toBe(200);

  let row = await newcomerRow(page);
  await gridSettled();
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Ban ${NEWCOMER.fullname}` }).click();
  const ban = page.getByRole('dialog', { name: 'Ban Member' });
  await expect(ban.getByRole('button', { name: 'Ban Member' })).toBeDisabled();
  await ban.getByLabel('Reason').fill('E2E: spamming the feed');
  await gridSettled();
  await expectNoSeriousA11yViolations(page);
  await ban.getByRole('button', { name: 'Ban Member' }).click();
  await expect(ban).toBeHidden();
  row = await newcomerRow(page);
  await expect(row.getByText('banned', { exact: true })).toBeVisible();
  await expect(row.getByText('E2E: spamming the feed')).toBeVisible();
  await screenshot(page, 'admin-members-tab');

  // The ban applies to the very next request, and to the refresh token too.
  expect((await me(request, signedIn.tokens.accessToken)).status()).toBe(401);
  const refresh = await request.post('/api/auth/refresh', { data: { refreshToken: signedIn.tokens.refreshToken } });
  expect(refresh.status()).toBe(401);
  expect((await signInNewcomer(request)).status).toBe(403);

  await row.getByRole('button', { name: `Unban ${NEWCOMER.fullname}` }).click();
  await expect(row.getByText('active', { exact: true })).toBeVisible({ timeout: 20_000 });
  expect((await signInNewcomer(request)).status).toBe(200);

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Dashboard' }).click();
  // Recent Activity reads as sentences, and leaves sign-ins (the newcomer's, the admin's) out.
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  const entries = activity.getByRole('listitem');
  await expect(entries.filter({ hasText: `Club Admin unbanned ${NEWCOMER.fullname}` })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(entries.filter({ hasText: `Club Admin banned ${NEWCOMER.fullname}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `registered the new member ${NEWCOMER.fullname}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: /signed (in|out)| for / })).toHaveCount(0);
});

/** The right edge of the page's widest content, and the window's width. */
const widths = (page: Page) =>
  page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));

test('members: at 1280 x 800 the whole table and its Actions are in view; at 390 x 844 each member is a card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, '/admin/dashboard?tab=members');
  const grid = page.getByRole('grid', { name: 'Members' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const actions = await grid.getByRole('columnheader', { name: 'Actions' }).boundingBox();
  expect(actions).not.toBeNull();
  expect(actions!.x + actions!.width).toBeLessThanOrEqual(1280);
  // No column is past the table's edge: the table has no sideways scrollbar.
  await expect(grid.locator('.MuiDataGrid-scrollbar--horizontal')).toHaveCount(0);
  const table = (await grid.boundingBox())!;
  for (const header of await grid.getByRole('columnheader').all()) {
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width + 1);
  }
  const row = grid.getByRole('row').filter({ hasText: 'Demo Member' });
  const ban = await row.getByRole('button', { name: 'Ban Demo Member' }).boundingBox();
  expect(ban!.x + ban!.width).toBeLessThanOrEqual(1280);
  await row.getByRole('button', { name: 'Ban Demo Member' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Ban' })).toBeVisible();
  expect((await widths(page)).content).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Members' });
  await expect(cards).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('grid')).toHaveCount(0);
  const card = cards.getByRole('listitem', { name: 'Demo Member' });
  await expect(card.getByRole('heading', { name: 'Demo Member' })).toBeVisible();
  // The member's name and their actions together, on screen: nothing to scroll sideways to.
  const button = await card.getByRole('button', { name: 'Ban Demo Member' }).boundingBox();
  expect(button!.x).toBeGreaterThanOrEqual(0);
  expect(button!.x + button!.width).toBeLessThanOrEqual(390);
  const { content, window: innerWidth } = await widths(page);
  expect(content).toBeLessThanOrEqual(innerWidth);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-members-cards-390');
});
