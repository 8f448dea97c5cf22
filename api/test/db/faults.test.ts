import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { databaseTrouble } from '../../src/db/errors';
import { UNAVAILABLE_COOLDOWN_MS } from '../../src/db/pool-guard';
import { describeEachDatabase, get, type TestContext } from '../support/test-app';

jest.setTimeout(60_000);

describe('databaseTrouble', () => {
  const pgError = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

  it('calls lost connections, shutdowns, time-outs and overload "unavailable", a full disk "disk-full"', () => {
    for (const code of ['57P01', '57P03', '08006', '57014', '53300', '25006', 'ECONNREFUSED'])
      expect(databaseTrouble(pgError(code))).toBe('unavailable');
    expect(databaseTrouble(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseTrouble(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(databaseTrouble(new Error('timeout expired'))).toBe('unavailable');
    expect(databaseTrouble(pgError('53100'))).toBe('disk-full');
    expect(databaseTrouble(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe('disk-full');
  });

  it('leaves request faults (a unique violation, a syntax error) and plain bugs alone', () => {
    for (const code of ['23505', '42601', '22P02']) expect(databaseTrouble(pgError(code))).toBeUndefined();
    expect(databaseTrouble(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseTrouble(undefined)).toBeUndefined();
  });
});

describeEachDatabase('database faults', (context) => {
  const postgres = () => context.target === 'postgres';

  it('survives a connection the server ends inside a transaction (57P01), fails fast for a moment, then recovers', async () => {
    if (!postgres()) return;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = await context.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      })
      .catch((error: unknown) => error);
    expect(databaseTrouble(failure)).toBe('unavailable');
    // The server looked gone: for a moment every request fails at once (503) instead of queueing for a connection.
    const started = performance.now();
    const meanwhile = await context.database.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(200);
    expect(databaseTrouble(meanwhile)).toBe('unavailable');
    // Then the pool recovers by itself: a new connection, and the process is still here (an unhandled 'error'
    // event would have ended it).
    await new Promise((resolve) => setTimeout(resolve, UNAVAILABLE_COOLDOWN_MS));
    const { rows } = (await context.database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ one: 1 }]);
    // Any late 'error' event of the ended connection has had its chance to end the process by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    warn.mockRestore();
  });

  it('answers /healthz 503 within a few seconds when the database does not take writes (a lock held)', async () => {
    if (!postgres()) return;
    const blocker = new Client({ connectionString: await currentDatabaseUrl(context) });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table health_probe in access exclusive mode');
      const started = performance.now();
      const { status, body } = await get(context.app, '/healthz');
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(status).toBe(503);
      expect(body.message).toMatch(/database/);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
  });
});

/** The scratch database this block's app uses, for a second connection of the test's own. */
async function currentDatabaseUrl(context: TestContext): Promise<string> {
  const result = (await context.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
