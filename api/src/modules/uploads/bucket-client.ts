import fs from 'node:fs';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import { HttpError } from '../../http';
import { IMMUTABLE_CACHE_CONTROL } from './media-types';
import { NOT_WRITABLE_MESSAGE } from './storage-errors';

/**
 * The size of each part of an upload, S3's smallest (docs/choices.md, "Uploads on S3-compatible storage"): a file up
 * to this size is one PUT; a larger one goes in parts, one at a time, so an upload holds a part or two in memory and
 * a 50 MB video is never whole there.
 */
export const PART_BYTES = 5 * 1024 * 1024;

/**
 * Bounded waits: a bucket that is down or frozen makes a request fail with 503 within seconds, never hang. To open a
 * connection (a black-holed endpoint), and for a bucket's answer to begin (a frozen server); twice with the retry.
 */
const CONNECT_TIMEOUT_MS = 3_000;
export const ANSWER_TIMEOUT_MS = 5_000;

export const BUCKET_UNREADABLE_MESSAGE = 'Uploaded files cannot be read right now. Please try again in a few seconds.';

/**
 * A client for an S3-compatible server: AWS S3, Cloudflare R2, MinIO, Garage, s3rver (the tests'). By default a
 * connection with no byte moving for ANSWER_TIMEOUT_MS fails; `streamsToClients` lifts that for reads a client
 * consumes at its own pace (a paused video holds the bucket's stream still), which bound the wait for the answer
 * themselves.
 */
export function createBucketClient(config: S3Config, { streamsToClients = false } = {}): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where an operation requires them: since 2025 the SDK otherwise sends every body aws-chunked with
    // a CRC trailer, which many S3-compatible servers refuse or store with the framing in it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // One retry: a blip is absorbed, a bucket that is down answers 503 in seconds rather than after backoffs.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: streamsToClients ? undefined : ANSWER_TIMEOUT_MS,
    },
  });
}

/**
 * Streams a file from disk into the bucket under `key`, with the headers a browser gets when the bucket serves it
 * itself. On failure lib-storage aborts a multipart upload, so no object appears half-written.
 */
export async function uploadFileToBucket(
  client: S3Client,
  bucket: string,
  key: string,
  file: string,
  contentType: string,
): Promise<void> {
  const upload = new Upload({
    client,
    params: {
      Bucket: bucket,
      Key: key,
      Body: fs.createReadStream(file),
      ContentType: contentType,
      CacheControl: IMMUTABLE_CACHE_CONTROL,
      ContentDisposition: 'inline',
    },
    partSize: PART_BYTES,
    queueSize: 1,
  });
  await upload.done();
}

/** Any failure of the bucket (down, refusing our keys, gone) as a 503 the user can read; the cause goes to the log. */
export function bucketUnavailable(error: unknown, message = NOT_WRITABLE_MESSAGE): HttpError {
  const answer = new HttpError(503, message);
  answer.cause = error;
  return answer;
}

/** The bucket's answer's status, when it answered at all (a refused connection has none). */
export function bucketStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
