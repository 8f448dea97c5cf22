// Deploying one remote: rebuilding mf-admin while the app runs; a reload shows the new build, and the shell is
// neither rebuilt nor restarted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_REMOTE_ORIGIN, BASE_URL } from '../support/ports';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** Loads the admin sign-in page and returns the admin remote entry script the browser executed. */
async function loadAdminRemoteEntry(page: Page): Promise<string> {
  const remoteEntry = page.waitForResponse((response) =>
    response.url().startsWith(`${ADMIN_REMOTE_ORIGIN}/remoteEntry.js`),
  );
  await page.goto('/admin/auth');
  const script = await (await remoteEntry).text();
  await expect(page.getByRole('button', { name: 'Login to Dashboard' })).toBeVisible();
  return script;
}

test('a rebuilt mf-admin is live after a browser reload, with the shell untouched', async ({ page }) => {
  test.slow(); // a production build of one remote runs inside the test
  const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
  const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;
  const release = `e2e-${Date.now()}`;
  expect(await loadAdminRemoteEntry(page)).not.toContain(release);

  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'mf-admin'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: release },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);

  expect(await loadAdminRemoteEntry(page)).toContain(release);
  expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  expect((await fetch(`${BASE_URL}/healthz`)).ok).toBe(true);
});
