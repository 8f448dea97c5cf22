// Deploying one remote: rebuilding mf-admin while the app runs; a reload shows the new build, and the shell is
// neither rebuilt nor restarted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { ADMIN_REMOTE_ORIGIN, BASE_URL } from '../support/ports';

const REPO_ROOT = path.resolve(__dirname, '../..');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Loads the admin sign-in page and returns the admin remote entry script the browser executed. */
async function loadAdminRemoteEntry(page: Page): Promise<string> {
  const remoteEntry = page.waitForResponse((response) =>
    response.url().startsWith(`${ADMIN_REMOTE_ORIGIN}/remoteEntry.js`),
  );
  await page.goto(`${BASE_URL}/admin/auth`);
  const script = await (await remoteEntry).text();
  await page.getByRole('button', { name: 'Login to Dashboard' }).waitFor();
  return script;
}

test('a rebuilt mf-admin is live after a browser reload, with the shell untouched', async () => {
  const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
  const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;
  const page = await (await browser.newContext()).newPage();
  const release = `e2e-${Date.now()}`;
  expect(await loadAdminRemoteEntry(page)).not.toContain(release);

  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'mf-admin'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: release },
    encoding: 'utf8',
  });
  expect(build.status).toBe(0);

  expect(await loadAdminRemoteEntry(page)).toContain(release);
  expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  expect((await fetch(`${BASE_URL}/healthz`)).ok).toBe(true);
});
