import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { WritableCheck } from './storage-health';

/** Where uploaded files live: local disk by default, an S3-compatible bucket when configured (storage.ts). */
export interface FileStorage {
  /** Copies a finished temporary file into storage under `key`; answers its public URL. */
  store(key: string, tempFile: string, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The key of a URL `store` answered, or undefined for any other address (a picture hosted elsewhere). */
  keyOf(url: string): string | undefined;
  /** Folder for files still being received (on local disk, whichever the storage). */
  incomingDir: string;
  /** Writes and removes a probe where uploads go, and reports the disk's free space when on disk (/healthz). */
  checkWritable(): Promise<WritableCheck>;
  /** Keys of stored files last modified before `before` (the start-up sweep). */
  storedBefore(before: Date): Promise<string[]>;
  /**
   * A stored file for the API to stream (a bucket without a public URL of its own); undefined when there is no such
   * file. Absent for local disk, whose files @fastify/static serves.
   */
  read?(key: string, request: StoredFileRequest): Promise<StoredFileRead | undefined>;
}

export interface StoredFileRequest {
  /** Only the headers (a HEAD request): no body is fetched. */
  head: boolean;
  /** The client's Range header. */
  range?: string;
  /** The client's If-None-Match header. */
  ifNoneMatch?: string;
}

export interface StoredFileRead {
  /** 206: the range asked for; 304: the client's copy is current. */
  status: 200 | 206 | 304;
  body?: Readable;
  bytes?: number;
  etag?: string;
  lastModified?: Date;
  contentRange?: string;
}

const KEY_PATTERN = /^[a-z]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

/** Whether `key` is named like the keys `newStorageKey` makes (anything else in a folder or bucket is not ours). */
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** A new unguessable key: `<kind>/<random>.<extension>`. */
export function newStorageKey(kind: string, extension: string): string {
  return `${kind}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The key under `base` (a storage's public URL prefix), if `url` is a file of ours. */
export function keyUnder(base: string, url: string): string | undefined {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return isStorageKey(key) ? key : undefined;
}
