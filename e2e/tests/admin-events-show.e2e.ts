// The admin's events and review panel across the composition: an event made in mf-admin (with a poster through
// the uploads module) is what the public API and pages show; an application sent by a visitor is approved and
// exported from /admin/show.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { signInAsAdmin } from '../support/sign-in';

const unique = Date.now().toString().slice(-6);

test('the admin approves an application on /admin/show and exports the applications as CSV', async ({
  page,
  request,
}) => {
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

  await signInAsAdmin(page);
  await page.goto('/admin/show');
  const card = page.getByRole('article', { name: fullName });
  await expect(card.getByText('New')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { expanded: false }).click();
  await expect(card.getByText('Applied by the e2e journey.')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('approved', { exact: true }).first()).toBeVisible();
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
  expect(download.suggestedFilename()).toBe(`applications-${new Date().toISOString().slice(0, 10)}.csv`);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('"Name","Email","Position","Status","Seen","Created At"');
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^"${fullName}","${email}","","approved","Yes","\\d{4}-`)),
  );
  const listed = await (
    await request.get('/api/apply/applications', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    })
  ).json();
  expect(lines).toHaveLength(listed.data.totalDocs + 1);
});
