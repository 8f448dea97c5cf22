import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER, type DatabaseKind } from '../db/client';

/** A refusal or a failure the operator can act on: the command line prints its message alone, no stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** `manifest.json` of a backup folder (docs/choices.md, "Backup and restore"). */
export interface BackupManifest {
  format: 1;
  kind: DatabaseKind;
  createdAt: string;
  /** Migrations applied to the database when it was backed up. */
  migrations: number;
  /** PGlite's version: its data directory is only readable by a PGlite of the same PostgreSQL major. */
  pgliteVersion?: string;
  /** Uploaded files copied into `uploads/`; null when they live in a bucket (not in the backup). */
  uploads: { files: number } | null;
}

const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';
export const DATABASE_FILE: Record<DatabaseKind, string> = { pglite: 'pglite.tar.gz', postgres: 'postgres.dump' };

export function writeManifest(dir: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST_FILE}.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${file}: unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

/** How many migrations this version of the code knows. */
export function migrationsInCode(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  return (journal as { entries: unknown[] }).entries.length;
}

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/** Migrations drizzle recorded in the database (0 for a database never migrated). */
export async function appliedMigrations(query: Query): Promise<number> {
  const { rows } = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as migrated");
  if (!(rows[0] as { migrated: boolean }).migrated) return 0;
  const counted = await query('select count(*)::int as count from drizzle.__drizzle_migrations');
  return (counted.rows[0] as { count: number }).count;
}
