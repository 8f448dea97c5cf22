// A remote whose remoteEntry.js is missing: the runtime tries it again, then the page's boundary says what failed,
// and Retry loads it once it is back. remotes.json is overridden (its copy inlined into the page) to point mf_admin
// at an entry that does not exist, as a broken deployment would.
import { expect, test } from '@playwright/test';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@guildhall/contracts/federation';
import { screenshot } from '../support/browser';
import { ADMIN_REMOTE_ORIGIN, BASE_URL } from '../support/ports';

test('a missing remoteEntry.js is retried, then reported by the boundary, and Retry heals the page', async ({
  context,
  page,
}) => {
  const missingEntry = `${ADMIN_REMOTE_ORIGIN}/missing-deployment/remoteEntry.js`;
  await context.route(`${BASE_URL}/admin/auth`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replaceAll(`${ADMIN_REMOTE_ORIGIN}/remoteEntry.js`, missingEntry);
    expect(html).toContain(`id="${RUNTIME_CONFIG_ELEMENT_ID}"`);
    await route.fulfill({ response, body: html });
  });
  let deployed = false;
  let entryRequests = 0;
  await context.route(`${ADMIN_REMOTE_ORIGIN}/missing-deployment/**`, async (route) => {
    if (route.request().url() === missingEntry) entryRequests += 1;
    if (!deployed) return route.fulfill({ status: 404, body: 'Not Found' });
    // The deployment arrives: the same files the remote serves at its root.
    return route.fulfill({
      response: await route.fetch({ url: route.request().url().replace('/missing-deployment', '') }),
    });
  });

  await page.goto(`${BASE_URL}/admin/auth`);
  const failure = page.getByTestId('remote-failure');
  await expect(failure).toBeVisible();
  expect(await page.getByRole('alert').textContent()).toContain('The admin sign-in page could not be loaded');
  const reported = await failure.textContent();
  expect(reported).toBe(
    `mf_admin/AdminAuthPage: Failed to load script resources (RUNTIME-008): ${missingEntry} could not be loaded ` +
      '(unreachable, or answered with an error)',
  );
  expect(entryRequests).toBe(3); // the first load and two retries
  await screenshot(page, 'remote-entry-missing');

  deployed = true;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Login to Dashboard' })).toBeVisible();
});
