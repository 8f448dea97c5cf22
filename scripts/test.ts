// `npm test`: type-check, lint and format check, unit + component + API tests (PGlite, and PostgreSQL too when
// DATABASE_URL is set), production builds, then the e2e journeys (Playwright) in Chromium against the composed app.
// Ends with one summary line counting every test of every runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildFrontEnds, REPO_ROOT } from './lib/build-front-ends';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const resultsDir = path.join(REPO_ROOT, 'node_modules', '.cache', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

/** Runs a test runner that writes a JSON report to `outputFile`, and adds the counts it reports to the totals. */
function countedStep(name: string, run: (outputFile: string) => boolean, countsOf: (report: unknown) => Counts): void {
  const outputFile = path.join(resultsDir, `${name}.json`);
  fs.rmSync(outputFile, { force: true });
  const ok = run(outputFile);
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1; // the runner itself crashed: count it, never report a green run
    return;
  }
  const counts = countsOf(JSON.parse(fs.readFileSync(outputFile, 'utf8')));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  // A failing run without a failed test (a crashed suite, a broken global setup) still counts as a failure.
  if (!ok && counts.failed === 0) totals.failed += 1;
}

function jestStep(name: string, args: string[]): void {
  countedStep(
    name,
    (outputFile) => step(name, 'npx', ['jest', '--ci', '--json', `--outputFile=${outputFile}`, ...args]),
    (report) => {
      const summary = report as JestSummary;
      return {
        passed: summary.numPassedTests,
        failed: summary.numFailedTests + summary.numRuntimeErrorTestSuites,
        skipped: summary.numPendingTests,
      };
    },
  );
}

function playwrightStep(name: string): void {
  countedStep(
    name,
    (outputFile) =>
      step(name, 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
        E2E_JSON_REPORT: outputFile,
      }),
    (report) => {
      const { stats } = report as PlaywrightReport;
      // No retries are configured, so nothing is flaky; if a test ever is, it passed in the end.
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
  );
}

if (!step('typecheck', 'npx', ['tsc', '-b'])) totals.failed += 1;
// The walls (eslint.config.mjs) and the formatting: a failure counts like a failed test.
if (!step('lint', 'npx', ['eslint', '.'])) totals.failed += 1;
if (!step('format', 'npx', ['prettier', '--check', '.'])) totals.failed += 1;
jestStep('unit-and-api', []);
try {
  buildFrontEnds();
  playwrightStep('e2e');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failedSteps.push('build');
  totals.failed += 1;
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
