// Browser journeys against the composed app (`npm start` on test ports, embedded database in a temp folder), in
// Debian's Chromium. `npm run e2e` runs them; `npm test` runs them last and counts them in its summary line.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/browser';
import { BASE_URL } from './support/ports';

const ARTIFACTS = path.resolve(__dirname, '../.e2e-artifacts');

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One composition and one embedded database serve every journey: they run one after the other.
  workers: 1,
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
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
