// Sign-in journeys across the composition: the form lives in one remote, the dashboard in another, the guard
// and the navbar in the shell; all of them read the one shared session.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { BASE_URL } from '../support/ports';
import { DEMO_MEMBER, signInAsMember, submitAdminSignIn, submitMemberSignIn } from '../support/sign-in';

test('the demo member signs in with the LPU ID and lands on the member dashboard; the navbar shows who is signed in', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: /^login$/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await submitMemberSignIn(page, DEMO_MEMBER.lpuId);
  await expect(page.getByText(DEMO_MEMBER.name).first()).toBeVisible();
  await screenshot(page, 'member-dashboard');
  await page
    .getByRole('button', { name: /Demo Member|account|user menu/i })
    .first()
    .click();
  await expect(page.getByRole('menu').getByText(DEMO_MEMBER.email)).toBeVisible();
  expect(await page.getByRole('menuitem', { name: 'Show' }).count()).toBe(0);
});

test('a wrong password keeps the member on /auth with the server message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel(/LPU ID or e-?mail/i).fill(DEMO_MEMBER.email);
  await page.getByLabel(/^password/i).fill('not-the-password');
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/auth');
  await expectNoSeriousA11yViolations(page); // with the error banner shown
});

test('the demo admin signs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/admin/auth');
  await expect(page.getByRole('button', { name: 'Login to Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await submitAdminSignIn(page);
  await expect(page.getByText('Club Admin').first()).toBeVisible();
  await screenshot(page, 'admin-dashboard');
});

test('a member who opens an admin route is sent to /, a guest is sent to /auth', async ({ page }) => {
  await page.goto('/member/dashboard');
  await page.waitForURL('/auth');

  await signInAsMember(page);
  await page.goto('/admin/dashboard');
  await page.waitForURL('/');
});

test('logging out from the navbar ends the session on the server and in every app', async ({ page }) => {
  await signInAsMember(page);
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  await page
    .getByRole('button', { name: /Demo Member|account|user menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await page.waitForURL('/auth');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  const me = await fetch(`${BASE_URL}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(me.status).toBe(401);
});
