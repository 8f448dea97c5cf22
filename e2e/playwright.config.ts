// Browser journeys against the composed app (`npm start` on test ports, embedded database in a temp folder), in
// Debian's Chromium. `npm run e2e` runs them; `npm test` runs them in its e2e lane and counts them in its summary.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/browser';
import { BASE_URL, E2E_WORKERS } from './support/ports';

const ARTIFACTS = path.resolve(__dirname, '../.e2e-artifacts');

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Each worker has a composition and an embedded database of its own (support/ports.ts); the journeys of one file
  // run one after the other in one worker. Playwright loads this file in every worker too, so BASE_URL is the
  // worker's own composition.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A step may wait for a remote, its chunks and an API call on a 2-core CI machine: 5 s is too tight there.
  expect: { timeout: 15_000 },
  outputDir: path.join(ARTIFACTS, 'test-results'),
  reporter: [
    ['list'],
    // scripts/test.ts reads the counts from this file (E2E_JSON_REPORT), as it reads jest's.
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(ARTIFACTS, 'report.json') }],
  ],
  projects: [
    { name: 'journeys', testIgnore: '**/independent-deploy.e2e.ts' },
    // Rebuilds mf-admin's dist, which every composition serves: only once no other journey is running.
    { name: 'deploy', testMatch: '**/independent-deploy.e2e.ts', dependencies: ['journeys'] },
  ],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // A failing journey keeps its trace (every action, the console and the network), without the screencast or a DOM
    // snapshot per action: recording those took 12 % of the journeys' CPU time, passing or not; the failure's own
    // screenshot shows the page (docs/choices.md, "Tests").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
});
