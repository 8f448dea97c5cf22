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

  it('prints each step with its lane, start, wall and CPU time, in the order they started, then the total', () => {
    const table = timeTable(
      [
        { name: 'lint', lane: 'checks', start: 40, seconds: 30.04, cpuSeconds: 35.5, ok: true },
        { name: 'typecheck', lane: 'checks', start: 0, seconds: 40, cpuSeconds: 20, ok: false },
      ],
      71,
      'cgroup',
    ).split('\n');
    expect(table[1]).toBe('  CPU counted per step by cgroup: every process it started):');
    expect(table[3]).toMatch(/^ {2}typecheck +checks +0 s +40\.0 s +20\.0 s +FAILED$/);
    expect(table[4]).toMatch(/^ {2}lint +checks +40 s +30\.0 s +35\.5 s +$/);
    expect(table[5]).toMatch(/^ {2}total +71\.0 s +55\.5 s/);
  });

  it('names a floor far below what its runner collected, and raises the floors it knows to the counts', () => {
    expect(staleFloors({ e2e: 81, api: 701 }, { e2e: 46, api: 700 })).toEqual([
      'e2e collected 81 tests, far above its floor of 46 ' +
        '(raise it: npm test -- --record writes the counts to scripts/test-floors.json)',
    ]);
    expect(staleFloors({ e2e: 50 }, { e2e: 46 })).toEqual([]);
    expect(
      recordedFloors(
        { jest: { ui: 2, api: 9 }, apiOnPostgres: 4, apiOnRedis: 1, e2e: 46 },
        { ui: 3, api: 9, apiOnPostgres: 5, e2e: 81, other: 7 },
      ),
    ).toEqual({ jest: { ui: 3, api: 9 }, apiOnPostgres: 5, apiOnRedis: 1, e2e: 81 });
  });
});

describe('the CPU budget of the steps', () => {
  const steps = (e2e: number) => [
    { name: 'jest-api', cpuSeconds: 300 },
    { name: 'jest-front-end', cpuSeconds: 200 },
    { name: 'e2e', cpuSeconds: e2e },
  ];
  const budget = { 'jest-api': 0.3, 'jest-front-end': 0.2, e2e: 0.5 };

  it("reads bash's times: the children's user and system time", () => {
    expect(cpuSecondsOfTimes('0m0.010s 0m0.002s\n2m3.500s 0m10.250s\n')).toBeCloseTo(133.75);
  });

  it('records each step as a share of the whole run, so a faster or slower machine keeps the shares', () => {
    expect(cpuShares(steps(500))).toEqual(budget);
    expect(
      budgetOverruns(
        steps(500).map((step) => ({ ...step, cpuSeconds: step.cpuSeconds * 3 })),
        budget,
      ),
    ).toEqual([]);
  });

  it('fails a step that grows more than 25 % over its share, naming it, and a step without a share', () => {
    // e2e doubles: 1,000 of 1,500 s is 66.7 %, a third over its 50 %.
    const overruns = budgetOverruns(steps(1_000), budget);
    expect(overruns).toEqual([
      "e2e took 66.7 % of the run's CPU time, more than 25 % over its budget of 50.0 % (scripts/test-budget.json): " +
        'find what grew, or record the new share with npm test -- --record',
    ]);
    // 20 % more e2e stays within the budget.
    expect(budgetOverruns(steps(600), budget)).toEqual([]);
    expect(budgetOverruns([...steps(500), { name: 'format', cpuSeconds: 1 }], budget)).toEqual([
      'format has no share in scripts/test-budget.json (record one: npm test -- --record)',
    ]);
  });
});
