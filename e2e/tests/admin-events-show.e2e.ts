// The admin's events and review panel across the composition: an event made in mf-admin (with a poster through
// the uploads module) is what the public API and pages show; an application sent by a visitor is approved and
// exported from /admin/show.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clubDay } from '@guildhall/contracts/dates';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { mailFileFor, readMail } from '../support/mail';
import { signInAsAdmin } from '../support/sign-in';

const unique = Date.now().toString().slice(-6);
const POSTER = path.resolve(__dirname, '../../api/src/demo/media/photo-walk.jpg');
/** YYYY-MM-DDTHH:MM, `days` ahead, as the Date & Time field takes it. */
const daysAhead = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T18:45`;

async function openEventsTab(page: Page) {
  await signInAsAdmin(page, '/admin/dashboard?tab=events');
  await expect(page.getByRole('heading', { name: 'Event Management' })).toBeVisible();
}

test('the admin creates a featured event with a poster; the public event API and its poster URL show it', async ({
  page,
  request,
}) => {
  // Creating the event and uploading its poster, then the public pages: slow on a loaded 2-core machine.
  test.setTimeout(120_000);
  const title = `E2E Poster Night ${unique}`;
  await openEventsTab(page);
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel(/Event Title/).fill(title);
  await dialog.getByLabel(/Date & Time/).fill(daysAhead(3));
  await dialog.getByLabel(/Location/).fill('Block 32 Amphitheatre');
  await dialog.getByLabel('Description').fill('Made by the e2e journey.');
  await dialog.getByLabel('Capacity (empty: open registration)').fill('50');
  await dialog.getByLabel('Featured on the event page').check();
  await dialog.getByLabel('Add Posters').setInputFiles(POSTER);
  await expect(dialog.getByRole('img', { name: 'Poster 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden({ timeout: 45_000 });

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('0 / 50 registered')).toBeVisible();
  await expect(card.getByText('Upcoming')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-events-tab');

  const featured = await (await request.get('/api/events/featured')).json();
  expect(featured.data).toMatchObject({ title, venue: 'Block 32 Amphitheatre', time: '18:45', totalSpots: 50 });
  expect(featured.data.posters).toHaveLength(1);
  const poster = await request.get(featured.data.posters[0].url);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect(Buffer.compare(await poster.body(), fs.readFileSync(POSTER))).toBe(0);

  // The public site's front page is now this event's page, with the poster.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `${title}: poster 1` })).toBeVisible();
});

test('the admin approves an application on /admin/show and exports the applications as CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fullName = `E2E Applicant ${unique}`;
  const email = `applicant${unique}@example.org`;
  const applied = await request.post('/api/apply/apply', {
    data: {
      fullName,
      LpuId: `90${unique}`,
      email,
      phone: '+91 98765 43210',
      course: 'B.Tech CSE',
      gender: 'female',
      domains: ['design'],
      accommodation: 'hostler',
      previousExperience: false,
      anyotherorg: false,
      bio: 'Applied by the e2e journey.',
    },
  });
  expect(applied.status()).toBe(201);

  await signInAsAdmin(page, '/admin/show');
  const card = page.getByRole('article', { name: fullName });
  await expect(card.getByText('New')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { expanded: false }).click();
  await expect(card.getByText('Applied by the e2e journey.')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('approved', { exact: true }).first()).toBeVisible();
  // Approving made the applicant a member, who gets a link to choose a password.
  await expect(card.getByRole('status')).toContainText(`${fullName} is now a member`);
  await expect.poll(() => mailFileFor(email), { timeout: 30_000 }).not.toBeNull();
  expect(readMail(mailFileFor(email)!)).toMatch(/\/auth\/reset-password\?token=/);
  await card.getByRole('button', { name: 'Mark as Seen' }).click();
  await expect(card.getByText('New')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-show-applications');

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Applications' });
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  // Named after the club's day (IST), as every date the panel writes.
  expect(download.suggestedFilename()).toBe(`applications-${clubDay()}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  // A UTF-8 BOM first, so Excel reads accented names right; dates as every screen writes them.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Name","Email","Position","Status","Seen","Created At"');
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^"${fullName}","${email}","","approved","Yes","\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{1,2}:\\d{2} [ap]m"$`,
      ),
    ),
  );
  const listed = await (
    await request.get('/api/apply/applications', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    })
  ).json();
  expect(lines).toHaveLength(listed.data.totalDocs + 1);
});
