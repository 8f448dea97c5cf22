import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { appliedMigrations, BackupError } from './backup-manifest';

type PostgresTool = 'pg_dump' | 'pg_restore';
const VERSIONED_BIN = '/usr/lib/postgresql';

/** The tool on PATH, else the newest in /usr/lib/postgresql/<version>/bin (Debian installs them there). */
export function findPostgresTool(name: PostgresTool): string | undefined {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const versions = fs.existsSync(VERSIONED_BIN)
    ? fs
        .readdirSync(VERSIONED_BIN)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(VERSIONED_BIN, version, 'bin'))
    : [];
  return [...onPath, ...versions].map((dir) => path.join(dir, name)).find(isExecutable);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Runs a PostgreSQL client tool on DATABASE_URL. The password goes in PGPASSWORD, not on the command line, where
 * every user of the machine could read it.
 */
async function runTool(name: PostgresTool, databaseUrl: string, args: string[]): Promise<void> {
  const tool = findPostgresTool(name);
  if (!tool) {
    throw new BackupError(
      `${name} was not found on PATH or in ${VERSIONED_BIN}/*/bin. Install the PostgreSQL client tools of the ` +
        "server's major version or newer (Debian: apt-get install postgresql-client).",
    );
  }
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await promisify(execFile)(tool, [...args, `--dbname=${url.toString()}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${name} failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}

/** A consistent snapshot of the whole database in pg_dump's custom format. */
export const dumpPostgres = (databaseUrl: string, file: string) =>
  runTool('pg_dump', databaseUrl, ['--format=custom', `--file=${file}`]);

/**
 * Replaces what the dump holds, in one transaction (a failure changes nothing). Ownership and grants are left out:
 * the roles of the backed-up server may not exist here.
 */
export const restorePostgres = (databaseUrl: string, file: string) =>
  runTool('pg_restore', databaseUrl, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-acl',
    '--single-transaction',
    file,
  ]);

export interface PostgresState {
  /** Tables in the schemas the API uses. */
  tables: number;
  migrations: number;
}

export async function postgresState(databaseUrl: string): Promise<PostgresState> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')",
    );
    return { tables: rows[0]!.count, migrations: await appliedMigrations((sql) => client.query(sql)) };
  } finally {
    await client.end();
  }
}
