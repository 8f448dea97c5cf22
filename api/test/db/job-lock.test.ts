import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../../src/db/client';
import { EXCLUSIVE_JOBS, JOB_LOCK_SPACE } from '../../src/db/job-lock';
import { databaseTargets, openSharedTestDatabase, type SharedTestDatabase } from '../support/databases';
import { eventually } from '../support/payments';

/** A pass that runs until `finish()`; `started` resolves once it runs, `held()` is what its lock says meanwhile. */
function openEndedPass<T>(result: T) {
  let markStarted!: () => void;
  let finish!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let held: () => boolean = () => false;
  const pass = async (lockHeld: () => boolean) => {
    held = lockHeld;
    markStarted();
    await finished;
    return result;
  };
  return { pass, started, finish, held: () => held() };
}

// Two instances on one database: on PostgreSQL two pools (two processes' worth of connections); on PGlite, one
// process by nature, the one database twice.
describe.each(databaseTargets())('job lock [%s]', (target) => {
  let shared: SharedTestDatabase;
  let instanceA: OpenDatabase;
  let instanceB: OpenDatabase;
  beforeAll(async () => {
    shared = await openSharedTestDatabase(target, 2);
    [instanceA, instanceB] = shared.databases as [OpenDatabase, OpenDatabase];
  });
  afterAll(() => shared.close());

  it('runs one pass of a job at a time: another instance is left out meanwhile, other jobs run beside it', async () => {
    const running = openEndedPass('pass of A');
    const passOfA = instanceA.runExclusively('payments.reconcile', running.pass);
    await running.started;
    expect(running.held()).toBe(true);

    expect(await instanceB.runExclusively('payments.reconcile', async () => 'pass of B')).toBeUndefined();
    expect(await instanceA.runExclusively('payments.reconcile', async () => 'second pass of A')).toBeUndefined();
    expect(await instanceB.runExclusively('sessions.clean-up', async () => 'another job')).toBe('another job');

    running.finish();
    expect(await passOfA).toBe('pass of A');
    expect(await instanceB.runExclusively('payments.reconcile', async () => 'pass of B')).toBe('pass of B');
  });

  it('frees the job when a pass fails', async () => {
    await expect(
      instanceA.runExclusively('payments.reconcile', async () => {
        throw new Error('the provider answered nonsense');
      }),
    ).rejects.toThrow('the provider answered nonsense');
    expect(await instanceB.runExclusively('payments.reconcile', async () => 'pass of B')).toBe('pass of B');
  });

  if (target === 'postgres') {
    /**
     * The server process whose session holds the job's lock in this test's database, if any (advisory locks are per
     * database, and other test files run jobs in their own databases on the same server meanwhile).
     */
    const lockHolder = async (job: keyof typeof EXCLUSIVE_JOBS) => {
      const { rows } = (await instanceB.db.execute(
        sql`select pid from pg_locks where locktype = 'advisory' and classid = ${JOB_LOCK_SPACE}
            and objid = ${EXCLUSIVE_JOBS[job]} and granted
            and database = (select oid from pg_database where datname = current_database())`,
      )) as unknown as { rows: { pid: number }[] };
      return rows[0]?.pid;
    };

    it('lets another instance take over when the lock holder’s connection dies, and tells the holder to stop', async () => {
      const running = openEndedPass('pass of A');
      const passOfA = instanceA.runExclusively('payments.reconcile', running.pass);
      await running.started;
      const holder = await lockHolder('payments.reconcile');
      expect(holder).toEqual(expect.any(Number));

      // What a kill -9 or a lost network does to the holder's connection, seen from the server.
      await instanceB.db.execute(sql`select pg_terminate_backend(${holder}::int)`);
      await eventually(async () => !running.held(), 5_000);
      expect(await instanceB.runExclusively('payments.reconcile', async () => 'pass of B')).toBe('pass of B');

      running.finish();
      expect(await passOfA).toBe('pass of A');
      // The dead connection left A's pool: A runs the job again, with a lock of its own.
      expect(await instanceA.runExclusively('payments.reconcile', async () => 'next pass of A')).toBe('next pass of A');
      expect(await lockHolder('payments.reconcile')).toBeUndefined();
    });
  }
});
