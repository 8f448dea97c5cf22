import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { S3Config, UploadsConfig } from '../../config';
import { HttpError } from '../../http';
import {
  ANSWER_TIMEOUT_MS,
  BUCKET_UNREADABLE_MESSAGE,
  bucketStatusOf,
  bucketUnavailable,
  createBucketClient,
  uploadFileToBucket,
} from './bucket-client';
import { isStorageKey, keyUnder, type FileStorage, type StoredFileRead } from './file-storage';
import { storageFailure } from './storage-errors';

/** The health probe gives up after this long (within /healthz's own limit). */
const PROBE_TIMEOUT_MS = 2_500;
/** Probes live apart from stored files: never named like a key, so never swept nor migrated. */
const PROBE_PREFIX = '.probe/';

/**
 * Uploaded files in an S3-compatible bucket (docs/choices.md, "Uploads on S3-compatible storage"): streamed in from
 * the temporary file, served from the bucket's public URL or streamed out by the API, removed with the bucket's
 * DELETE. Files still arriving stay on local disk in `incomingDir` until they pass every check.
 */
export function createBucketStorage(config: UploadsConfig & { s3: S3Config }): FileStorage {
  const { s3 } = config;
  const incomingDir = path.join(config.dir, '.incoming');
  fs.mkdirSync(incomingDir, { recursive: true });
  const client = createBucketClient(s3);
  const reader = createBucketClient(s3, { streamsToClients: true });
  const Bucket = s3.bucket;
  const publicBase = (s3.publicUrl ?? config.publicUrl).replace(/\/+$/, '');

  return {
    incomingDir,
    async store(key, tempFile, contentType) {
      try {
        await uploadFileToBucket(client, Bucket, key, tempFile, contentType);
      } catch (error) {
        throw storageFailure(error) ?? bucketUnavailable(error);
      }
      return `${publicBase}/${key}`;
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw bucketUnavailable(error);
      }
    },
    // Files stored before a public URL was set (or while on local disk, then migrated) keep their /uploads/ address.
    keyOf: (url) => (s3.publicUrl ? keyUnder(s3.publicUrl, url) : undefined) ?? keyUnder(config.publicUrl, url),
    async checkWritable() {
      const Key = `${PROBE_PREFIX}${randomBytes(6).toString('hex')}`;
      const abortSignal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: 'ok' }), { abortSignal });
        await client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal });
        return { writable: true };
      } catch (error) {
        return { writable: false, error: `the bucket ${Bucket}: ${describe(error)}` };
      }
    },
    async storedBefore(before) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key) && object.LastModified && object.LastModified < before)
            keys.push(object.Key);
        }
      }
      return keys;
    },
    async read(key, { head, range, ifNoneMatch }): Promise<StoredFileRead | undefined> {
      const params = { Bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch };
      // Bounds the wait for the bucket's answer only: the body then flows at the client's pace.
      const answered = new AbortController();
      const timer = setTimeout(() => answered.abort(), ANSWER_TIMEOUT_MS);
      try {
        const options = { abortSignal: answered.signal };
        const object = head
          ? await reader.send(new HeadObjectCommand(params), options)
          : await reader.send(new GetObjectCommand(params), options);
        return {
          status: object.ContentRange ? 206 : 200,
          body: 'Body' in object ? (object.Body as Readable) : undefined,
          bytes: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
          contentRange: object.ContentRange,
        };
      } catch (error) {
        const status = bucketStatusOf(error);
        if (status === 304) return { status: 304, etag: ifNoneMatch };
        if (status === 404) return undefined;
        if (status === 416) throw new HttpError(416, 'The requested range is not within the file.');
        throw bucketUnavailable(error, BUCKET_UNREADABLE_MESSAGE);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A failure in a line for /healthz's log: the bucket's error code, or the network's. */
function describe(error: unknown): string {
  const { name, message, code } = error as Error & { code?: string };
  const status = bucketStatusOf(error);
  return [status ? `HTTP ${status}` : undefined, code ?? name, message].filter(Boolean).join(' ');
}
