// Debian's Chromium (never a downloaded browser build), for the journeys (playwright.config.ts) and the benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH overrides Debian's /usr/bin/chromium. */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

const ARTIFACTS = path.resolve(__dirname, '../../.e2e-artifacts');

/** Saves a full-page screenshot for people to look at (CI keeps .e2e-artifacts), failing or not. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
