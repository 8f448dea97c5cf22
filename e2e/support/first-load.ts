// What a cold first load of one route costs in JavaScript, measured in Chromium against the composed production
// build: every script the page downloads until the network is idle, its bytes gzip -9 (deterministic, whatever
// the server negotiated), and which libraries arrived twice. The byte-budget check and `npm run bench` both use it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { FRONT_END_APPS } from '../../scripts/lib/apps';
import { REPO_ROOT } from '../../scripts/lib/build-front-ends';

export interface DownloadedScript {
  url: string;
  /** The body gzipped at level 9: what the budgets count. */
  gzipBytes: number;
  /** The body as executed. */
  rawBytes: number;
  /** Our modules' origin (`webpack://<build>/...` in the source map) and npm packages, by module. */
  modules: readonly BundledModule[];
}

export interface BundledModule {
  /** The rspack build that bundled it: its federation container name (`shell`, `mf_public`...). */
  build: string;
  /** npm package name, or `@guildhall/<workspace>` for our shared packages. */
  library: string;
  /** The module's path inside the library. */
  path: string;
}

export interface FirstLoad {
  route: string;
  scripts: DownloadedScript[];
  gzipBytes: number;
}

export interface Duplicate {
  library: string;
  /** Why it counts as downloaded twice. */
  reason: string;
}

/** A route to load cold; `ready` resolves when the page shows its main control. */
export interface FirstLoadRoute {
  path: string;
  ready(page: Page): Promise<void>;
  /** Tokens to put in localStorage before the page starts (a signed-in first load). */
  tokens?: { accessToken: string; refreshToken: string };
}

const WORKSPACE_PACKAGES: Record<string, string> = {
  contracts: '@guildhall/contracts',
  'shared-session': '@guildhall/shared-session',
  ui: '@guildhall/ui',
};

/** `webpack://mf_public/../node_modules/@mui/material/Button/Button.js` -> mf_public, @mui/material, Button/Button.js */
export function moduleOfSource(source: string): BundledModule | null {
  const match = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source);
  if (!match) return null;
  const [, build, rest] = match as unknown as [string, string, string];
  const nodeModules = rest.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const inside = rest.slice(nodeModules + 'node_modules/'.length).split('/');
    const nameParts = inside[0]!.startsWith('@') ? 2 : 1;
    return {
      build,
      library: inside.slice(0, nameParts).join('/'),
      path: inside.slice(nameParts).join('/').split('?')[0]!,
    };
  }
  const workspace = /^\.\.\/([^/]+)\/(.*)$/.exec(rest);
  if (workspace && WORKSPACE_PACKAGES[workspace[1]!])
    return { build, library: WORKSPACE_PACKAGES[workspace[1]!]!, path: workspace[2]!.split('?')[0]! };
  return null; // the app's own source, or bundler runtime code
}

/** The built folders the compositions serve (the shell's and each remote's dist/). */
const DIST_FOLDERS = FRONT_END_APPS.map((app) => path.join(REPO_ROOT, app.workspace, 'dist'));

/**
 * The modules in a downloaded script, from its source map. Production builds' maps are hidden (named by no file,
 * served by no host: scripts/hosting/source-maps.ts), so the map is read beside the built file the script is: the
 * file at the URL's path in whichever dist/ holds those very bytes (every remote has a `remoteEntry.js`).
 */
async function modulesOf(url: string, body: Buffer): Promise<BundledModule[]> {
  const relative = decodeURIComponent(new URL(url).pathname);
  const built = DIST_FOLDERS.map((dist) => path.join(dist, relative)).find(
    (file) => fs.existsSync(file) && fs.readFileSync(file).equals(body),
  );
  if (!built) throw new Error(`${url} is no file of the built apps (${DIST_FOLDERS.join(', ')})`);
  // rspack writes no map for a chunk of re-exports alone (no original code to map): nothing of a library in it.
  if (!fs.existsSync(`${built}.map`)) return [];
  const { sources } = JSON.parse(await fs.promises.readFile(`${built}.map`, 'utf8')) as { sources: string[] };
  return sources.map(moduleOfSource).filter((module): module is BundledModule => module !== null);
}

/** Loads `route` in a fresh browser context (cold cache) and records every script it downloads. */
export async function measureFirstLoad(browser: Browser, baseUrl: string, route: FirstLoadRoute): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    if (route.tokens) {
      await context.addInitScript((pair) => {
        localStorage.setItem('accessToken', pair.accessToken);
        localStorage.setItem('refreshToken', pair.refreshToken);
      }, route.tokens);
    }
    const page = await context.newPage();
    const bodies: Promise<{ url: string; body: Buffer }>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok())
        bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}${route.path}`);
    await route.ready(page);
    await page.waitForLoadState('networkidle');
    // What arrives after the network went idle is not part of the first load (and its body would be read after
    // the context closes).
    page.off('response', onResponse);
    const scripts = await Promise.all(
      (await Promise.all(bodies)).map(async ({ url, body }): Promise<DownloadedScript> => ({
        url,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        rawBytes: body.length,
        modules: await modulesOf(url, body),
      })),
    );
    return { route: route.path, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

/**
 * A library counts as downloaded twice when one of its modules arrived in two files: two builds each bundled it
 * (an app used its own copy instead of the shared one), or one build put it in two chunks. Different modules of
 * one library from different builds are not copies (an icon the shell draws and another a remote draws).
 * `exempt` names modules and libraries compiled into every app on purpose (budgets.json says why).
 */
export function findDuplicates(
  load: FirstLoad,
  exempt: { modules: readonly string[]; libraries: readonly string[] } = { modules: [], libraries: [] },
): Duplicate[] {
  const filesByModule = new Map<string, { library: string; files: Set<string> }>();
  for (const script of load.scripts) {
    for (const module of script.modules) {
      const id = `${module.library}/${module.path}`;
      if (exempt.modules.includes(id) || exempt.libraries.includes(module.library)) continue;
      const entry = filesByModule.get(id) ?? { library: module.library, files: new Set<string>() };
      entry.files.add(script.url);
      filesByModule.set(id, entry);
    }
  }
  const duplicates = new Map<string, string>();
  for (const [id, { library, files }] of filesByModule) {
    if (files.size > 1 && !duplicates.has(library))
      duplicates.set(
        library,
        `${id} is in ${[...files].map((url) => new URL(url).host + new URL(url).pathname).join(' and ')}`,
      );
  }
  return [...duplicates].map(([library, reason]) => ({ library, reason }));
}

/** Bytes of JS per library on this load (gzip of each file shared out by raw module size is not knowable from
 *  the outside, so this lists which files carry which libraries). */
export function librariesByFile(load: FirstLoad): { file: string; gzipKiB: number; libraries: string[] }[] {
  return load.scripts.map((script) => ({
    file: new URL(script.url).pathname.slice(1) + ` (${new URL(script.url).port})`,
    gzipKiB: Math.round(script.gzipBytes / 102.4) / 10,
    libraries: [...new Set(script.modules.map((module) => `${module.build}:${module.library}`))].sort(),
  }));
}

export const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
