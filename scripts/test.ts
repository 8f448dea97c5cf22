// `npm test`: type-check, lint and format check, unit + component + API tests (PGlite, and PostgreSQL too when DATABASE_URL is set),
// production builds, then the e2e journeys in Chromium against the composed app. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildFrontEnds, REPO_ROOT } from './lib/build-front-ends';

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
}

const resultsDir = path.join(REPO_ROOT, 'node_modules', '.cache', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function jestStep(name: string, args: string[]): void {
  const outputFile = path.join(resultsDir, `${name}.json`);
  fs.rmSync(outputFile, { force: true });
  const ok = step(name, 'npx', ['jest', '--ci', '--json', `--outputFile=${outputFile}`, ...args]);
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1; // the runner itself crashed: count it, never report a green run
    return;
  }
  const summary = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as JestSummary;
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  totals.skipped += summary.numPendingTests;
  if (!ok && summary.numFailedTests + summary.numRuntimeErrorTestSuites === 0) totals.failed += 1;
}

if (!step('typecheck', 'npx', ['tsc', '-b'])) totals.failed += 1;
// The walls (eslint.config.mjs) and the formatting: a failure counts like a failed test.
if (!step('lint', 'npx', ['eslint', '.'])) totals.failed += 1;
if (!step('format', 'npx', ['prettier', '--check', '.'])) totals.failed += 1;
jestStep('unit-and-api', []);
try {
  buildFrontEnds();
  jestStep('e2e', ['--config', 'e2e/jest.config.js', '--runInBand']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failedSteps.push('build');
  totals.failed += 1;
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
