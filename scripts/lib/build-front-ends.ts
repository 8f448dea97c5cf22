// Builds the front-end apps whose sources changed since their last build. A build stamp in each dist holds a
// fingerprint of everything the build reads, so `npm start` after a pull rebuilds exactly what is stale.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  FRONT_END_APPS,
  muiXProvidedApart,
  PROVIDED_BY_REMOTES,
  REMOTES,
  SHELL,
  SHELL_PLATFORM_KEYS,
  type FrontEndApp,
} from './apps';

export const REPO_ROOT = path.resolve(__dirname, '../..');
const STAMP_FILE = '.build-stamp';
/** Inputs every app's build reads besides its own folder. */
const COMMON_INPUTS = [
  'rspack.base.config.ts',
  'remote.index.html',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/prerender-first-paint.ts',
  'scripts/bundling',
  ...['contracts', 'shared-session', 'ui'].flatMap((workspace) => [`${workspace}/src`, `${workspace}/package.json`]),
];

function listFiles(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'dist'].includes(entry.name))
    .flatMap((entry) => listFiles(path.join(target, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

export function sourceFingerprint(app: FrontEndApp): string {
  const appDir = path.join(REPO_ROOT, app.workspace);
  const inputs = [
    ...COMMON_INPUTS.map((input) => path.join(REPO_ROOT, input)),
    path.join(appDir, 'src'),
    path.join(appDir, 'index.html'),
    path.join(appDir, 'rspack.config.ts'),
    path.join(appDir, 'package.json'),
  ];
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function stampPath(app: FrontEndApp): string {
  return path.join(REPO_ROOT, app.workspace, 'dist', STAMP_FILE);
}

export function isStale(app: FrontEndApp): boolean {
  const stamp = stampPath(app);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== sourceFingerprint(app);
}

export function buildApp(app: FrontEndApp): void {
  const started = Date.now();
  const fingerprint = sourceFingerprint(app);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.workspace], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The manifest's buildVersion names the exact sources, so a deployed remote can be traced to its build.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MF_BUILD_VERSION: process.env.MF_BUILD_VERSION ?? `src-${fingerprint.slice(0, 12)}`,
    },
  });
  if (result.status !== 0) throw new Error(`Building ${app.workspace} failed (exit ${result.status})`);
  fs.writeFileSync(stampPath(app), fingerprint);
  console.log(`built ${app.workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds every stale app (or every app with `force`); returns the names built. */
export function buildFrontEnds(options: { force?: boolean; only?: readonly string[] } = {}): string[] {
  const apps = FRONT_END_APPS.filter((app) => !options.only?.length || options.only.includes(app.workspace));
  const toBuild = apps.filter((app) => options.force || isStale(app));
  toBuild.forEach(buildApp);
  if (toBuild.length) checkSharedModules();
  return toBuild.map((app) => app.workspace);
}

const sharedKeys = (app: FrontEndApp): string[] | null => {
  const manifest = path.join(REPO_ROOT, app.workspace, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return null;
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { shared: { name: string }[] }).shared.map(
    (shared) => shared.name,
  );
};

/**
 * Every build keeps a fallback for each shared key (rspack.base.config.ts), so a remote may import a module the shell
 * does not provide: it loads its own copy. Said after the build (the shell's list, shell/src/remotes/provided-mui.ts,
 * is an optimisation: listed, every remote uses the shell's copy). A remote that provides MUI X's grid or charts
 * provides both (MUI_X_KEYS): checked on the built manifests.
 */
export function checkSharedModules(): void {
  const provided = sharedKeys(SHELL);
  if (provided) {
    const platformMissing = SHELL_PLATFORM_KEYS.filter((key) => !provided.includes(key));
    if (platformMissing.length)
      throw new Error(
        `The shell no longer provides ${platformMissing.join(', ')}: remotes take these from it (SHELL_PLATFORM_KEYS, scripts/lib/apps.ts)`,
      );
    const ownCopies = REMOTES.flatMap((remote) =>
      (sharedKeys(remote) ?? [])
        .filter(
          (key) => !PROVIDED_BY_REMOTES.includes(key) && !SHELL_PLATFORM_KEYS.includes(key) && !provided.includes(key),
        )
        .map((key) => `${remote.workspace}: ${key}`),
    );
    if (ownCopies.length)
      console.log(
        `Shared modules the shell does not provide (each remote loads its own copy; add MUI ones to shell/src/remotes/provided-mui.ts to share the shell's):\n  ${ownCopies.join('\n  ')}`,
      );
  }
  const apart = muiXProvidedApart(
    Object.fromEntries(REMOTES.map((remote) => [remote.workspace, sharedKeys(remote) ?? []])),
  );
  if (apart.length)
    throw new Error(
      `A remote that draws MUI X imports both '@guildhall/ui/data-grid' and '@guildhall/ui/charts' (a never-called import() of the other will do):\n  ${apart.join('\n  ')}`,
    );
}
