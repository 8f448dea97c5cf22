// Guest journeys of the public remote: the policy pages, the contact form and its admin list, joining the club,
// and a forgotten password from the e-mailed link to a new sign-in.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { mailFileFor, readMail } from '../support/mail';
import { E2E_PORTS } from '../support/ports';
import { DEMO_ADMIN, signInAsAdmin } from '../support/sign-in';

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

const unique = `${Date.now()}`.slice(-6);

test('a guest applies to join the club; a second application from the same LPU ID is refused', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Join Club' }).click();
  const fill = async (label: string, text: string) => page.getByLabel(label, { exact: true }).fill(text);
  await fill('Full Name', 'E2E Joiner');
  await fill('LPU ID', `77${unique}`);
  await fill('Email', `joiner${unique}@example.org`);
  await fill('Phone Number', '9876543210');
  await fill('Course', 'B.Tech CSE');
  await page.getByLabel('Female').check();
  await page.getByLabel('Day Scholar').check();
  await page.getByLabel('Technical').check();
  await page.getByLabel('Design').check();
  await expect(page.getByLabel('Media')).toBeDisabled();
  await fill('Bio', 'I like building things with friends.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByText('Registration successful! We will contact you soon.')).toBeVisible();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');

  const again = await page.request.post('/api/apply/apply', {
    data: {
      fullName: 'E2E Joiner',
      LpuId: `77${unique}`,
      email: `joiner${unique}@example.org`,
      phone: '9876543210',
      course: 'B.Tech CSE',
      gender: 'female',
      domains: ['technical'],
      accommodation: 'non-hostler',
      previousExperience: false,
      anyotherorg: false,
      bio: 'Again.',
    },
  });
  expect(again.status()).toBe(409);
});

test('a guest sends a contact message and an admin resolves it on /contact', async ({ page }) => {
  const subject = `E2E question ${unique}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByLabel('Full Name').fill('E2E Guest');
  await page.getByLabel('LPU ID').fill('12345999');
  await page.getByLabel('Email').fill(`guest${unique}@example.org`);
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Is the next event open to first-year students?');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  await signInAsAdmin(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Requests' })).toBeVisible();
  const card = page.getByRole('button', { name: new RegExp(subject) });
  await card.click();
  await expect(page.getByText('Is the next event open to first-year students?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Mark as Resolved' }).click();
  await expect(card.getByText('Resolved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Resolved' })).toHaveCount(0);
});

test("the contact form's first paint keeps what a guest typed and the Send pressed before the app started", async ({
  page,
}) => {
  // mf-public is held back until after the click: meanwhile /contact is only its first paint (docs/interfaces.md,
  // "First paint"), the static form the host wrote into index.html.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${E2E_PORTS.MF_PUBLIC_PORT}/**`, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  // The host may miss the remote's file on its first short-deadline fetch: ask until the page has it.
  await expect
    .poll(async () => (await (await page.request.get('/contact')).text()).includes('data-first-paint-form="contact"'))
    .toBe(true);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const firstPaint = page.locator('#first-paint');
  const subject = `Early question ${unique}`;
  await firstPaint.getByLabel('Full Name').fill('Early Guest');
  await firstPaint.getByLabel('LPU ID').fill('12345998');
  await firstPaint.getByLabel('Email').fill(`early${unique}@example.org`);
  await firstPaint.getByLabel('Phone Number').fill('9876543211');
  await firstPaint.getByLabel('Subject').fill(subject);
  await firstPaint.getByLabel('Message').fill('Sent before the page had started.');
  await firstPaint.getByRole('button', { name: 'Send Message' }).click();
  await expect(firstPaint.getByText('Sending as soon as the page is ready...')).toBeVisible();

  const sent = page.waitForRequest('**/api/contact/send');
  release();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Early Guest', subject, phone: '9876543211' });
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(firstPaint).toHaveCount(0);
});

test("a first paint's text survives when the app takes over, with the focus", async ({ page }) => {
  await expect
    .poll(async () => (await (await page.request.get('/contact')).text()).includes('data-first-paint-form="contact"'))
    .toBe(true);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${E2E_PORTS.MF_PUBLIC_PORT}/**`, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.locator('#first-paint').getByLabel('Subject').fill('Half a question');
  release();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByLabel('Subject')).toHaveValue('Half a question');
  await expect(page.getByLabel('Subject')).toBeFocused();
  await expect(page.getByText('Your message has been sent successfully!')).toHaveCount(0);
});

test('forgot password: the e-mailed link sets a new password, and the member signs in with it', async ({ page }) => {
  // A member of its own: the demo member's password stays as the other journeys expect, even if this one stops halfway.
  const member = { fullname: `E2E Forgetful ${unique}`, LpuId: `66${unique}`, email: `forgetful${unique}@example.org` };
  const registered = await page.request.post('/api/admin/register', {
    data: { ...member, password: 'first-password-1', department: 'Technical', secret: DEMO_ADMIN.secret },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
  await dialog.getByLabel('Email').fill(member.email);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Password reset email sent! Please check your inbox.')).toBeVisible();
  // Sent: no second 'Send Reset Link', the way back instead.
  await expect(dialog.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back to Login' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^login$/i })).toBeVisible();

  await expect.poll(() => mailFileFor(member.email), { timeout: 30_000 }).not.toBeNull();
  const link = readMail(mailFileFor(member.email)!).match(/http:\/\/\S+\/auth\/reset-password\?token=[\w-]+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = `new-password-${unique}`;
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully! You can now log in.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.getByLabel(/LPU ID or e-?mail/i).fill(member.email);
  await page.getByLabel(/^password/i).fill(newPassword);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL('/member/dashboard');

  await expect(page.getByRole('heading', { name: member.fullname })).toBeVisible();
});

// The join form reads the spec's default, or "Can't reach the server", never a library's text.
async function fillApplication(page: Page, lpuId: string) {
  const fill = async (label: string, text: string) => page.getByLabel(label, { exact: true }).fill(text);
  await fill('Full Name', 'E2E Unlucky Joiner');
  await fill('LPU ID', lpuId);
  await fill('Email', `unlucky${lpuId}@example.org`);
  await fill('Phone Number', '9876543210');
  await fill('Course', 'B.Tech CSE');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByLabel('Hostel', { exact: true }).check();
  await page.getByLabel('Technical').check();
  await fill('Bio', 'Trying while the server is down.');
}

for (const [failure, answer, text] of [
  [
    'a 500 without a message',
    (route: Route) => route.fulfill({ status: 500, body: '' }),
    'Registration failed. Please check your details or try again.',
  ],
  [
    'no answer at all',
    (route: Route) => route.abort('failed'),
    "Can't reach the server. Check your connection and try again.",
  ],
] as const) {
  test(`the join form reads the spec's text on ${failure}, and keeps what was typed`, async ({ page }) => {
    await page.route('**/api/apply/apply', answer);
    // The address of the Join Club tab (the home page's 'Join Our Community' links here).
    await page.goto('/auth/register');
    await expect(page.getByRole('tab', { name: 'Join Club', selected: true })).toBeVisible();
    await fillApplication(page, `88${unique}`);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(/status code|Network Error/)).toHaveCount(0);
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('E2E Unlucky Joiner');
  });
}
