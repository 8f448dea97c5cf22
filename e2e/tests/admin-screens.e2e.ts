// Every admin screen at a phone's and a laptop's width, with axe: /admin/auth (both tabs), the dashboard's tabs and
// /admin/show (both tabs). The screenshots are for people to read (.e2e-artifacts/admin-*-390.png / -1280.png).
import { expect, test, type Page } from '@playwright/test';
import { SIGN_IN_REGISTER_DEPARTMENTS } from '@guildhall/contracts/enums';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { signInAsAdmin } from '../support/sign-in';

const WIDTHS = [390, 1280] as const;

/** At each width: waits for `ready`, runs axe and saves `<name>-<width>.png`. */
async function atEachWidth(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await ready();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `${name}-${width}`);
  }
}

test('/admin/auth: Admin Login and Member Register as the spec has them', async ({ page }) => {
  // Four screens checked by axe: over a minute on a loaded 2-core machine.
  test.setTimeout(180_000);
  await page.goto('/admin/auth');
  await atEachWidth(page, 'admin-auth-login', async () => {
    await expect(page.getByRole('button', { name: 'Login to Dashboard' })).toBeVisible();
  });
  // Full name, password and secret key each have a show/hide toggle.
  for (const field of ['full name', 'password', 'secret key']) {
    await expect(page.getByRole('button', { name: `Show ${field}` })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Member Register' }).click();
  await expect(page.getByRole('button', { name: 'Register as Member' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Department' }).click();
  await expect(page.getByRole('option')).toHaveText(SIGN_IN_REGISTER_DEPARTMENTS);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await atEachWidth(page, 'admin-auth-register', async () => {
    await expect(page.getByLabel('Admin Secret Key', { exact: true })).toBeVisible();
  });
});

test('the dashboard tabs and /admin/show at 390 and 1280 px', async ({ page }) => {
  // Five screens at two widths, each checked by axe: minutes on a loaded 2-core machine.
  test.setTimeout(420_000);
  await signInAsAdmin(page, '/admin/dashboard?tab=dashboard');
  await atEachWidth(page, 'admin-dashboard-overview', async () => {
    await expect(page.getByRole('heading', { name: 'Activity Overview' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText('Loading recent activity')).toHaveCount(0);
  });

  await page.goto('/admin/dashboard?tab=members');
  await atEachWidth(page, 'admin-dashboard-members', async () => {
    // A table on a laptop, one card per member on a phone.
    if (page.viewportSize()!.width >= 1200) {
      await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    } else {
      await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible({
        timeout: 30_000,
      });
    }
  });

  await page.goto('/admin/dashboard?tab=events');
  await atEachWidth(page, 'admin-dashboard-events', async () => {
    await expect(page.getByRole('heading', { name: 'Event Management' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article').first()).toBeVisible();
    // The demo's featured event says so on its card.
    await expect(page.getByRole('article').filter({ hasText: /^Featured/ })).toHaveCount(1);
  });

  await page.goto('/admin/show');
  await atEachWidth(page, 'admin-show-applications', async () => {
    await expect(page.getByRole('tab', { name: 'Applications', selected: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading applications...')).toHaveCount(0);
  });
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await atEachWidth(page, 'admin-show-contacts', async () => {
    await expect(page.getByRole('tab', { name: 'Contacts', selected: true })).toBeVisible();
    await expect(page.getByText('Loading contacts...')).toHaveCount(0);
  });
});
