// The public pages of the club against the seeded demo data: the team page (guests and members see different
// details). Screenshots at phone and desktop width land in .e2e-artifacts.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { signInAsMember } from '../support/sign-in';

const WIDTHS = { phone: 390, desktop: 1280 } as const;

async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 844 });
    await screenshot(page, `${name}-${label}`);
  }
}

test('a guest sees the team: the CEO first, the departments in order, details without private fields', async ({
  page,
}) => {
  await page.goto('/team');
  const leadership = page.getByRole('region', { name: 'Leadership Team' });
  await expect(leadership.getByRole('heading', { level: 3 }).first()).toHaveText('Aarav Mehta');
  const departments = page.getByRole('region', { name: 'Our Departments' });
  await expect(departments.getByRole('heading', { level: 3 })).toHaveText([
    'Technical',
    'Management',
    'Marketing',
    'Social Media',
    'Media',
    'Content Writing',
    'Design',
    'HR',
    'Event Management',
  ]);
  await expect(page.getByRole('article').filter({ hasText: 'Kunal Chawla' }).getByText('+2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'team');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Kunal Chawla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunal Chawla' });
  await expect(dialog.getByText('Program')).toBeVisible();
  await expect(dialog.getByText('LPU ID')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a signed-in member also sees LPU ID, e-mail, year and joined date, with an e-mail link', async ({ page }) => {
  await signInAsMember(page);
  await page.goto('/team');
  await page.getByRole('button', { name: 'Kunal Chawla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunal Chawla' });
  await expect(dialog.getByText('12310031')).toBeVisible();
  await expect(dialog.getByText('2nd Year')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
    'href',
    'mailto:kunal-chawla@guildhall.test',
  );
  await screenshotAtWidths(page, 'team-detail-member');
});
