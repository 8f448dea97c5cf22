// Deploying one remote: rebuilding mf-admin while the app runs; a reload shows the new build, and the shell is
// neither rebuilt nor restarted, even when the remote starts drawing a MUI component the shell does not provide.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_REMOTE_ORIGIN, BASE_URL } from '../support/ports';

const REPO_ROOT = path.resolve(__dirname, '../..');
const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
const EXPOSED_PAGE = path.join(REPO_ROOT, 'mf-admin/src/exposes/AdminAuthPage.tsx');
const ORIGINAL_PAGE = path.join(REPO_ROOT, 'mf-admin/src/exposes/AdminAuthPage.original.tsx');
/** The fixture: the page as it is, under a Slider (not in shell/src/remotes/provided-mui.ts) in the theme's colour. */
const PAGE_WITH_SLIDER = `import Slider from '@mui/material/Slider';
import AdminAuthPage from './AdminAuthPage.original';

export default function AdminAuthPageWithSlider() {
  return (
    <>
      <Slider aria-label="Independence probe" defaultValue={40} sx={{ mx: 2, width: 'auto' }} />
      <AdminAuthPage />
    </>
  );
}
`;
/** ui/src/theme.ts's primary colour. */
const THEME_PRIMARY = 'rgb(27, 42, 65)';

/** Every file of the shell's build with its sha256: what a deployment of the shell would upload. */
function shellFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) =>
    fs.readdirSync(dir, { withFileTypes: true }).forEach((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(SHELL_DIST, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    });
  walk(SHELL_DIST);
  return files;
}

function buildAdminRemote(release: string): void {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'mf-admin'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: release },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}

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
  test.slow(); // two production builds of one remote run inside the test
  const shellBefore = shellFiles();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const probe = page.getByRole('slider', { name: 'Independence probe' });
  expect(await loadAdminRemoteEntry(page)).not.toContain('e2e-slider');
  await expect(probe).toHaveCount(0);

  const withSlider = `e2e-slider-${Date.now()}`;
  fs.copyFileSync(EXPOSED_PAGE, ORIGINAL_PAGE);
  try {
    fs.writeFileSync(EXPOSED_PAGE, PAGE_WITH_SLIDER);
    buildAdminRemote(withSlider);
  } finally {
    fs.renameSync(ORIGINAL_PAGE, EXPOSED_PAGE);
  }

  // The remote's own Slider (its fallback: the shell has none), drawn with the shell's theme and beside its page.
  expect(await loadAdminRemoteEntry(page)).toContain(withSlider);
  await expect(probe).toBeVisible();
  const sliderRoot = page.locator('.MuiSlider-root');
  expect(await sliderRoot.evaluate((element) => getComputedStyle(element).color)).toBe(THEME_PRIMARY);
  await probe.focus();
  await page.keyboard.press('ArrowRight');
  await expect(probe).toHaveValue('41');
  expect(consoleErrors).toEqual([]);

  // Back to the page as committed: deployed the same way.
  const restored = `e2e-restored-${Date.now()}`;
  buildAdminRemote(restored);
  expect(await loadAdminRemoteEntry(page)).toContain(restored);
  await expect(probe).toHaveCount(0);

  expect(shellFiles()).toEqual(shellBefore);
  expect((await fetch(`${BASE_URL}/healthz`)).ok).toBe(true);
});
