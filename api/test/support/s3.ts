import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type UploadsConfig } from '../../src/config';
import { startS3Server, type S3Server } from '../../src/sandbox/s3-server';

let buckets = 0;

/** An S3-compatible server (s3rver) of this test file, on a free port and a folder of its own. */
export function startTestS3Server(): Promise<S3Server> {
  return startS3Server({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-')) });
}

/** A new, empty bucket on `server`. */
export async function newBucket(server: S3Server): Promise<string> {
  buckets += 1;
  const name = `uploads-${process.pid}-${buckets}`;
  await server.createBucket(name);
  return name;
}

/** The uploads configuration the API reads from `server.env(bucket)`, with a fresh DATA_DIR for files arriving. */
export function bucketUploadsConfig(
  server: S3Server,
  bucket: string,
  options?: { publicUrl?: boolean },
): UploadsConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-bucket-')),
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-for-hs256',
    ...server.env(bucket, options),
  }).uploads;
}
