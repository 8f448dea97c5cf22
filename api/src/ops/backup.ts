import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseKind } from '../db/client';
import {
  BackupError,
  DATABASE_FILE,
  migrationsInCode,
  readManifest,
  UPLOADS_FOLDER,
  writeManifest,
  type BackupManifest,
} from './backup-manifest';
import { dumpPglite, hasEntries, loadPglite, pgliteDataDir, pgliteVersion, withPgliteLock } from './pglite-backup';
import { dumpPostgres, postgresState, restorePostgres } from './postgres-backup';
import { copyUploads, hasUploads, replaceUploads } from './uploads-backup';

export { BackupError } from './backup-manifest';

/**
 * `npm run db:backup` / `db:restore` (docs/choices.md, "Backup and restore"): a backup is a folder holding the
 * database (PGlite's data directory gzipped, or pg_dump's custom format), a copy of the uploaded files and
 * `manifest.json`.
 */
export type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'uploads'>;

const kindOf = (config: BackupConfig): DatabaseKind => (config.databaseUrl ? 'postgres' : 'pglite');
const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

/** Backs up to `target` (default DATA_DIR/backups/<time>), which must not exist yet. */
export async function createBackup(config: BackupConfig, target?: string): Promise<BackupResult> {
  const dir = path.resolve(target ?? path.join(config.dataDir, 'backups', timestamp()));
  if (fs.existsSync(dir)) throw new BackupError(`${dir} already exists: give a new folder.`);
  // Written under another name and renamed once complete: a folder with the final name is a whole backup.
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const manifest = await (config.databaseUrl
      ? snapshot(config, partial)
      : withPgliteLock(config.dataDir, 'back up', () => snapshot(config, partial)));
    writeManifest(partial, manifest);
    fs.renameSync(partial, dir);
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

async function snapshot(config: BackupConfig, dir: string): Promise<BackupManifest> {
  const kind = kindOf(config);
  const databaseFile = path.join(dir, DATABASE_FILE[kind]);
  // The database before the files: a file uploaded meanwhile is an orphan in the backup (the sweep removes it),
  // never a row without its file.
  const migrations = config.databaseUrl
    ? await postgresState(config.databaseUrl).then(async (state) => {
        await dumpPostgres(config.databaseUrl!, databaseFile);
        return state.migrations;
      })
    : await dumpPglite(config.dataDir, databaseFile);
  const uploads = config.uploads.s3
    ? null
    : { files: await copyUploads(config.uploads.dir, path.join(dir, UPLOADS_FOLDER)) };
  return {
    format: 1,
    kind,
    createdAt: new Date().toISOString(),
    migrations,
    ...(kind === 'pglite' ? { pgliteVersion: pgliteVersion() } : {}),
    uploads,
  };
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data the restore replaced is kept (none when there was nothing to replace). */
  previousData?: string;
  /** Uploaded files put back; null when the backup or this server keeps them in a bucket. */
  uploadsRestored: number | null;
}

/**
 * Restores a backup folder. Refuses over a running API (PGlite's lock), and over existing data unless `yes`; what
 * it replaces is kept: PGlite's data directory and the uploads are moved aside, a PostgreSQL database is backed up
 * first.
 */
export async function restoreBackup(
  config: BackupConfig,
  source: string,
  { yes = false }: { yes?: boolean } = {},
): Promise<RestoreResult> {
  const dir = path.resolve(source);
  const manifest = readManifest(dir);
  const kind = kindOf(config);
  if (manifest.kind !== kind) {
    throw new BackupError(
      `${dir} is a backup of a ${manifest.kind} database, and this server uses ${kind} ` +
        `(${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}): a backup restores into its own kind.`,
    );
  }
  const known = migrationsInCode();
  if (manifest.migrations > known) {
    throw new BackupError(
      `${dir} was made by a newer Guildhall (${manifest.migrations} migrations; this one knows ${known}). ` +
        'Restore it with that version.',
    );
  }
  const uploadsFrom = manifest.uploads && !config.uploads.s3 ? path.join(dir, UPLOADS_FOLDER) : undefined;
  const databaseFile = path.join(dir, DATABASE_FILE[kind]);
  const restored = await (config.databaseUrl
    ? restoreIntoPostgres(config, config.databaseUrl, databaseFile, uploadsFrom, yes, manifest.migrations)
    : withPgliteLock(config.dataDir, 'restore', () =>
        restoreIntoPglite(config, databaseFile, uploadsFrom, yes, manifest.pgliteVersion),
      ));
  return { manifest, ...restored };
}

const refusal = (what: string, kept: string) =>
  new BackupError(`${what}. Restoring replaces what is there (${kept}). Run again with --yes to go ahead.`);

async function restoreIntoPglite(
  config: BackupConfig,
  databaseFile: string,
  uploadsFrom: string | undefined,
  yes: boolean,
  backupVersion: string | undefined,
): Promise<Omit<RestoreResult, 'manifest'>> {
  const databaseDir = pgliteDataDir(config.dataDir);
  const replacing = hasEntries(databaseDir) || (uploadsFrom !== undefined && hasUploads(config.uploads.dir));
  if (replacing && !yes) {
    const aside = path.join(config.dataDir, 'replaced-<time>');
    throw refusal(`${config.dataDir} already holds a database or uploaded files`, `it is moved to ${aside}`);
  }
  const aside = path.join(config.dataDir, `replaced-${timestamp()}`);
  // The new data directory is made beside the current one: if loading fails, nothing has changed.
  const staging = `${databaseDir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  await loadPglite(databaseFile, staging, backupVersion);
  if (replacing) {
    fs.mkdirSync(aside, { recursive: true });
    if (fs.existsSync(databaseDir)) fs.renameSync(databaseDir, path.join(aside, 'pglite'));
  } else {
    fs.rmSync(databaseDir, { recursive: true, force: true }); // empty, if there at all
  }
  fs.renameSync(staging, databaseDir);
  const uploadsRestored = uploadsFrom
    ? await replaceUploads(uploadsFrom, config.uploads.dir, replacing ? path.join(aside, UPLOADS_FOLDER) : undefined)
    : null;
  return { previousData: replacing ? aside : undefined, uploadsRestored };
}

async function restoreIntoPostgres(
  config: BackupConfig,
  databaseUrl: string,
  databaseFile: string,
  uploadsFrom: string | undefined,
  yes: boolean,
  backupMigrations: number,
): Promise<Omit<RestoreResult, 'manifest'>> {
  const state = await postgresState(databaseUrl);
  if (state.migrations > backupMigrations) {
    // pg_restore --clean replaces the backup's tables only: tables of later migrations would stay, and migrating
    // again would fail on them.
    throw new BackupError(
      `The database has ${state.migrations} migrations applied and the backup ${backupMigrations}: restore it into ` +
        'an empty database (drop and create it again), then start the API, which applies the missing migrations.',
    );
  }
  const replacing = state.tables > 0 || (uploadsFrom !== undefined && hasUploads(config.uploads.dir));
  if (replacing && !yes) {
    const safetyDir = path.join(config.dataDir, 'backups', '<time>-before-restore');
    throw refusal(
      'The database (DATABASE_URL) already holds tables, or uploaded files exist',
      `it is backed up to ${safetyDir} first`,
    );
  }
  const safetyDir = path.join(config.dataDir, 'backups', `${timestamp()}-before-restore`);
  if (replacing) await createBackup(config, safetyDir);
  await restorePostgres(databaseUrl, databaseFile);
  const uploadsRestored = uploadsFrom ? await replaceUploads(uploadsFrom, config.uploads.dir) : null;
  return { previousData: replacing ? safetyDir : undefined, uploadsRestored };
}
