// What `npm test` reads from its runners' JSON reports: the counts, the floors they must reach, and the table of where
// the time went. Pure functions, so scripts/lib/test-report.test.ts holds each rule.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface JestAssertion {
  status: string;
  ancestorTitles: string[];
}

export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: { name: string; message: string; assertionResults: JestAssertion[] }[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
}

/** The floors kept in scripts/test-floors.json: the fewest tests each runner may collect. */
export interface Floors {
  /** Per jest project (the workspace folder a test file lives in). */
  jest: Record<string, number>;
  /** API tests that ran on PostgreSQL (their describe title ends in [postgres]); checked when DATABASE_URL is set. */
  apiOnPostgres: number;
  /** API tests that ran against Redis (a describe title ends in [redis]); checked when REDIS_URL is set. */
  apiOnRedis: number;
  e2e: number;
}

export function jestCounts(report: JestReport): Counts {
  return {
    passed: report.numPassedTests,
    // A file that failed to load or held no test fails without a failed assertion: count it.
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function playwrightCounts(report: PlaywrightReport): Counts {
  const { stats } = report;
  // No retries are configured, so nothing is flaky; if a test ever is, it passed in the end.
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** Tests collected per jest project: the repository folder of each test file. */
export function jestCollectedByProject(report: JestReport, repoRoot: string): Record<string, number> {
  const collected: Record<string, number> = {};
  for (const file of report.testResults) {
    const project = file.name.slice(repoRoot.length + 1).split('/')[0]!;
    collected[project] = (collected[project] ?? 0) + file.assertionResults.length;
  }
  return collected;
}

export function jestCollectedOnPostgres(report: JestReport): number {
  return report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.ancestorTitles.some((title) => title.endsWith('[postgres]'))).length;
}

/** Tests under a describe title ending in [redis] that ran (skipped without REDIS_URL, so those do not count). */
export function jestRanOnRedis(report: JestReport): number {
  return report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status !== 'pending' && test.ancestorTitles.some((title) => title.endsWith('[redis]')))
    .length;
}

/** One line per runner (or jest project) that collected fewer tests than its floor. */
export function floorShortfalls(collected: Record<string, number>, floors: Record<string, number>): string[] {
  return Object.entries(floors)
    .filter(([runner, floor]) => (collected[runner] ?? 0) < floor)
    .map(
      ([runner, floor]) =>
        `${runner} collected ${collected[runner] ?? 0} tests, fewer than its floor of ${floor} ` +
        '(a test file that no longer loads, or tests deleted: scripts/test-floors.json)',
    );
}

/**
 * One line per floor far below what its runner collected (more than `margin` under it): a floor that stays far
 * below the count would let that many tests stop loading unnoticed. `npm test -- --record` raises them.
 */
export function staleFloors(collected: Record<string, number>, floors: Record<string, number>, margin = 0.1): string[] {
  return Object.entries(floors)
    .filter(([runner, floor]) => floor < (collected[runner] ?? 0) * (1 - margin))
    .map(
      ([runner, floor]) =>
        `${runner} collected ${collected[runner]} tests, far above its floor of ${floor} ` +
        '(raise it: npm test -- --record writes the counts to scripts/test-floors.json)',
    );
}

/** The floors to record after a passing run: each runner's count, for the runners the floors already know. */
export function recordedFloors(floors: Floors, collected: Record<string, number>): Floors {
  const counted = (runner: string, floor: number) => collected[runner] ?? floor;
  return {
    jest: Object.fromEntries(Object.entries(floors.jest).map(([project, floor]) => [project, counted(project, floor)])),
    apiOnPostgres: counted('apiOnPostgres', floors.apiOnPostgres),
    apiOnRedis: counted('apiOnRedis', floors.apiOnRedis),
    e2e: counted('e2e', floors.e2e),
  };
}

/** The share of the run's CPU time that each step took (scripts/test-budget.json holds a fresh run's). */
export function cpuShares(steps: Pick<StepTiming, 'name' | 'cpuSeconds'>[]): Record<string, number> {
  const total = steps.reduce((sum, step) => sum + step.cpuSeconds, 0);
  return Object.fromEntries(
    steps.map((step) => [step.name, total ? Math.round((step.cpuSeconds / total) * 1000) / 1000 : 0]),
  );
}

/**
 * One line per step whose share of the run's CPU time is more than `tolerance` over its recorded share, or that has
 * none. Shares, not seconds, so a slower or faster machine moves every step alike and only creep shows.
 */
export function budgetOverruns(
  steps: Pick<StepTiming, 'name' | 'cpuSeconds'>[],
  budget: Record<string, number>,
  tolerance = 0.25,
): string[] {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return Object.entries(cpuShares(steps)).flatMap(([name, share]) => {
    const recorded = budget[name];
    if (recorded === undefined)
      return [`${name} has no share in scripts/test-budget.json (record one: npm test -- --record)`];
    if (share <= recorded * (1 + tolerance)) return [];
    return [
      `${name} took ${percent(share)} of the run's CPU time, more than ${tolerance * 100} % over its budget of ` +
        `${percent(recorded)} (scripts/test-budget.json): find what grew, or record the new share with ` +
        'npm test -- --record',
    ];
  });
}

export interface StepTiming {
  name: string;
  lane: string;
  /** Seconds since `npm test` started. */
  start: number;
  seconds: number;
  /** CPU seconds (user + system) of the step's processes and all they started. */
  cpuSeconds: number;
  ok: boolean;
}

/** The CPU seconds in what bash's `times` prints: its second line holds the children's user and system time. */
export function cpuSecondsOfTimes(output: string): number {
  const children = output.trim().split('\n')[1] ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

/** The summary table: each step's wall and CPU time, its lane and when it started, then the whole run's. */
export function timeTable(steps: StepTiming[], totalSeconds: number, counter: 'cgroup' | 'times'): string {
  const rows = [...steps].sort((a, b) => a.start - b.start);
  const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
  const cpuTotal = rows.reduce((sum, row) => sum + row.cpuSeconds, 0);
  const line = (name: string, lane: string, start: string, seconds: number, cpu: number, mark: string) =>
    `  ${name.padEnd(width)}  ${lane.padEnd(7)}  ${start.padStart(7)}  ${seconds.toFixed(1).padStart(7)} s  ` +
    `${cpu.toFixed(1).padStart(7)} s  ${mark}`;
  return [
    'Where the time went (wall clock and CPU; steps in one lane run one after another, the lanes side by side;',
    counter === 'cgroup'
      ? '  CPU counted per step by cgroup: every process it started):'
      : "  CPU counted by bash's times: the processes that were waited for, so not Chromium's helpers):",
    `  ${'step'.padEnd(width)}  ${'lane'.padEnd(7)}  ${'from'.padStart(7)}  ${'took'.padStart(9)}  ${'CPU'.padStart(9)}`,
    ...rows.map((row) =>
      line(row.name, row.lane, `${row.start.toFixed(0)} s`, row.seconds, row.cpuSeconds, row.ok ? '' : 'FAILED'),
    ),
    line('total', '', '', totalSeconds, cpuTotal, ''),
  ].join('\n');
}
