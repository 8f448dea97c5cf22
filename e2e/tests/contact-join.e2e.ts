// Guest journeys of the public remote: the policy pages, the contact form and its admin list, joining the club,
// and a forgotten password from the e-mailed link to a new sign-in.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';

test('the four policy pages are served without the navbar, each linked to the others', async ({ page }) => {
  await page.goto('/policy/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('Effective from July 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Events' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  for (const [link, title] of [
    ['Refunds', 'Refund and Cancellation Policy'],
    ['Privacy', 'Privacy Policy'],
    ['Cookies', 'Cookie Policy'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
