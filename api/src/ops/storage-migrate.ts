import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { bucketStatusOf, createBucketClient, uploadFileToBucket } from '../modules/uploads/bucket-client';
import { contentTypeOfExtension } from '../modules/uploads/media-types';
import { listLocalFiles, type LocalStoredFile } from '../modules/uploads/storage';

/** Files copied at once: each is streamed, so this bounds memory to a few parts (docs/choices.md). */
const PARALLEL_COPIES = 4;

export interface MigrationResult {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: { key: string; reason: string }[];
}

/**
 * Copies the stored files of `uploadsDir` (local disk) into the bucket under the same keys, so their URLs stay
 * valid (docs/choices.md, "Uploads on S3-compatible storage"). Idempotent: an object already there with the same
 * size is skipped, so an interrupted run is simply run again. The local files are left in place.
 */
export async function migrateUploadsToBucket(uploadsDir: string, s3: S3Config): Promise<MigrationResult> {
  const files = fs.existsSync(uploadsDir) ? await listLocalFiles(uploadsDir) : [];
  const client = createBucketClient(s3);
  const result: MigrationResult = { copied: 0, skipped: 0, failed: [] };
  const queue = [...files];
  const worker = async () => {
    for (let stored = queue.shift(); stored; stored = queue.shift()) {
      try {
        if (await copyUnlessThere(client, s3.bucket, stored)) result.copied += 1;
        else result.skipped += 1;
      } catch (error) {
        result.failed.push({ key: stored.key, reason: (error as Error).message || String(error) });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
  } finally {
    client.destroy();
  }
  return result;
}

/** Uploads the file unless the bucket holds an object of its size under its key; whether it uploaded. */
async function copyUnlessThere(client: S3Client, bucket: string, stored: LocalStoredFile): Promise<boolean> {
  const existing = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: stored.key })).catch((error) => {
    if (bucketStatusOf(error) === 404) return undefined;
    throw error;
  });
  if (existing?.ContentLength === stored.bytes) return false;
  const contentType = contentTypeOfExtension(path.extname(stored.key).slice(1)) ?? 'application/octet-stream';
  await uploadFileToBucket(client, bucket, stored.key, stored.file, contentType);
  return true;
}
