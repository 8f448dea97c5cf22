import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool, type ClientConfig } from 'pg';
import type { Config } from '../config';
import { advisoryJobLock, inProcessJobLock, JOB_LOCK_SPACE, MIGRATIONS_LOCK, type RunExclusively } from './job-lock';
import { acquirePgliteLock } from './pglite-lock';
import { guardPool } from './pool-guard';
import * as schema from './schema';

/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  kind: DatabaseKind;
  /** Runs a background job's pass on one API instance at a time (docs/choices.md, "Background jobs across instances"). */
  runExclusively: RunExclusively;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/** DATABASE_URL -> PostgreSQL through a node-postgres pool; otherwise PGlite in DATA_DIR/pglite. Migrates. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<OpenDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);

  fs.mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = acquirePgliteLock(path.join(config.dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(path.join(config.dataDir, 'pglite'));
    return await openPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * A private in-memory PGlite (tests). `snapshot` is a data directory from `dumpDataDir()`: loading an already
 * migrated one is several times faster than running the migrations.
 */
export async function openInMemoryDatabase(snapshot?: Blob): Promise<OpenDatabase & { client: PGlite }> {
  const client = await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  return { ...(await openPglite(client)), client };
}

async function openPglite(client: PGlite, onClose?: () => void): Promise<OpenDatabase> {
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    runExclusively: inProcessJobLock(),
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

/**
 * Bounded waits (docs/choices.md, "Faults"): a database that is down, restarting or frozen fails a request within a
 * few seconds (answered 503 by the error handler) instead of holding it until the client gives up. The first
 * failure of a request ends it; pool-guard.ts keeps broken connections out and fails waiters fast when the server is
 * gone.
 */
export const POSTGRES_TIMEOUTS = {
  /**
   * Waiting for a free connection from the pool: long enough for a rush to queue (900 buyers at once queue for
   * seconds); when the server is gone, the pool guard's breaker fails the waiters at once.
   */
  poolWaitMillis: 30_000,
  /** Opening a new connection: a server that is gone answers no handshake. */
  connectMillis: 3_000,
  /** The server cancels a statement running longer (57014). */
  statementTimeoutMillis: 4_000,
  /**
   * The client stops waiting for an answer (a frozen server cannot cancel anything itself): 2 s after the server's
   * own statement timeout, so that on a busy machine the server's cancellation (which keeps the breaker closed)
   * arrives first.
   */
  queryTimeoutMillis: 6_000,
  /** A transaction left open by a vanished request releases its locks. */
  idleInTransactionTimeoutMillis: 10_000,
} as const;

class BoundedClient extends Client {
  constructor(config: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMillis });
  }
}

export async function openPostgres(connectionString: string): Promise<OpenDatabase> {
  const pool = new Pool({
    connectionString,
    // pg-pool's own connectionTimeoutMillis bounds the wait for a pooled connection; each new connection gets the
    // shorter handshake bound of its own.
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.poolWaitMillis,
    Client: BoundedClient as unknown as new () => Client,
    statement_timeout: POSTGRES_TIMEOUTS.statementTimeoutMillis,
    query_timeout: POSTGRES_TIMEOUTS.queryTimeoutMillis,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionTimeoutMillis,
  });
  // A connection the server closes (a restart, a failover: 57P01) must never end the process. Idle clients report
  // through the pool; a client checked out by a request reports on itself, and that request's query fails (503).
  // Either way the pool drops the broken client and opens a new one for the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection lost during a request: ${error.message}`)),
  );
  guardPool(pool);
  const db = drizzlePostgres(pool, { schema });
  try {
    await migrateOnce(connectionString, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', runExclusively: advisoryJobLock(pool), close: () => pool.end() };
}

const MIGRATIONS_LOCK_WAIT_MS = 120_000;

/**
 * Several instances starting at once (a deployment, the scale drill) would each apply the pending migrations, and
 * all but one fail on what the first created: each takes the migrations' advisory lock first, on a connection of its
 * own (ended afterwards, which frees the lock however the migration ended), and the ones that waited find nothing
 * left to apply. Polled with pg_try_advisory_lock: a blocking wait would hit the statement timeout.
 */
async function migrateOnce(connectionString: string, migrate: () => Promise<void>): Promise<void> {
  const client = new BoundedClient({ connectionString });
  await client.connect();
  try {
    const deadline = Date.now() + MIGRATIONS_LOCK_WAIT_MS;
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
        JOB_LOCK_SPACE,
        MIGRATIONS_LOCK,
      ]);
      if (rows[0]?.locked) break;
      if (Date.now() > deadline) throw new Error('Another instance has been migrating the database for 2 minutes.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await migrate();
  } finally {
    await client.end();
  }
}
