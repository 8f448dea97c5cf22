import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { UploadsConfig } from '../../../src/config';
import type { OpenDatabase } from '../../../src/db/client';
import { eventPosters, events, members, postMedia, posts } from '../../../src/db/schema';
import { newStorageKey, type FileStorage } from '../../../src/modules/uploads/file-storage';
import { createFileStorage } from '../../../src/modules/uploads/storage';
import { NO_ROOM_MESSAGE, NOT_WRITABLE_MESSAGE } from '../../../src/modules/uploads/storage-errors';
import { sweepOrphanUploads } from '../../../src/modules/uploads/sweep';
import { databaseTargets, openTestDatabase } from '../../support/databases';
import { multipartForm, SAMPLE_FILES } from '../../support/multipart';
import { createMember } from '../../support/test-app';
import { uploadTestApp } from '../../support/upload-app';

const newConfig = (): UploadsConfig => ({
  dir: fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-faults-')),
  publicUrl: '/uploads',
});

/** The uploads plugin and service behind one test route; `wrap` may swap parts of the real local storage. */
async function uploadApp(wrap?: (storage: FileStorage) => FileStorage) {
  const config = newConfig();
  return { ...(await uploadTestApp(config, undefined, wrap)), config };
}

const sendTwoImages = (app: Awaited<ReturnType<typeof uploadApp>>['app']) =>
  app.inject({
    method: 'POST',
    url: '/upload',
    ...multipartForm({}, [
      { field: 'files', filename: 'first.png', content: SAMPLE_FILES.png },
      { field: 'files', filename: 'second.png', content: SAMPLE_FILES.png },
    ]),
  });

/** Every file under the uploads folder, the incoming folder included. */
const allFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => !fs.statSync(path.join(dir, name)).isDirectory());

/** An error as Node's fs reports it. */
const systemError = (code: string) => Object.assign(new Error(`${code}: simulated, rename`), { code });

afterEach(() => jest.restoreAllMocks());

describe('uploads when the disk is full or the folder is not writable', () => {
  const devFull = fs.existsSync('/dev/full');

  (devFull ? it : it.skip)(
    'answers 507 when the disk fills up while a file arrives, and keeps no temporary or stored file',
    async () => {
      const { app, config } = await uploadApp();
      // The second file's temporary file leads to /dev/full, where every write fails with ENOSPC (a real full disk).
      const createWriteStream = fs.createWriteStream;
      let opened = 0;
      jest.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: never) => {
        opened += 1;
        if (opened === 2) fs.symlinkSync('/dev/full', file);
        return createWriteStream(file, options);
      }) as typeof fs.createWriteStream);

      const response = await sendTwoImages(app);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({ success: false, message: NO_ROOM_MESSAGE });
      expect(opened).toBe(2);
      expect(allFiles(config.dir)).toEqual([]);
    },
  );

  it('answers 503 when the incoming folder is not a folder any more, and keeps nothing', async () => {
    const { app, config } = await uploadApp();
    // Real and independent of the user: root writes into a chmod 0o500 folder, nobody writes into a file.
    const incoming = path.join(config.dir, '.incoming');
    fs.rmSync(incoming, { recursive: true });
    fs.writeFileSync(incoming, '');

    const response = await sendTwoImages(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: NOT_WRITABLE_MESSAGE });
    expect(allFiles(config.dir)).toEqual(['.incoming']);
  });

  it.each([
    ['ENOSPC', 507, NO_ROOM_MESSAGE],
    ['EDQUOT', 507, NO_ROOM_MESSAGE],
    ['EACCES', 503, NOT_WRITABLE_MESSAGE],
    ['EPERM', 503, NOT_WRITABLE_MESSAGE],
    ['EROFS', 503, NOT_WRITABLE_MESSAGE],
    ['EIO', 500, 'Something went wrong on our side. Please try again later.'],
  ])(
    'moving a file into storage failing with %s answers %i and removes the files stored before',
    async (code, status, message) => {
      const { app, config } = await uploadApp((storage) => {
        let stored = 0;
        return {
          ...storage,
          async store(key, tempFile, contentType) {
            stored += 1;
            if (stored === 2) throw systemError(code);
            return storage.store(key, tempFile, contentType);
          },
        };
      });
      const response = await sendTwoImages(app);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(allFiles(config.dir)).toEqual([]);
    },
  );
});

describe('checking that uploads can be written', () => {
  it('writes and removes a probe, and reports the free space', async () => {
    const config = newConfig();
    const check = await createFileStorage(config).checkWritable();
    expect(check).toEqual({ writable: true, freeBytes: expect.any(Number) });
    expect(check.freeBytes).toBeGreaterThan(0);
    expect(allFiles(config.dir)).toEqual([]);
  });

  it('says why when the incoming folder cannot be written', async () => {
    const config = newConfig();
    const storage = createFileStorage(config);
    fs.rmSync(storage.incomingDir, { recursive: true });
    fs.writeFileSync(storage.incomingDir, '');
    expect(await storage.checkWritable()).toEqual({
      writable: false,
      freeBytes: expect.any(Number),
      error: expect.stringContaining('ENOTDIR'),
    });
  });
});

describe.each(databaseTargets())('the start-up sweep of uploads [%s]', (target) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);

  /** A stored file under a new key, last modified at `modifiedAt`. */
  function storedFile(config: UploadsConfig, modifiedAt: Date): string {
    const key = newStorageKey('image', 'png');
    const file = path.join(config.dir, ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, SAMPLE_FILES.png);
    fs.utimesSync(file, modifiedAt, modifiedAt);
    return key;
  }

  it('empties the incoming folder and removes old files no row references, keeping referenced and recent ones', async () => {
    const config = newConfig();
    const storage = createFileStorage(config);
    const [picture, poster, media, orphan, recentOrphan] = [1, 2, 3, 4, 5].map((n) =>
      storedFile(config, n === 5 ? new Date() : twoHoursAgo),
    ) as [string, string, string, string, string];
    const notOurs = path.join(config.dir, 'image', 'notes.txt');
    fs.writeFileSync(notOurs, 'kept: not named like a stored file');
    fs.utimesSync(notOurs, twoHoursAgo, twoHoursAgo);
    fs.writeFileSync(path.join(storage.incomingDir, 'a1b2c3'), 'half an upload');
    fs.mkdirSync(path.join(storage.incomingDir, 'stray'));

    const member = await createMember(database);
    await database.db
      .update(members)
      .set({ profilePictureUrl: `/uploads/${picture}` })
      .where(eq(members.id, member.id));
    const [event] = await database.db
      .insert(events)
      .values({ title: 'Hack night', date: '2030-01-01', venue: 'Hall' })
      .returning({ id: events.id });
    await database.db
      .insert(eventPosters)
      .values({ eventId: event!.id, url: `/uploads/${poster}`, storageKey: poster, position: 0 });
    const [post] = await database.db.insert(posts).values({ memberId: member.id }).returning({ id: posts.id });
    await database.db.insert(postMedia).values({
      postId: post!.id,
      kind: 'image',
      url: `/uploads/${media}`,
      contentType: 'image/png',
      storageKey: media,
      position: 0,
    });

    expect(await sweepOrphanUploads(database.db, storage)).toEqual({ removedTempFiles: 2, removedOrphans: 1 });
    const left = allFiles(config.dir);
    expect(left.sort()).toEqual([picture, poster, media, recentOrphan, 'image/notes.txt'].sort());
    expect(left).not.toContain(orphan);
    expect(fs.readdirSync(storage.incomingDir)).toEqual([]);
  });
});
