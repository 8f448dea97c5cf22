import {
  floorShortfalls,
  jestCollectedByProject,
  jestCollectedOnPostgres,
  jestCounts,
  jestRanOnRedis,
  playwrightCounts,
  timeTable,
  type JestReport,
} from './test-report';

const passed = (...ancestorTitles: string[]) => ({ status: 'passed', ancestorTitles });

const report: JestReport = {
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 0,
  numRuntimeErrorTestSuites: 1,
  testResults: [
    {
      name: '/repo/api/test/a.test.ts',
      message: '',
      assertionResults: [passed('a [pglite]'), passed('a [postgres]')],
    },
    {
      name: '/repo/api/test/limits.test.ts',
      message: '',
      assertionResults: [passed('limits [redis]', 'on pglite'), { status: 'pending', ancestorTitles: ['c [redis]'] }],
    },
    {
      name: '/repo/ui/src/b.test.ts',
      message: '',
      assertionResults: [passed('b'), { status: 'pending', ancestorTitles: [] }],
    },
    // A file whose contents were deleted: jest fails it ("must contain at least one test") with no assertion.
    {
      name: '/repo/ui/src/empty.test.ts',
      message: 'Your test suite must contain at least one test.',
      assertionResults: [],
    },
  ],
};

describe('npm test reading its runners', () => {
  it('counts a file that failed to load as a failure', () => {
    expect(jestCounts(report)).toEqual({ passed: 3, failed: 1, skipped: 1 });
  });

  it('counts tests per jest project, those that ran on PostgreSQL and those that ran against Redis', () => {
    expect(jestCollectedByProject(report, '/repo')).toEqual({ api: 4, ui: 2 });
    expect(jestCollectedOnPostgres(report)).toBe(1);
    // A skipped one (no REDIS_URL) did not run against Redis.
    expect(jestRanOnRedis(report)).toBe(1);
  });

  it('reads Playwright counts, a flaky test as passed', () => {
    const stats = { expected: 40, unexpected: 2, flaky: 1, skipped: 3 };
    expect(playwrightCounts({ stats })).toEqual({ passed: 41, failed: 2, skipped: 3 });
  });

  it('names each runner that collected fewer tests than its floor, a runner that collected nothing too', () => {
    const shortfalls = floorShortfalls({ ui: 2, api: 9 }, { ui: 2, api: 10, e2e: 46 });
    expect(shortfalls).toHaveLength(2);
    expect(shortfalls[0]).toMatch(/^api collected 9 tests, fewer than its floor of 10/);
    expect(shortfalls[1]).toMatch(/^e2e collected 0 tests, fewer than its floor of 46/);
    expect(floorShortfalls({ ui: 3 }, { ui: 2 })).toEqual([]);
  });

  it('prints each step with its lane, start and wall time, in the order they started, then the total', () => {
    const table = timeTable(
      [
        { name: 'lint', lane: 'checks', start: 40, seconds: 30.04, ok: true },
        { name: 'typecheck', lane: 'checks', start: 0, seconds: 40, ok: false },
      ],
      71,
    ).split('\n');
    expect(table[2]).toMatch(/^ {2}typecheck +checks +0 s +40\.0 s +FAILED$/);
    expect(table[3]).toMatch(/^ {2}lint +checks +40 s +30\.0 s +$/);
    expect(table[4]).toMatch(/^ {2}total +71\.0 s/);
  });
});
