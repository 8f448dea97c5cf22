// The composition itself: runtime remote registry, one dead remote not taking the site down, deploy headers.
import { expect, test } from '@playwright/test';
import { screenshot } from '../support/browser';
import { ADMIN_REMOTE_ORIGIN, BASE_URL } from '../support/ports';

test('with mf-admin unreachable the shell and public pages work and the admin route shows a retryable error', async ({
  context,
  page,
}) => {
  let adminReachable = false;
  await context.route(`${ADMIN_REMOTE_ORIGIN}/**`, (route) =>
    adminReachable ? route.continue() : route.abort('connectionrefused'),
  );

  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Join Our Community' })).toBeVisible();
  await page.getByRole('button', { name: 'Join Club' }).click();
  await page.waitForURL('/auth');
  await expect(page.getByRole('tab', { name: 'Join Club', selected: true })).toBeVisible();

  await page.goto('/admin/auth');
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible();
  await screenshot(page, 'admin-remote-unreachable');

  adminReachable = true;
  await retry.click();
  await expect(page.getByRole('button', { name: 'Login to Dashboard' })).toBeVisible();
});

test('entry files are revalidated on every load and hashed chunks are immutable', async () => {
  const remotes = await fetch(`${BASE_URL}/remotes.json`);
  expect(remotes.headers.get('cache-control')).toBe('no-cache');
  const entryUrl = ((await remotes.json()) as Record<string, string>).mf_admin!;
  expect(entryUrl).toBe(`${ADMIN_REMOTE_ORIGIN}/remoteEntry.js`);

  const entryResponse = await fetch(entryUrl);
  expect(entryResponse.headers.get('cache-control')).toBe('no-cache');
  expect(entryResponse.headers.get('access-control-allow-origin')).toBe('*');
  // The host reads the manifest next to the entry for its preload hints (the browser loads the entry only).
  const manifestResponse = await fetch(new URL('mf-manifest.json', entryUrl));
  expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
  expect(manifestResponse.headers.get('access-control-allow-origin')).toBe('*');
  const manifest = (await manifestResponse.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
  const chunkResponse = await fetch(`${ADMIN_REMOTE_ORIGIN}/${chunk}`);
  expect(chunkResponse.status).toBe(200);
  expect(chunkResponse.headers.get('cache-control')).toContain('immutable');

  const page = await fetch(`${BASE_URL}/admin/dashboard`);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('content-security-policy')).toContain(`script-src 'self'`);
});

test('every origin answers with the security headers, and pages with their own policy', async () => {
  const answers = {
    shellPage: await fetch(`${BASE_URL}/auth`),
    api: await fetch(`${BASE_URL}/healthz`),
    // A remote's production build is a container only (no page of its own): its 404 answers carry the headers too.
    remoteMissingFile: await fetch(`${ADMIN_REMOTE_ORIGIN}/`),
    remoteManifest: await fetch(`${ADMIN_REMOTE_ORIGIN}/mf-manifest.json`),
  };
  for (const response of Object.values(answers)) {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }
  expect(answers.shellPage.headers.get('content-security-policy')).toMatch(
    new RegExp(`script-src 'self'[^;]* ${ADMIN_REMOTE_ORIGIN}[ ;]`),
  );
  expect(answers.remoteMissingFile.status).toBe(404);
});

test('the API docs render in the browser under their Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Guildhall API');
  await expect(page.locator('.opblock').first()).toBeVisible();
  await page.locator('.opblock').first().click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  expect(violations).toEqual([]);
});
