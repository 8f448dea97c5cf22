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

export interface StepTiming {
  name: string;
  lane: string;
  /** Seconds since `npm test` started. */
  start: number;
  seconds: number;
  ok: boolean;
}

/** The summary table: each step's wall time, its lane and when it started, then the whole run's. */
export function timeTable(steps: StepTiming[], totalSeconds: number): string {
  const rows = [...steps].sort((a, b) => a.start - b.start);
  const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
  const line = (name: string, lane: string, start: string, seconds: number, mark: string) =>
    `  ${name.padEnd(width)}  ${lane.padEnd(7)}  ${start.padStart(7)}  ${seconds.toFixed(1).padStart(7)} s  ${mark}`;
  return [
    'Where the time went (wall clock; steps in one lane run one after another, the lanes side by side):',
    `  ${'step'.padEnd(width)}  ${'lane'.padEnd(7)}  ${'from'.padStart(7)}  ${'took'.padStart(9)}`,
    ...rows.map((row) => line(row.name, row.lane, `${row.start.toFixed(0)} s`, row.seconds, row.ok ? '' : 'FAILED')),
    line('total', '', '', totalSeconds, ''),
  ].join('\n');
}
