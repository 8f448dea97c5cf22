// What one scenario runs on: a temporary folder, the database (PGlite in the API's DATA_DIR, or a private PostgreSQL
// cluster), the local Cashfree sandbox and an SMTP sink, each behind a fault proxy, and the API process wired to all
// of them. One event with `capacity` seats and one admin are inserted before the API starts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_SANDBOX_KEYS } from '../../api/src/config';
import { openDatabase, type DatabaseKind, type OpenDatabase } from '../../api/src/db/client';
import { startCashfreeSandbox, type CashfreeSandbox } from '../../api/src/sandbox/cashfree-sandbox';
import { freePort, insertEvent } from '../../api/test/support/payments';
import { createAdmin, TEST_ADMIN, TEST_ADMIN_SECRET } from '../../api/test/support/test-app';
import { ApiProcess } from './api-process';
import type { Cleanup } from './cleanup';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { Traffic, type CallOptions } from './traffic';

/** API logs of the last run of each scenario, kept for reading after the temporary folders are gone. */
export const LOG_DIR = path.resolve(__dirname, '../../node_modules/.cache/drill');
/** Rate limits far above what the drill sends: the drill measures faults, not the limiter. */
export const UNLIMITED = '1000000';

export interface StageOptions {
  /** Names the log file: `<LOG_DIR>/<run>.log`. */
  run: string;
  db: DatabaseKind;
  capacity: number;
  /** Runs once the data folder exists and before the API first starts (a mount over the uploads folder). */
  beforeStart?: (dataDir: string) => Promise<void> | void;
}

/** Everything the API depends on, started and seeded, without the API itself. */
export interface Dependencies {
  db: DatabaseKind;
  /** Removed by the clean-up: DATA_DIRs go in here. */
  tempDir: string;
  eventId: string;
  capacity: number;
  sandbox: CashfreeSandbox;
  /** Between the API and the payment provider. */
  provider: FaultProxy;
  /** Between the API and the SMTP sink. */
  smtpProxy: FaultProxy;
  smtp: SmtpSink;
  postgres?: PostgresCluster;
  traffic: Traffic;
  /** Opens the database in the drill's own process (PGlite: only while the API is stopped), runs `work`, closes it. */
  withDatabase<T>(work: (database: OpenDatabase) => Promise<T>): Promise<T>;
}

export interface Stage extends Dependencies {
  dataDir: string;
  uploadsDir: string;
  api: ApiProcess;
  logFile: string;
  /** Signs the admin in (a fresh access token). */
  adminToken(): Promise<string>;
}

