// The member profile page (mf-member) in the composition: editing, the avatar seen by the shell's navbar, the
// password reset, and a session the server ends (a ban) signing the member out on the next click.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { BASE_URL } from '../support/ports';
import { adminTokens } from '../support/route-budgets';
import { DEMO_MEMBER, signInAsMember, submitMemberSignIn } from '../support/sign-in';

const NEW_PASSWORD = 'member-demo-456';
// A real 1x1 PNG: the browser must be able to draw it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: await response.json() };
}

async function signInByApi(password: string): Promise<string | undefined> {
  const { status, body } = await api('/api/members/login', {
    method: 'POST',
    body: { email: DEMO_MEMBER.email, password },
  });
  return status === 200 ? body.data.accessToken : undefined;
}

// The journeys after this file sign in as the demo member as the README describes it: put it back as it was.
let originalProfile: Record<string, unknown>;
test.beforeAll(async () => {
  const token = await signInByApi(DEMO_MEMBER.password);
  const { body } = await api('/api/members/me', { token });
  const { fullname, email, program, year, linkedIn, github, bio } = body.data;
  originalProfile = { fullname, email, program, year, linkedIn, github, bio };
});
test.afterEach(async () => {
  const changed = await signInByApi(NEW_PASSWORD);
  const token = changed ?? (await signInByApi(DEMO_MEMBER.password));
  if (!token) throw new Error('the demo member can no longer sign in');
  await api('/api/members/me', { method: 'PUT', body: originalProfile, token });
  await api('/api/members/me/password', {
    method: 'POST',
    body: {
      LpuId: DEMO_MEMBER.lpuId,
      currentPassword: changed ? NEW_PASSWORD : DEMO_MEMBER.password,
      newPassword: DEMO_MEMBER.password,
    },
    token,
  });
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('the demo member edits the profile, changes the picture (seen in the navbar after a reload) and the password', async ({
  page,
}) => {
  // A long journey with three axe passes (each several seconds on a busy machine).
  test.setTimeout(180_000);
  await signInAsMember(page);
  await expect(page.getByText(`LPU ID: ${DEMO_MEMBER.lpuId}`)).toBeVisible();
  // The designation as the team page writes it.
  await expect(page.getByText('Member • Technical', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit Profile: the header shows the new name at once.
  await tab(page, 'Edit Profile').click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Demo Member Edited');
  await page.getByRole('textbox', { name: 'Program' }).fill('B.Tech Computer Science');
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2nd Year' }).click();
  // Without https://: the profile adds it.
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('www.linkedin.com/in/demo-member');
  await page.getByRole('textbox', { name: 'Bio' }).fill('I build things with the club.');
  await expect(page.getByText('29/500')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo Member Edited' })).toBeVisible();

  await tab(page, 'Profile').click();
  const details = page.getByRole('tabpanel');
  await expect(details.getByText('B.Tech Computer Science')).toBeVisible();
  await expect(details.getByText('2nd Year')).toBeVisible();
  await expect(details.getByText('I build things with the club.')).toBeVisible();
  await expect(details.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/demo-member',
  );
  await expect(details.getByText('No social links added')).toHaveCount(0);

  // The avatar: the camera button is a real button (Enter opens the picker), the picture is uploaded, shown in the
  // header, and in the shell's navbar after a reload.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change profile picture' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
  const headerPicture = page.getByRole('img', { name: 'Profile picture of Demo Member Edited' });
  await expect(headerPicture).toHaveAttribute('src', /\/uploads\/image\/[0-9a-f]{32}\.png$/);
  const pictureUrl = await headerPicture.getAttribute('src');
  await page.reload();
  // The navbar (the shell's) reads the picture from the renewed access token.
  await expect(page.getByRole('banner').locator(`img[src="${pictureUrl}"]`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture of Demo Member Edited' })).toHaveAttribute(
    'src',
    pictureUrl!,
  );

  // Security: the password of the member's own LPU ID, with the current one.
  await tab(page, 'Security').click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('textbox', { name: 'LPU ID' }).fill(DEMO_MEMBER.lpuId);
  await page.getByLabel('Current Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('/auth');
  await page.getByLabel(/LPU ID or e-?mail/i).fill(DEMO_MEMBER.lpuId);
  await page.getByLabel(/^password/i).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
  await page.getByLabel(/^password/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL('/member/dashboard');
  await expect(page.getByRole('heading', { name: 'Demo Member Edited' })).toBeVisible();
});

test('a member an admin bans is signed out on the next click and told why', async ({ page }) => {
  // Six screenshots and an axe pass (slow on a busy machine).
  test.setTimeout(180_000);
  await signInAsMember(page);
  await expect(page.getByText(`LPU ID: ${DEMO_MEMBER.lpuId}`)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const name of ['Security', 'Edit Profile', 'Profile']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await screenshot(page, `member-profile-${name.replace(' ', '-').toLowerCase()}-${width}`);
    }
  }

  // An admin bans the member through the API while the member's page is open.
  const admin = await adminTokens(BASE_URL);
  const adminCall = (path: string, body: object) =>
    fetch(`${BASE_URL}/api${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify(body),
    });
  const memberId = await page.evaluate(async () => {
    const response = await fetch('/api/members/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { data: { id: string } }).data.id;
  });
  expect((await adminCall(`/members/${memberId}/ban`, { reason: 'Spam in the feed' })).status).toBe(200);
  const ban = 'Your account has been banned. Reason: Spam in the feed.';
  await tab(page, 'Security').click();

  // The guard's client-side redirect comes first, then the client's full page load of /auth (slow on a busy machine).
  await page.waitForURL('/auth');
  await expect(page.getByTestId('sign-out-notice')).toContainText('You have been signed out', { timeout: 45_000 });
  await expect(page.getByTestId('sign-out-notice')).toContainText(ban);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await screenshot(page, 'signed-out-notice-390');
  await expectNoSeriousA11yViolations(page);
  expect((await adminCall(`/members/${memberId}/unban`, {})).status).toBe(200);

  // Signing in again clears the notice.
  await submitMemberSignIn(page);
  await expect(page.getByTestId('sign-out-notice')).toHaveCount(0);
  // Leave the app before the context closes: closing it on this page has hung Playwright's teardown (twice in ~5 runs).
  await page.goto('about:blank');
});
