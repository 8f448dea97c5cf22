import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openInMemoryDatabase, openPostgres, type OpenDatabase } from '../../src/db/client';

export type DatabaseTarget = 'pglite' | 'postgres';

/** Every suite runs on in-memory PGlite, and also on PostgreSQL when DATABASE_URL is set. */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of its own; closing it also deletes it. */
export async function openTestDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  return target === 'pglite' ? openInMemoryDatabase(await pgliteTemplate()) : openScratchPostgres();
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

/** A new database on the DATABASE_URL server, so that parallel test files never share tables. */
async function openScratchPostgres(): Promise<OpenDatabase> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `guildhall_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
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
