import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool, type PoolClient } from 'pg';
import type { Config } from '../config';
import { databaseTrouble } from './errors';
import { acquirePgliteLock } from './pglite-lock';
import * as schema from './schema';

/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  kind: DatabaseKind;
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
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

/**
 * Bounded waits (docs/choices.md, "Faults"): a database that is down, restarting or frozen fails a request within a
 * few seconds (answered 503 by the error handler) instead of holding it until the client gives up. A request waits
 * at most for a connection and one statement (3 + 5 s): the first failure ends it.
 */
export const POSTGRES_TIMEOUTS = {
  /** Opening a connection, and waiting for a free one from the pool. */
  connectionTimeoutMillis: 3_000,
  /** The server cancels a statement running longer (57014). */
  statementTimeoutMillis: 4_000,
  /** The client stops waiting for an answer (a frozen server cannot cancel anything itself). */
  queryTimeoutMillis: 5_000,
  /** A transaction left open by a vanished request releases its locks. */
  idleInTransactionTimeoutMillis: 10_000,
} as const;

const BROKEN = Symbol('broken connection');
type GuardedClient = PoolClient & { [BROKEN]?: boolean };

/**
 * A connection whose query timed out or failed for want of the server is in an unknown state (a transaction the
 * server may still hold, an answer still to come): it must never serve another request (the next one answered
 * 25P02, "current transaction is aborted", as a 500). Marks it, fails what else the request sends on it at once,
 * and releases it when its `begin` failed (drizzle releases a transaction's connection only once `begin` succeeded).
 */
function markBrokenOnFailure(client: GuardedClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    // Nothing more is sent on it: a rollback after a timed-out statement would wait for its own timeout too.
    if (client[BROKEN] && typeof args.at(-1) !== 'function')
      return Promise.reject(new Error('Connection terminated: it broke earlier in this request'));
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (!databaseTrouble(error) && (error as { code?: string }).code !== '25P02') return;
        client[BROKEN] = true;
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
        if (text?.trim().toLowerCase().startsWith('begin')) client.release(error as Error);
      });
    }
    return result;
  }) as PoolClient['query'];
}

/** A broken connection handed back is closed, not reused (pg-pool drops a client released with an error). */
function discardBrokenClients(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<GuardedClient> | undefined;
  // The callback form is pool.query's own, which releases a failed query's connection with its error already.
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return connect()!.then((client) => {
      const release = client.release;
      client.release = (error?: Error | boolean) =>
        release(error || (client[BROKEN] ? new Error('the connection broke during a request') : undefined));
      return client;
    });
  }) as Pool['connect'];
}

export async function openPostgres(connectionString: string): Promise<OpenDatabase> {
  const pool = new Pool({
    connectionString,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectionTimeoutMillis,
    statement_timeout: POSTGRES_TIMEOUTS.statementTimeoutMillis,
    query_timeout: POSTGRES_TIMEOUTS.queryTimeoutMillis,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionTimeoutMillis,
  });
  // A connection the server closes (a restart, a failover: 57P01) must never end the process. Idle clients report
  // through the pool; a client checked out by a request reports on itself, and that request's query fails (503).
  // Either way the pool drops the broken client and opens a new one for the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL connection lost during a request: ${error.message}`));
    markBrokenOnFailure(client);
  });
  discardBrokenClients(pool);
  const db = drizzlePostgres(pool, { schema });
  try {
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}
