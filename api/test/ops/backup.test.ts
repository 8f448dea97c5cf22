import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, openPostgres, type OpenDatabase } from '../../src/db/client';
import { admins, members } from '../../src/db/schema';
import { createUploadService } from '../../src/modules/uploads/service';
import { createFileStorage } from '../../src/modules/uploads/storage';
import { createBackup, restoreBackup, type BackupConfig } from '../../src/ops/backup';
import { migrationsInCode } from '../../src/ops/backup-manifest';
import { findPostgresTool } from '../../src/ops/postgres-backup';
import { databaseTargets, pgliteTemplate, type DatabaseTarget } from '../support/databases';
import { SAMPLE_FILES } from '../support/multipart';

// A real on-disk PGlite dumped and loaded again: tens of seconds on a loaded 2-core machine.
jest.setTimeout(120_000);

const TOOLS_MISSING = !findPostgresTool('pg_dump') || !findPostgresTool('pg_restore');

const configFor = (dataDir: string, databaseUrl?: string): BackupConfig => ({
  dataDir,
  databaseUrl,
  uploads: { dir: path.join(dataDir, 'uploads'), publicUrl: '/uploads' },
});

interface Place {
  config: BackupConfig;
  cleanUp(): Promise<void>;
}

/** A migrated PGlite in a real data directory, loaded from the test template (replaying every migration is ~5 s). */
async function pglitePlace(): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-backup-'));
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await pgliteTemplate() });
  await client.close();
  return { config: configFor(dataDir), cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** A scratch database of its own on the DATABASE_URL server, dropped afterwards. */
async function postgresPlace(): Promise<Place> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `guildhall_backup_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await (await openPostgres(url.toString())).close(); // migrates
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-backup-'));
  return {
    config: configFor(dataDir, url.toString()),
    async cleanUp() {
      await admin(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stored files (not the incoming folder), as keys. */
const storedKeys = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => !name.startsWith('.incoming') && fs.statSync(path.join(dir, name)).isFile())
    .sort();

const rowsOf = async ({ db }: OpenDatabase) => ({
  members: await db.select().from(members).orderBy(members.id),
  admins: await db.select().from(admins).orderBy(admins.id),
});

async function storePicture(config: BackupConfig) {
  const source = path.join(config.dataDir, `picture-${randomBytes(4).toString('hex')}.png`);
  fs.writeFileSync(source, SAMPLE_FILES.png);
  return createUploadService(createFileStorage(config.uploads)).storeCopyOf(source, ['image']);
}

describe.each(databaseTargets())('backup and restore [%s]', (target: DatabaseTarget) => {
  const skip = target === 'postgres' && TOOLS_MISSING;
  let place: Place | undefined;
  beforeAll(async () => {
    if (!skip) place = await (target === 'pglite' ? pglitePlace() : postgresPlace());
  });
  afterAll(() => place?.cleanUp());

  const title = skip
    ? 'round trip (skipped: pg_dump or pg_restore not found on PATH or in /usr/lib/postgresql/*/bin)'
    : 'puts back the rows and the uploaded files exactly, and keeps what it replaced';
  (skip ? it.skip : it)(title, async () => {
    const { config } = place!;
    let database = await openDatabase(config);
    const picture = await storePicture(config);
    const [member] = await database.db
      .insert(members)
      .values({
        fullname: 'Backed Up',
        lpuId: '30000001',
        passwordHash: 'x',
        department: 'Technical',
        profilePictureUrl: picture.url,
      })
      .returning({ id: members.id });
    await database.db.insert(admins).values({ fullname: 'Kept Admin', passwordHash: 'y' });
    const before = await rowsOf(database);
    await database.close();

    const backup = await createBackup(config);
    expect(backup.dir.startsWith(path.join(config.dataDir, 'backups'))).toBe(true);
    expect(backup.manifest).toMatchObject({
      format: 1,
      kind: target,
      migrations: migrationsInCode(),
      uploads: { files: 1 },
    });

    // Changed and deleted after the backup: a renamed member, a removed admin and picture, a new file.
    database = await openDatabase(config);
    await database.db.update(members).set({ fullname: 'Renamed' }).where(eq(members.id, member!.id));
    await database.db.delete(admins);
    await database.close();
    fs.rmSync(path.join(config.uploads.dir, picture.key));
    const later = await storePicture(config);

    await expect(restoreBackup(config, backup.dir)).rejects.toThrow('Run again with --yes to go ahead.');
    const restored = await restoreBackup(config, backup.dir, { yes: true });
    expect(restored.uploadsRestored).toBe(1);

    database = await openDatabase(config);
    expect(await rowsOf(database)).toEqual(before);
    await database.close();
    expect(storedKeys(config.uploads.dir)).toEqual([picture.key]);
    expect(fs.readFileSync(path.join(config.uploads.dir, picture.key)).equals(SAMPLE_FILES.png)).toBe(true);
    expect(fs.existsSync(path.join(config.uploads.dir, '.incoming'))).toBe(true);
    // What the restore replaced is kept (PGlite: moved aside; PostgreSQL: backed up first), the later file with it.
    expect(storedKeys(path.join(restored.previousData!, 'uploads'))).toEqual([later.key]);
  });
});

describe('backup and restore next to a running API [pglite]', () => {
  let place: Place;
  beforeAll(async () => {
    place = await pglitePlace();
  });
  afterAll(() => place?.cleanUp());

  it('refuses both while the database is open, and restores nothing of another kind', async () => {
    const { config } = place;
    const backup = await createBackup(config);
    const database = await openDatabase(config);
    try {
      await expect(createBackup(config)).rejects.toThrow(/^Cannot back up while the API is running\. .* in use by/);
      await expect(restoreBackup(config, backup.dir, { yes: true })).rejects.toThrow(
        /^Cannot restore while the API is running\./,
      );
    } finally {
      await database.close();
    }
    const onPostgres = { ...config, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restoreBackup(onPostgres, backup.dir, { yes: true })).rejects.toThrow(
      /is a backup of a pglite database, and this server uses postgres/,
    );
    expect(fs.readdirSync(path.join(config.dataDir, 'backups'))).toEqual([path.basename(backup.dir)]);
  });
});
