// First-load cost of each budgeted route (e2e/budgets.json) in Chromium against the composed production build:
// JavaScript files and KiB (gzip -9 per file, as the budget check counts them), libraries downloaded twice, and
// Lighthouse 12 mobile (median of LIGHTHOUSE_RUNS) for the public landing routes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startComposition } from '../scripts/lib/composition';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/browser';
import { findDuplicates, kib, measureFirstLoad } from '../e2e/support/first-load';
import { budgetedRoutes, COMPILED_INTO_EVERY_APP } from '../e2e/support/route-budgets';

const PORTS = {
  SHELL_PORT: 19080,
  MF_PUBLIC_PORT: 19081,
  MF_MEMBER_PORT: 19082,
  MF_ADMIN_PORT: 19083,
  MF_TICKETS_PORT: 19084,
  CASHFREE_SANDBOX_PORT: 19085,
};
const CHROMIUM = chromiumExecutable();
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_ROUTES = ['/', '/home'];

interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function lighthouse(url: string): LighthouseRun {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed (exit ${result.status})`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  fs.rmSync(path.dirname(output), { recursive: true, force: true });
  return {
    score: report.categories.performance.score,
    fcpMs: report.audits['first-contentful-paint']!.numericValue,
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchFirstLoad(): Promise<void> {
  const composition = await startComposition(PORTS, 'bench-app');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    console.log('\nFirst load, cold browser cache (JS; KiB = each file gzip -9, as e2e/budgets.json counts)');
    console.log('route               JS files   KiB   budget  libraries twice');
    for (const route of await budgetedRoutes(composition.baseUrl)) {
      const load = await measureFirstLoad(browser, composition.baseUrl, route);
      const duplicates = findDuplicates(load, COMPILED_INTO_EVERY_APP).map((duplicate) => duplicate.library);
      console.log(
        `${route.path.padEnd(20)}${String(load.scripts.length).padStart(8)}${String(kib(load.gzipBytes)).padStart(7)}${String(route.budgetKiB).padStart(8)}  ${duplicates.join(', ') || 'none'}`,
      );
    }

    console.log(`\nLighthouse 12 mobile, median of ${LIGHTHOUSE_RUNS} runs (score by median; its own run's metrics)`);
    console.log('route     score  FCP ms  LCP ms  TBT ms  CLS   all scores');
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(`${composition.baseUrl}${route}`));
      const middle = runs.find((run) => run.score === median(runs.map((each) => each.score)))!;
      console.log(
        `${route.padEnd(10)}${middle.score.toFixed(2).padStart(5)}${Math.round(middle.fcpMs).toString().padStart(8)}${Math.round(middle.lcpMs).toString().padStart(8)}${Math.round(middle.tbtMs).toString().padStart(8)}${middle.cls.toFixed(2).padStart(6)}   ${runs.map((run) => run.score.toFixed(2)).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
    await composition.stop();
  }
}
