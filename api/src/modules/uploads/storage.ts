import fs from 'node:fs';
import path from 'node:path';
import type { UploadsConfig } from '../../config';
import { createBucketStorage } from './bucket-storage';
import { isStorageKey, keyUnder, type FileStorage } from './file-storage';
import { checkWritable } from './storage-health';

export function createFileStorage(config: UploadsConfig): FileStorage {
  return config.s3 ? createBucketStorage({ ...config, s3: config.s3 }) : createLocalStorage(config);
}

function createLocalStorage({ dir, publicUrl }: UploadsConfig): FileStorage {
  const incomingDir = path.join(dir, '.incoming');
  fs.mkdirSync(incomingDir, { recursive: true });
  const pathOf = (key: string) => path.join(dir, ...key.split('/'));
  return {
    incomingDir,
    async store(key, tempFile) {
      await fs.promises.mkdir(path.dirname(pathOf(key)), { recursive: true });
      await fs.promises.rename(tempFile, pathOf(key));
      return `${publicUrl.replace(/\/+$/, '')}/${key}`;
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    keyOf: (url) => keyUnder(publicUrl, url),
    checkWritable: () => checkWritable(incomingDir),
    async storedBefore(before) {
      return (await listLocalFiles(dir)).filter((stored) => stored.modifiedAt < before).map((stored) => stored.key);
    },
  };
}

export interface LocalStoredFile {
  key: string;
  /** Its path on disk. */
  file: string;
  bytes: number;
  modifiedAt: Date;
}

/** The stored files under `dir` (the start-up sweep, `npm run storage:migrate`); anything not named like a key is left out. */
export async function listLocalFiles(dir: string): Promise<LocalStoredFile[]> {
  const files: LocalStoredFile[] = [];
  for (const kindDir of await fs.promises.readdir(dir, { withFileTypes: true })) {
    if (!kindDir.isDirectory() || !/^[a-z]+$/.test(kindDir.name)) continue;
    for (const entry of await fs.promises.readdir(path.join(dir, kindDir.name), { withFileTypes: true })) {
      const key = `${kindDir.name}/${entry.name}`;
      if (!entry.isFile() || !isStorageKey(key)) continue;
      const file = path.join(dir, kindDir.name, entry.name);
      // A file removed meanwhile (a post deleted) is simply not there any more.
      const stats = await fs.promises.stat(file).catch(() => undefined);
      if (stats) files.push({ key, file, bytes: stats.size, modifiedAt: stats.mtime });
    }
  }
  return files;
}
