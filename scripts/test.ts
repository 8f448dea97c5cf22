// `npm test`: type-check, lint and format check, unit + component + API tests (PGlite, and PostgreSQL too when
// DATABASE_URL is set; the limits in Redis too when REDIS_URL is set), production builds, then the e2e journeys
// (Playwright) in Chromium against the composed app.
//
// Four lanes run side by side (each lane's steps one after another), so the two cores are busy all the way:
// the static checks, the front-end jest projects, the API jest project, and the builds followed by the journeys
// (which start once the API suites are done).
// Each step's output is kept in node_modules/.cache/test-results/<step>.log and printed whole when the step ends.
// The summary gives each step's wall and CPU time, then one line counting every test of every runner. A runner that
// collects fewer tests than its floor (scripts/test-floors.json), or far more (a stale floor), fails the run, naming
// the runner; so does a step whose share of the run's CPU time grows more than 25 % over its share in
// scripts/test-budget.json. `npm test -- --record` writes this run's counts and shares to both files when it passes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './lib/build-front-ends';
import { cpuCounter, stepCgroup, type CpuCounter } from './lib/step-cpu';
import {
  budgetOverruns,
  cpuSecondsOfTimes,
  cpuShares,
  floorShortfalls,
  recordedFloors,
  staleFloors,
  jestCollectedByProject,
  jestCollectedOnPostgres,
  jestCounts,
  jestRanOnRedis,
  playwrightCounts,
  timeTable,
  type Counts,
  type Floors,
  type JestReport,
  type PlaywrightReport,
  type StepTiming,
} from './lib/test-report';

const resultsDir = path.join(REPO_ROOT, 'node_modules', '.cache', 'test-results');
const cacheDir = path.join(REPO_ROOT, 'node_modules', '.cache');
fs.mkdirSync(resultsDir, { recursive: true });
const floorsFile = path.join(__dirname, 'test-floors.json');
const budgetFile = path.join(__dirname, 'test-budget.json');
const floors = JSON.parse(fs.readFileSync(floorsFile, 'utf8')) as Floors;
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as {
  cpuCounter: CpuCounter;
  cpuShares: Record<string, number>;
};
const record = process.argv.includes('--record');
// Every project of the root jest config (its folder names): a new one runs, and must collect at least one test.
const JEST_PROJECTS = [
  ...fs.readFileSync(path.join(REPO_ROOT, 'jest.config.js'), 'utf8').matchAll(/'<rootDir>\/([\w-]+)'/g),
].map((match) => match[1]!);
const API_PROJECTS = ['api'];
const FRONT_END_PROJECTS = JEST_PROJECTS.filter((project) => !API_PROJECTS.includes(project));

const startedAt = performance.now();
const seconds = (since: number) => (performance.now() - since) / 1000;
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: StepTiming[] = [];
const problems: string[] = [];
const collected: Record<string, number> = {};

/**
 * Lanes whose steps run at a lower CPU priority (nice 10): the static checks have no time limits and nothing waits
 * for them, while the API suites gate the journeys. So the checks take the cores when the suites leave them idle
 * instead of slowing the run's longest path (docs/choices.md, "Tests").
 */
const BACKGROUND_LANES = new Set(['checks']);

/** How this run counts each step's CPU time (scripts/lib/step-cpu.ts): by cgroup where it may make one. */
const counter = cpuCounter();

/**
 * Runs one command with its output in a log file, printed whole when it ends; resolves whether it succeeded. It runs
 * under bash, in a cgroup of its own whose cpu.stat counts everything the command started, or else with bash's
 * `times` (the processes that were waited for).
 */
