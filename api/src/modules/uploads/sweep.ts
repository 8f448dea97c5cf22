import fs from 'node:fs';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventPosters, members, postMedia } from '../../db/schema';
import type { FileStorage } from './file-storage';

/** Stored files younger than this are never swept: their row may not be written yet (an upload in progress). */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

export interface SweepOptions {
  olderThanMs?: number;
}

export interface SweepResult {
  /** Files left in the incoming folder by uploads that never finished (a crash, a kill -9). */
  removedTempFiles: number;
  /** Stored files no row references. */
  removedOrphans: number;
}

/**
 * Start-up clean-up (docs/choices.md, "Uploads"): empties the incoming folder and removes stored files (on disk or in
 * the bucket) that no row references and that are older than `olderThanMs`. Run it before the server listens: an
 * upload arriving meanwhile would lose its temporary file.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: FileStorage,
  { olderThanMs = ORPHAN_MIN_AGE_MS }: SweepOptions = {},
): Promise<SweepResult> {
  const removedTempFiles = await emptyFolder(storage.incomingDir);
  const candidates = await storage.storedBefore(new Date(Date.now() - olderThanMs));
  if (candidates.length === 0) return { removedTempFiles, removedOrphans: 0 };
  const referenced = await referencedKeys(db, storage);
  const orphans = candidates.filter((key) => !referenced.has(key));
  const removals = await Promise.allSettled(orphans.map((key) => storage.remove(key)));
  return { removedTempFiles, removedOrphans: removals.filter((removal) => removal.status === 'fulfilled').length };
}

/**
 * Every key a row points at. These are all the columns that can hold an uploaded file: profile pictures (by URL),
 * event posters and post media (by storage key, and by URL to be safe).
 */
async function referencedKeys(db: Db, storage: FileStorage): Promise<Set<string>> {
  const [pictures, posters, media] = await Promise.all([
    db.select({ url: members.profilePictureUrl }).from(members).where(isNotNull(members.profilePictureUrl)),
    db.select({ url: eventPosters.url, key: eventPosters.storageKey }).from(eventPosters),
    db.select({ url: postMedia.url, key: postMedia.storageKey }).from(postMedia),
  ]);
  const rows: { url: string | null; key?: string | null }[] = [...pictures, ...posters, ...media];
  const keys = new Set<string>();
  for (const { url, key } of rows) {
    const keyOfUrl = url ? storage.keyOf(url) : undefined;
    if (keyOfUrl) keys.add(keyOfUrl);
    if (key) keys.add(key);
  }
  return keys;
}

/** Removes everything in `dir` (not `dir` itself); answers how many entries went. */
async function emptyFolder(dir: string): Promise<number> {
  const entries = await fs.promises.readdir(dir).catch((): string[] => []);
  const removals = await Promise.allSettled(
    entries.map((name) => fs.promises.rm(path.join(dir, name), { recursive: true, force: true })),
  );
  return removals.filter((removal) => removal.status === 'fulfilled').length;
}
