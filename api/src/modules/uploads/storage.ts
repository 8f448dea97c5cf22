import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { S3Config, UploadsConfig } from '../../config';
import { checkWritable, type WritableCheck } from './storage-health';

/** Where uploaded files live: local disk by default, an S3-compatible bucket when configured. */
export interface FileStorage {
  /** Moves a finished temporary file into storage under `key`; answers its public URL. */
  store(key: string, tempFile: string, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The key of a URL `store` answered, or undefined for any other address (a picture hosted elsewhere). */
  keyOf(url: string): string | undefined;
  /** Folder for files still being received (on the same disk as local storage, so the final move is a rename). */
  incomingDir: string;
  /** Writes and removes a probe file where uploads arrive, and reports the disk's free space (/healthz). */
  checkWritable(): Promise<WritableCheck>;
  /** Keys of stored files last modified before `before`; local disk only (a bucket is not listed, nor swept). */
  storedBefore?(before: Date): Promise<string[]>;
}

const KEY_PATTERN = /^[a-z]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

/** The key under `base` (a storage's public URL prefix), if `url` is a file of ours. */
function keyUnder(base: string, url: string): string | undefined {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return KEY_PATTERN.test(key) ? key : undefined;
}

/** A new unguessable key: `<kind>/<random>.<extension>`. */
export function newStorageKey(kind: string, extension: string): string {
  return `${kind}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function createFileStorage(config: UploadsConfig): FileStorage {
  return config.s3 ? createS3Storage(config.s3, path.join(config.dir, '.incoming')) : createLocalStorage(config);
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
    storedBefore: (before) => localKeysBefore(dir, before),
  };
}

/** `<kind>/<name>` keys of the files under `dir` older than `before`; anything not named like a key is left out. */
async function localKeysBefore(dir: string, before: Date): Promise<string[]> {
  const keys: string[] = [];
  for (const kindDir of await fs.promises.readdir(dir, { withFileTypes: true })) {
    if (!kindDir.isDirectory() || !/^[a-z]+$/.test(kindDir.name)) continue;
    for (const file of await fs.promises.readdir(path.join(dir, kindDir.name), { withFileTypes: true })) {
      const key = `${kindDir.name}/${file.name}`;
      if (!file.isFile() || !KEY_PATTERN.test(key)) continue;
      // A file removed meanwhile (a post deleted) has no date and needs no sweeping.
      const stats = await fs.promises.stat(path.join(dir, kindDir.name, file.name)).catch(() => undefined);
      if (stats && stats.mtime < before) keys.push(key);
    }
  }
  return keys;
}

function createS3Storage(config: S3Config, incomingDir: string): FileStorage {
  fs.mkdirSync(incomingDir, { recursive: true });
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const objectUrl = (key: string) => `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}/${key}`;
  return {
    incomingDir,
    async store(key, tempFile, contentType) {
      try {
        const body = await fs.promises.readFile(tempFile);
        const response = await client.fetch(objectUrl(key), {
          method: 'PUT',
          body,
          headers: { 'content-type': contentType, 'x-content-type-options': 'nosniff' },
        });
        if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
        return `${config.publicUrl}/${key}`;
      } finally {
        await fs.promises.rm(tempFile, { force: true });
      }
    },
    async remove(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
    keyOf: (url) => keyUnder(config.publicUrl, url),
    checkWritable: () => checkWritable(incomingDir),
  };
}
