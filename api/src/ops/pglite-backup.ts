import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquirePgliteLock } from '../db/pglite-lock';
import { appliedMigrations, BackupError } from './backup-manifest';

export const pgliteDataDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Runs `work` holding the lock the API holds while it runs: PGlite is single-process, so a backup or a restore
 * next to a running API would read a half-written database or corrupt it.
 */
export async function withPgliteLock<T>(dataDir: string, doing: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquirePgliteLock(path.join(dataDir, 'pglite.lock'));
  } catch (error) {
    throw new BackupError(`Cannot ${doing} while the API is running. ${(error as Error).message}`, { cause: error });
  }
  try {
    return await work();
  } finally {
    release();
  }
}

/** Whether `dir` exists and holds anything. */
export const hasEntries = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** Writes the whole data directory, gzipped, to `file` (call with the lock held); answers its migration count. */
export async function dumpPglite(dataDir: string, file: string): Promise<number> {
  const dir = pgliteDataDir(dataDir);
  if (!hasEntries(dir)) throw new BackupError(`There is no database in ${dir} to back up.`);
  const client = await PGlite.create(dir);
  try {
    const migrations = await appliedMigrations((sql) => client.query(sql));
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return migrations;
  } finally {
    await client.close();
  }
}

/** Creates a new data directory `targetDir` from a dump (`targetDir` must not exist). */
export async function loadPglite(file: string, targetDir: string, backupVersion?: string): Promise<void> {
  try {
    const client = await PGlite.create({ dataDir: targetDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.close();
  } catch (error) {
    fs.rmSync(targetDir, { recursive: true, force: true });
    throw new BackupError(
      `Could not load ${file} (written by PGlite ${backupVersion ?? '?'}, this is PGlite ${pgliteVersion()}): ` +
        (error as Error).message,
      { cause: error },
    );
  }
}

export function pgliteVersion(): string {
  const packageFile = path.resolve(require.resolve('@electric-sql/pglite'), '../../package.json');
  return (JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string }).version;
}
