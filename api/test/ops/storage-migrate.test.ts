import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createBucketClient } from '../../src/modules/uploads/bucket-client';
import { newStorageKey } from '../../src/modules/uploads/file-storage';
import { migrateUploadsToBucket } from '../../src/ops/storage-migrate';
import type { S3Server } from '../../src/sandbox/s3-server';
import { SAMPLE_FILES } from '../support/multipart';
import { bucketUploadsConfig, newBucket, startTestS3Server } from '../support/s3';

const API_DIR = path.resolve(__dirname, '../..');

let server: S3Server;
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(() => server?.close());

/** A DATA_DIR whose uploads folder holds `files` stored under new keys, plus what is not ours to copy. */
function dataDirWith(files: Buffer[]): { dataDir: string; keys: string[] } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-migrate-'));
  const uploads = path.join(dataDir, 'uploads');
  const keys = files.map((content, index) => {
    const key = newStorageKey(index === 0 ? 'video' : 'image', index === 0 ? 'mp4' : 'png');
    fs.mkdirSync(path.join(uploads, path.dirname(key)), { recursive: true });
    fs.writeFileSync(path.join(uploads, key), content);
    return key;
  });
  fs.mkdirSync(path.join(uploads, '.incoming'), { recursive: true });
  fs.writeFileSync(path.join(uploads, '.incoming', 'half-an-upload'), 'x');
  fs.writeFileSync(path.join(uploads, 'image', 'notes.txt'), 'not a stored file');
  return { dataDir, keys };
}

async function objectBytes(config: ReturnType<typeof bucketUploadsConfig>, key: string): Promise<Buffer> {
  const client = createBucketClient(config.s3!);
  const object = await client.send(new GetObjectCommand({ Bucket: config.s3!.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('copying local uploads into the bucket (npm run storage:migrate)', () => {
  it('copies every stored file under its key, skips what is already there, and is idempotent', async () => {
    const video = Buffer.concat([SAMPLE_FILES.mp4, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const { dataDir, keys } = dataDirWith([video, SAMPLE_FILES.png, SAMPLE_FILES.png, SAMPLE_FILES.png]);
    const config = bucketUploadsConfig(server, await newBucket(server));
    const client = createBucketClient(config.s3!);
    // One already copied (skipped); one cut short by an earlier run (copied again: its size differs).
    await client.send(new PutObjectCommand({ Bucket: config.s3!.bucket, Key: keys[1], Body: SAMPLE_FILES.png }));
    await client.send(new PutObjectCommand({ Bucket: config.s3!.bucket, Key: keys[2], Body: 'partial' }));

    const uploadsDir = path.join(dataDir, 'uploads');
    expect(await migrateUploadsToBucket(uploadsDir, config.s3!)).toEqual({ copied: 3, skipped: 1, failed: [] });
    expect((await objectBytes(config, keys[0]!)).equals(video)).toBe(true);
    for (const key of keys.slice(1)) expect((await objectBytes(config, key)).equals(SAMPLE_FILES.png)).toBe(true);

    expect(await migrateUploadsToBucket(uploadsDir, config.s3!)).toEqual({ copied: 0, skipped: 4, failed: [] });
    expect(fs.existsSync(path.join(uploadsDir, keys[0]!))).toBe(true);
  });

  it('the command prints its counts, and exits non-zero when a file could not be copied', async () => {
    const { dataDir } = dataDirWith([SAMPLE_FILES.png, SAMPLE_FILES.png]);
    const bucket = await newBucket(server);
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/ops/storage-migrate-cli.ts'], {
        cwd: API_DIR,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );

    const copied = await run(server.env(bucket));
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain(`bucket ${bucket}: copied 2, skipped 0 (already there), failed 0`);

    // Nothing listens there: every copy fails.
    const unreachable = await run({ ...server.env(bucket), S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stdout).toContain('copied 0, skipped 0 (already there), failed 2');
    expect(unreachable.stderr).toMatch(/failed video\/[0-9a-f]{32}\.mp4: /);

    const unset = await run({});
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain('Set S3_BUCKET');
  });
});
