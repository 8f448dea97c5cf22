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
const ADMIN_DIR = path.join(REPO_ROOT, 'mf-admin');
/**
 * The variant deployed: the page as committed, under a Slider (not in shell/src/remotes/provided-mui.ts) in the
 * theme's colour. It and the config that builds it are written under .e2e-artifacts (ignored by git and the checks):
 * the build swaps the exposed page for it, so no tracked file changes while other lanes read the tree.
 */
const VARIANT_DIR = path.join(REPO_ROOT, '.e2e-artifacts/deploy-variant');
const VARIANT_PAGE = path.join(VARIANT_DIR, 'AdminAuthPageWithSlider.tsx');
const VARIANT_CONFIG = path.join(VARIANT_DIR, 'rspack.config.ts');
const PAGE_WITH_SLIDER = `import Slider from '@mui/material/Slider';
import AdminAuthPage from ${JSON.stringify(path.join(ADMIN_DIR, 'src/exposes/AdminAuthPage'))};

export default function AdminAuthPageWithSlider() {
  return (
    <>
      <Slider aria-label="Independence probe" defaultValue={40} sx={{ mx: 2, width: 'auto' }} />
      <AdminAuthPage />
    </>
  );
}
`;
/** mf-admin's own config (mf-admin/rspack.config.ts), with its exposed sign-in page replaced by the variant. */
const CONFIG_WITH_SLIDER = `import { rspack } from '@rspack/core';
import { createRemoteConfig } from ${JSON.stringify(path.join(REPO_ROOT, 'rspack.base.config'))};

const config = createRemoteConfig(${JSON.stringify(ADMIN_DIR)}, 'mf_admin', 'Guildhall — admin');
config.plugins!.push(
  new rspack.NormalModuleReplacementPlugin(/exposes[\\\\/]AdminAuthPage\\.tsx$/, (data) => {
    data.request = ${JSON.stringify(VARIANT_PAGE)};
  }),
);
export default config;
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

/** mf-admin's `npm run build` (rspack, then its first paint), with the variant's config when one is given. */
function buildAdminRemote(release: string, config?: string): void {
  const packageScript = (
    JSON.parse(fs.readFileSync(path.join(ADMIN_DIR, 'package.json'), 'utf8')) as {
      scripts: { build: string };
    }
  ).scripts.build;
  const script = config ? packageScript.replace('rspack build', `rspack build -c ${config}`) : packageScript;
  expect(script).toContain(config ?? 'rspack build');
  const build = spawnSync('sh', ['-c', script], {
    cwd: ADMIN_DIR,
    env: {
      ...process.env,
      PATH: `${path.join(REPO_ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
      NODE_ENV: 'production',
      MF_BUILD_VERSION: release,
    },
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
  fs.mkdirSync(VARIANT_DIR, { recursive: true });
  fs.writeFileSync(VARIANT_PAGE, PAGE_WITH_SLIDER);
  fs.writeFileSync(VARIANT_CONFIG, CONFIG_WITH_SLIDER);
  buildAdminRemote(withSlider, VARIANT_CONFIG);

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
