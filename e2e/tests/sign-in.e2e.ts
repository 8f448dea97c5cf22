// Sign-in journeys across the composition: the form lives in one remote, the dashboard in another, the guard
// and the navbar in the shell; all of them read the one shared session.
import { expect, test, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { BASE_URL } from '../support/ports';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  signInAsAdmin,
  signInAsMember,
  submitAdminSignIn,
  submitMemberSignIn,
} from '../support/sign-in';

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

  await signInAsMember(page, '/admin/dashboard');
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

// A failure without a message of its own reads the spec's default or "Can't reach the server",
// never axios' 'Request failed with status code 500' / 'Network Error'.
const NETWORK_TEXT = "Can't reach the server. Check your connection and try again.";
const FAILURES = [
  ['a 500 without a message', (route: Route) => route.fulfill({ status: 500, body: '' })],
  ['no answer at all', (route: Route) => route.abort('failed')],
] as const;

for (const [failure, answer] of FAILURES) {
  test(`the login form reads the spec's text on ${failure}`, async ({ page }) => {
    await page.route('**/api/members/login', answer);
    await page.goto('/auth');
    await page.getByLabel(/LPU ID or e-?mail/i).fill(DEMO_MEMBER.email);
    await page.getByLabel(/^password/i).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(
      page.getByText(failure === 'no answer at all' ? NETWORK_TEXT : 'Invalid credentials. Please try again.'),
    ).toBeVisible();
    await expect(page.getByText(/status code|Network Error/)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  test(`'Forgot Password?' reads the spec's text on ${failure}`, async ({ page }) => {
    await page.route('**/api/members/send-reset-email', answer);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
    await dialog.getByLabel('Email').fill(DEMO_MEMBER.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      dialog.getByText(failure === 'no answer at all' ? NETWORK_TEXT : 'Failed to send reset email. Please try again.'),
    ).toBeVisible();
    await expect(dialog.getByText(/status code|Network Error/)).toHaveCount(0);
  });
}

test('a signed-in member who opens /auth goes to their dashboard, an admin to theirs', async ({ page }) => {
  await signInAsMember(page, '/auth');
  await page.waitForURL('/member/dashboard');
  await page.goto('/auth/register');
  await page.waitForURL('/member/dashboard');

  // Signed out on a page that calls no API (the dashboard would answer its next call's 401 by leaving for /auth).
  await page.goto('/policy/terms');
  await page.evaluate(() => localStorage.clear());
  await signInAsAdmin(page, '/auth');
  await page.waitForURL('/admin/dashboard');
});

test("a banned member reads the ban's reason once on /auth, also after trying to log in again", async ({ page }) => {
  // A member of its own: banning the demo member would change the other journeys.
  const unique = `${Date.now()}`.slice(-6);
  const member = { fullname: `E2E Banned ${unique}`, LpuId: `55${unique}`, email: `banned${unique}@example.org` };
  const password = 'banned-password-1';
  const registered = await page.request.post('/api/admin/register', {
    data: { ...member, password, department: 'Technical', secret: DEMO_ADMIN.secret },
  });
  expect(registered.status()).toBe(201);
  const memberId = (await registered.json()).data.member.id;

  await page.goto('/auth');
  await page.getByLabel(/LPU ID or e-?mail/i).fill(member.email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL('/member/dashboard');

  const admin = await page.request.post('/api/admin/login', {
    data: { fullname: DEMO_ADMIN.fullname, password: DEMO_ADMIN.password, secret: DEMO_ADMIN.secret },
  });
  const adminToken = (await admin.json()).data.accessToken;
  const banned = await page.request.put(`/api/members/${memberId}/ban`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { reason: 'Spamming the feed' },
  });
  expect(banned.status()).toBe(200);

  // The next call is refused: the app signs out and /auth says why, once.
  await page.reload();
  await page.waitForURL('/auth');
  const reason = page.getByText(/Your account has been banned\. Reason: Spamming the feed\./);
  await expect(reason).toHaveCount(1);
  await expect(page.getByTestId('sign-out-notice')).toBeVisible();

  await page.getByLabel(/LPU ID or e-?mail/i).fill(member.email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByTestId('sign-out-notice')).toHaveCount(0);
  await expect(reason).toHaveCount(1);
  await expect(reason).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