/** An empty log file for `run` under LOG_DIR. */
export function newLogFile(run: string): string {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${run}.log`);
  fs.writeFileSync(logFile, '');
  return logFile;
}

/**
 * The database (with the event and the admin), the payment sandbox and the SMTP sink with their fault proxies.
 * PGlite lives in `pgliteDataDir`, the DATA_DIR the API will get.
 */
export async function openDependencies(
  options: { db: DatabaseKind; capacity: number; pgliteDataDir?: (tempDir: string) => string },
  cleanup: Cleanup,
): Promise<Dependencies> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-drill-'));
  cleanup.add(`remove ${tempDir}`, () => fs.rmSync(tempDir, { recursive: true, force: true }));
  const postgres = options.db === 'postgres' ? await startPostgresCluster(cleanup) : undefined;
  const databaseConfig = { databaseUrl: postgres?.url, dataDir: options.pgliteDataDir?.(tempDir) ?? tempDir };
  const withDatabase = async <T>(work: (database: OpenDatabase) => Promise<T>): Promise<T> => {
    const database = await openDatabase(databaseConfig);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  const eventId = await withDatabase(async (database) => {
    await createAdmin(database);
    // Every seat may be held at once: the drills judge seats and money under faults, not the holds' limit.
    return insertEvent(database, {
      title: 'Drill Night',
      capacity: options.capacity,
      unpaidHoldLimit: options.capacity,
    });
  });

  const sandbox = await startCashfreeSandbox({ ...LOCAL_SANDBOX_KEYS, port: 0, host: '127.0.0.1' });
  cleanup.add('close the payment sandbox', () => sandbox.close());
  const sandboxPort = Number(new URL(sandbox.apiBaseUrl).port);
  const provider = await startFaultProxy({ host: '127.0.0.1', port: sandboxPort });
  cleanup.add('close the provider proxy', () => provider.close());
  const smtp = await startSmtpSink();
  cleanup.add('close the SMTP sink', () => smtp.close());
  const smtpProxy = await startFaultProxy({ host: '127.0.0.1', port: smtp.port });
  cleanup.add('close the SMTP proxy', () => smtpProxy.close());

  return {
    db: options.db,
    tempDir,
    eventId,
    capacity: options.capacity,
    sandbox,
    provider,
    smtpProxy,
    smtp,
    postgres,
    traffic: new Traffic(),
    withDatabase,
  };
}

/**
 * The environment of an API process on `dependencies`: its port and DATA_DIR, rate limits lifted, mail and payments
 * through the fault proxies, and `publicAppUrl` (where the sandbox sends its webhooks).
 */
export async function apiEnvironment(
  dependencies: Dependencies,
  {
    port,
    dataDir,
    publicAppUrl,
    jwtSecret,
  }: { port: number; dataDir: string; publicAppUrl: string; jwtSecret: string },
): Promise<Record<string, string>> {
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  return {
    NODE_ENV: 'development',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    ...(dependencies.postgres ? { DATABASE_URL: dependencies.postgres.url } : {}),
    JWT_SECRET: jwtSecret,
    ADMIN_SECRET: TEST_ADMIN_SECRET,
    LOGIN_RATE_LIMIT: UNLIMITED,
    FORM_RATE_LIMIT: UNLIMITED,
    ORDER_RATE_LIMIT: UNLIMITED,
    VERIFY_RATE_LIMIT: UNLIMITED,
    // Every buyer of a drill comes from this machine's one address.
    UNPAID_HOLDS_PER_BUYER: UNLIMITED,
    SMTP_URL: `smtp://127.0.0.1:${dependencies.smtpProxy.port}`,
    CASHFREE_CLIENT_ID: LOCAL_SANDBOX_KEYS.clientId,
    CASHFREE_CLIENT_SECRET: LOCAL_SANDBOX_KEYS.clientSecret,
    CASHFREE_BASE_URL: `http://127.0.0.1:${dependencies.provider.port}/pg`,
    // Unused (the keys above select the provider client), but never the default 8085 of a developer's server.
    CASHFREE_SANDBOX_PORT: String(await freePort()),
    // The sandbox's webhooks come here (the fault proxy stands only between the API and the provider).
    PUBLIC_APP_URL: publicAppUrl,
  };
}

export const newJwtSecret = () => randomBytes(32).toString('base64url');

/** Signs the admin in at `base` (an API or a proxy in front of some); answers a fresh access token. */
export async function signInAdmin(traffic: Traffic, base: string, options: CallOptions = {}): Promise<string> {
  const answer = await traffic.call('admin sign-in', 'POST', `${base}/api/admin/login`, {
    ...options,
    body: { ...TEST_ADMIN, secret: TEST_ADMIN_SECRET },
  });
  const token = (answer.data as { accessToken?: string } | null)?.accessToken;
  if (answer.status !== 200 || !token)
    throw new Error(`admin sign-in answered ${answer.failure ?? answer.status}: ${answer.message ?? ''}`);
  return token;
}

export async function openStage(options: StageOptions, cleanup: Cleanup): Promise<Stage> {
  const dataDirOf = (tempDir: string) => path.join(tempDir, 'data');
  const dependencies = await openDependencies({ ...options, pgliteDataDir: dataDirOf }, cleanup);
  const dataDir = dataDirOf(dependencies.tempDir);
  const uploadsDir = path.join(dataDir, 'uploads');
  const logFile = newLogFile(options.run);
  const port = await freePort();
  const env = await apiEnvironment(dependencies, {
    port,
    dataDir,
    publicAppUrl: `http://127.0.0.1:${port}`,
    jwtSecret: newJwtSecret(),
  });
  await options.beforeStart?.(dataDir);
  const api = new ApiProcess(port, env, logFile, cleanup);
  await api.start();
  return {
    ...dependencies,
    dataDir,
    uploadsDir,
    api,
    logFile,
    adminToken: () => signInAdmin(dependencies.traffic, api.base),
  };
}
