// The composition itself: runtime remote registry, one dead remote not taking the site down, deploy headers.
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { ADMIN_REMOTE_ORIGIN, BASE_URL } from '../support/ports';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('with mf-admin unreachable the shell and public pages work and the admin route shows a retryable error', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  let adminReachable = false;
  await context.route(`${ADMIN_REMOTE_ORIGIN}/**`, (route) =>
    adminReachable ? route.continue() : route.abort('connectionrefused'),
  );

  await page.goto(`${BASE_URL}/`);
  await page.getByRole('button', { name: 'Join Our Community' }).waitFor();
  await page.getByRole('button', { name: 'Join Club' }).click();
  await page.waitForURL(`${BASE_URL}/auth`);
  await page.getByRole('tab', { name: 'Join Club', selected: true }).waitFor();

  await page.goto(`${BASE_URL}/admin/auth`);
  const retry = page.getByRole('button', { name: /retry/i });
  await retry.waitFor();
  await screenshot(page, 'admin-remote-unreachable');

  adminReachable = true;
  await retry.click();
  await page.getByRole('button', { name: 'Login to Dashboard' }).waitFor();
  await context.close();
});

test('entry files are revalidated on every load and hashed chunks are immutable', async () => {
  const remotes = await fetch(`${BASE_URL}/remotes.json`);
  expect(remotes.headers.get('cache-control')).toBe('no-cache');
  const manifestUrl = ((await remotes.json()) as Record<string, string>).mf_admin!;
  expect(new URL(manifestUrl).origin).toBe(ADMIN_REMOTE_ORIGIN);

  const manifestResponse = await fetch(manifestUrl);
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