function step(lane: string, name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const logFile = path.join(resultsDir, `${name}.log`);
  const timesFile = path.join(resultsDir, `${name}.times`);
  fs.rmSync(timesFile, { force: true });
  const log = fs.openSync(logFile, 'w');
  const start = performance.now();
  console.log(`[${seconds(startedAt).toFixed(0)} s] ${name} started: ${command} ${args.join(' ')}`);
  return new Promise<boolean>((resolve) => {
    const niced = BACKGROUND_LANES.has(lane) ? ['nice', '-n', '10'] : [];
    const cgroup = counter === 'cgroup' ? stepCgroup(name) : null;
    const join = cgroup ? 'echo $$ > "$STEP_CGROUP/cgroup.procs" || exit 97; ' : '';
    const script = `${join}"$@"; status=$?; times > "$STEP_TIMES_FILE"; exit $status`;
    const child = spawn('bash', ['-c', script, name, ...niced, command, ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', log, log],
      env: { ...process.env, FORCE_COLOR: '0', STEP_TIMES_FILE: timesFile, STEP_CGROUP: cgroup?.dir ?? '', ...env },
    });
    let finished = false;
    const finish = (ok: boolean, reason = '') => {
      if (finished) return; // 'error' and 'exit' can both arrive
      finished = true;
      fs.closeSync(log);
      const took = seconds(start);
      const timed = fs.existsSync(timesFile) ? cpuSecondsOfTimes(fs.readFileSync(timesFile, 'utf8')) : 0;
      const cpuSeconds = cgroup ? cgroup.cpuSeconds() : timed;
      cgroup?.remove();
      timings.push({ name, lane, start: (start - startedAt) / 1000, seconds: took, cpuSeconds, ok });
      console.log(`\n=== ${name} (${lane}): ${command} ${args.join(' ')}`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      console.log(`=== ${name} ${ok ? 'passed' : `FAILED${reason}`} in ${took.toFixed(1)} s\n`);
      if (!ok) problems.push(`${name} failed (its output: ${path.relative(REPO_ROOT, logFile)})`);
      resolve(ok);
    };
    child.once('error', (error) => finish(false, `: ${error.message}`));
    child.once('exit', (code, signal) => finish(code === 0, code === 0 ? '' : ` (exit ${code ?? signal})`));
  });
}

/** A step whose failure is not a test's (a type error, a lint finding, a failed build): it counts as one failure. */
async function checkStep(lane: string, name: string, command: string, args: string[]): Promise<boolean> {
  const ok = await step(lane, name, command, args);
  if (!ok) totals.failed += 1;
  return ok;
}

/** Reads a runner's JSON report; a runner that wrote none crashed, and counts as a failure. */
function readReport<T>(name: string, file: string): T | null {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  problems.push(`${name} wrote no report: the runner itself crashed`);
  totals.failed += 1;
  return null;
}

function add(counts: Counts, ok: boolean): void {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  // A failing run without a failed test (a broken global setup, a crash after the tests) is still a failure.
  if (!ok && counts.failed === 0) totals.failed += 1;
}

async function jestStep(lane: string, name: string, projects: string[]): Promise<void> {
  const outputFile = path.join(resultsDir, `${name}.json`);
  fs.rmSync(outputFile, { force: true });
  // Two workers each: while the other lanes run the cores are shared anyway, and once they are done both jest lanes
  // still keep the two cores busy (with one worker each, the last lane ran on one core with the other idle).
  const args = [
    'jest',
    '--ci',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${outputFile}`,
    '--selectProjects',
    ...projects,
  ];
  const ok = await step(lane, name, 'npx', args);
  const report = readReport<JestReport>(name, outputFile);
  if (!report) return;
  add(jestCounts(report), ok);
  Object.assign(collected, jestCollectedByProject(report, REPO_ROOT));
  if (projects.includes('api') && process.env.DATABASE_URL) collected.apiOnPostgres = jestCollectedOnPostgres(report);
  if (projects.includes('api') && process.env.REDIS_URL) collected.apiOnRedis = jestRanOnRedis(report);
}

async function playwrightStep(lane: string): Promise<void> {
  const outputFile = path.join(resultsDir, 'e2e.json');
  fs.rmSync(outputFile, { force: true });
  const ok = await step(lane, 'e2e', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    E2E_JSON_REPORT: outputFile,
  });
  const report = readReport<PlaywrightReport>('e2e', outputFile);
  if (!report) return;
  add(playwrightCounts(report), ok);
  collected.e2e = report.stats.expected + report.stats.unexpected + report.stats.flaky + report.stats.skipped;
  for (const error of report.errors ?? []) problems.push(`e2e: ${error.message?.split('\n')[0] ?? 'an error'}`);
}

// TypeScript 7's native compiler (docs/choices.md, "Type checking with TypeScript 7"): the same errors as tsc 5.9 in a
// third of its CPU time.
const tsc = ['tsgo', '-b'];
const eslint = ['eslint', '.', '--cache', '--cache-location', path.join(cacheDir, 'eslint/')];
// Prettier's cache: node_modules/.cache/prettier/ by default.
const prettier = ['prettier', '--check', '.', '--cache'];

async function main(): Promise<void> {
  const apiSuites = jestStep('api', 'jest-api', API_PROJECTS);
  await Promise.all([
    (async () => {
      await checkStep('checks', 'typecheck', 'npx', tsc);
      // The walls (eslint.config.mjs) and the formatting: a failure counts like a failed test.
      await checkStep('checks', 'lint', 'npx', eslint);
      await checkStep('checks', 'format', 'npx', prettier);
    })(),
    jestStep('jest', 'jest-front-end', FRONT_END_PROJECTS),
    apiSuites,
    (async () => {
      if (!(await checkStep('e2e', 'build', 'npx', ['tsx', 'scripts/build.ts', '--stale']))) return;
      // The journeys wait for the API suites: two compositions and two Chromiums beside them starved PostgreSQL past
      // the API's 6 s query bound on the 2-core machine, and its tests failed with 503s (docs/choices.md, "Tests").
      await apiSuites;
      await playwrightStep('e2e');
    })(),
  ]);

  const jestFloors = { ...Object.fromEntries(JEST_PROJECTS.map((project) => [project, 1])), ...floors.jest };
  const runnerFloors: Record<string, number> = { ...jestFloors, e2e: floors.e2e };
  if (process.env.DATABASE_URL) runnerFloors.apiOnPostgres = floors.apiOnPostgres;
  if (process.env.REDIS_URL) runnerFloors.apiOnRedis = floors.apiOnRedis;
  const shortfalls = floorShortfalls(collected, runnerFloors);
  // Shares counted another way than the budget's are not comparable: the run says so instead of failing.
  const comparable = budget.cpuCounter === counter;
  const overruns = comparable ? budgetOverruns(timings, budget.cpuShares) : [];
  const guards = record ? shortfalls : [...shortfalls, ...staleFloors(collected, runnerFloors), ...overruns];
  totals.failed += guards.length;
  problems.push(...guards);
  if (record && !problems.length && !totals.failed) {
    fs.writeFileSync(floorsFile, `${JSON.stringify(recordedFloors(floors, collected), null, 2)}\n`);
    fs.writeFileSync(
      budgetFile,
      `${JSON.stringify({ cpuCounter: counter, cpuShares: cpuShares(timings) }, null, 2)}\n`,
    );
    console.log(
      `Recorded this run's counts in ${path.relative(REPO_ROOT, floorsFile)} and its CPU shares in ${path.relative(REPO_ROOT, budgetFile)}.`,
    );
  }

  console.log(`\n${timeTable(timings, seconds(startedAt), counter)}`);
  if (!comparable && !record)
    console.log(
      `\nThe CPU budget was not checked: this machine counts CPU by ${counter}, scripts/test-budget.json by ${budget.cpuCounter}.`,
    );
  if (problems.length) console.log(`\nWhat failed:\n  ${problems.join('\n  ')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(problems.length || totals.failed ? 1 : 0);
}

void main();
