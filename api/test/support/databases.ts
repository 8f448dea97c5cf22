import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openInMemoryDatabase, openPostgres, type OpenDatabase } from '../../src/db/client';
import { inProcessJobLock } from '../../src/db/job-lock';
import * as schema from '../../src/db/schema';

export type DatabaseTarget = 'pglite' | 'postgres';

/** Every suite runs on in-memory PGlite, and also on PostgreSQL when DATABASE_URL is set. */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of its own; closing it also deletes it (or hands it back, emptied later). */
export async function openTestDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target === 'postgres') return openScratchPostgres();
  return (await leaseWorkerPglite()) ?? openInMemoryDatabase(await pgliteTemplate());
}

interface WorkerPglite {
  lease(template: () => Promise<Blob>): Promise<{ client: PGlite; release(): void } | null>;
}

/**
 * This jest worker's PGlite (worker-pglite-environment.js) with every table emptied, or null while another database
 * of this file holds it (or outside that environment).
 */
async function leaseWorkerPglite(): Promise<OpenDatabase | null> {
  const shared = (globalThis as { __guildhallWorkerPglite?: WorkerPglite }).__guildhallWorkerPglite;
  const lease = await shared?.lease(pgliteTemplate);
  if (!lease) return null;
  const { rows } = await lease.client.query<{ tables: string | null }>(
    "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
  );
  if (rows[0]?.tables) await lease.client.exec(`truncate table ${rows[0].tables} restart identity cascade`);
  return {
    db: drizzle(lease.client, { schema }),
    kind: 'pglite',
    runExclusively: inProcessJobLock(),
    close: async () => lease.release(),
  };
}

const TEMPLATE_DIR = path.resolve(__dirname, '../../../node_modules/.cache/guildhall-api');

/**
 * A PGlite data directory with every migration applied, cached on disk per migration set: loading it takes
 * ~1 s where a new PGlite plus migrations takes ~5 s. Written atomically, so concurrent workers may race safely.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(TEMPLATE_DIR, `pglite-${migrationsFingerprint()}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openInMemoryDatabase();
    const dump = Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer());
    await database.close();
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

function migrationsFingerprint(): string {
  // The PGlite build matters too: a data directory is only readable by the version that wrote it.
  const hash = createHash('sha256').update(require.resolve('@electric-sql/pglite'));
  hash.update(fs.readFileSync(path.resolve(require.resolve('@electric-sql/pglite'), '../../package.json')));
  for (const name of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new database on the DATABASE_URL server, so that parallel test files never share tables: a copy of a migrated
 * template (CREATE DATABASE ... TEMPLATE copies files, where replaying every migration costs a second a file).
 */
async function openScratchPostgres(): Promise<OpenDatabase> {
  const { databases, close } = await openScratchPostgresPools(1);
  return { ...databases[0]!, close };
}

async function openScratchPostgresPools(count: number): Promise<SharedTestDatabase> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `guildhall_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => createFromTemplate(client, name, postgresTemplateName()));
  const databases = await Promise.all(Array.from({ length: count }, () => openPostgres(databaseUrl(serverUrl, name))));
  return {
    databases,
    async close() {
      await Promise.all(databases.map((database) => database.close()));
      await withAdminClient(serverUrl, (client) => dropDatabase(client, name));
    },
  };
}

export interface SharedTestDatabase {
  /** One per API instance. */
  databases: OpenDatabase[];
  close(): Promise<void>;
}

/**
 * One fresh database opened `count` times, as that many API instances open it: on PostgreSQL a pool each; on PGlite
 * (one process by nature) the one database, `count` times.
 */
export async function openSharedTestDatabase(target: DatabaseTarget, count: number): Promise<SharedTestDatabase> {
  if (target === 'postgres') return openScratchPostgresPools(count);
  const database = await openTestDatabase(target);
  return { databases: Array.from({ length: count }, () => database), close: () => database.close() };
}

const postgresTemplateName = () => `guildhall_template_${migrationsFingerprint()}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The pool's connections may still be closing when its end() resolves: waits for them rather than terminating them
 * (which each would report as a lost connection), and forces only if they linger.
 */
async function dropDatabase(client: Client, name: string): Promise<void> {
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/** Copying a template fails while another session is connected to it (another worker's copy, on a busy server). */
async function createFromTemplate(client: Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006'; // object_in_use
      if (!busy || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * The migrated template of this migration set on the DATABASE_URL server (made once, before the test files start;
 * templates of other migration sets are dropped).
 */
export async function preparePostgresTemplate(serverUrl: string): Promise<void> {
  const template = postgresTemplateName();
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string; made: string | null }>(
      "select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like 'guildhall\\_template\\_%'",
    );
    // Another run on this server (another checkout, another migration set) may be building or copying its template
    // right now: only finished templates made over a day ago go.
    const stale = (row: { datname: string; made: string | null }) =>
      /^guildhall_template_[0-9a-f]{16}$/.test(row.datname) && Date.now() - Number(row.made ?? 0) > 86_400_000;
    for (const { datname } of rows.filter((row) => row.datname !== template && stale(row)))
      await client.query(`drop database if exists ${datname} with (force)`);
    if (rows.some((row) => row.datname === template)) return;
    const building = `${template}_${process.pid}`;
    await client.query(`create database ${building}`);
    const database = await openPostgres(databaseUrl(serverUrl, building)); // migrates
    await database.close();
    // Renamed only once complete, so a run that died half-way leaves no half-migrated template behind.
    await client.query(`comment on database ${building} is '${Date.now()}'`);
    await client.query(`alter database ${building} rename to ${template}`);
  });
}

async function withAdminClient(url: string, work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
