import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { UploadsConfig } from '../../../src/config';
import {
  ANSWER_TIMEOUT_MS,
  BUCKET_UNREADABLE_MESSAGE,
  createBucketClient,
  PART_BYTES,
} from '../../../src/modules/uploads/bucket-client';
import { NO_SUCH_FILE_MESSAGE } from '../../../src/modules/uploads/bucket-route';
import { imageMetadataIn } from '../../../src/modules/uploads/image-metadata';
import { NOT_WRITABLE_MESSAGE } from '../../../src/modules/uploads/storage-errors';
import { startS3Server, type S3Server } from '../../../src/sandbox/s3-server';
import { multipartForm, SAMPLE_FILES, type UploadPart } from '../../support/multipart';
import { bucketUploadsConfig, newBucket, startTestS3Server } from '../../support/s3';
import { uploadTestApp } from '../../support/upload-app';

let server: S3Server;
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(() => server?.close());
afterEach(() => jest.restoreAllMocks());

type UploadApp = Awaited<ReturnType<typeof uploadTestApp>>['app'];

/** The uploads route on a new bucket of `on` (the file's server by default), with a client to look inside it. */
async function bucketApp({ publicUrl = false, on = server }: { publicUrl?: boolean; on?: S3Server } = {}) {
  const bucket = await newBucket(on);
  const config = bucketUploadsConfig(on, bucket, { publicUrl });
  const uploadApp = await uploadTestApp(config, { kinds: ['image', 'video'], maxFiles: 5 });
  return { ...uploadApp, config, bucket, client: createBucketClient(config.s3!) };
}

const upload = (app: UploadApp, files: UploadPart[]) =>
  app.inject({ method: 'POST', url: '/upload', ...multipartForm({}, files) });
const file = (filename: string, content: Buffer): UploadPart => ({ field: 'files', filename, content });

const objectKeys = async (client: S3Client, bucket: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Files left in the folder where uploads arrive (there should be none once a request is answered). */
const incomingFiles = (config: UploadsConfig) => fs.readdirSync(`${config.dir}/.incoming`);

describe('uploads in an S3-compatible bucket (s3rver)', () => {
  it('streams an image into the bucket and serves it through the API: headers, 304, a range, HEAD', async () => {
    const { app, config, bucket, client } = await bucketApp();
    const response = await upload(app, [file('photo.png', SAMPLE_FILES.png)]);
    expect(response.statusCode).toBe(200);
    const [stored] = response.json().files;
    expect(stored.url).toMatch(/^\/uploads\/image\/[0-9a-f]{32}\.png$/);
    expect(await objectKeys(client, bucket)).toEqual([stored.key]);
    expect(await client.send(new HeadObjectCommand({ Bucket: bucket, Key: stored.key }))).toMatchObject({
      ContentType: 'image/png',
      ContentLength: SAMPLE_FILES.png.length,
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(incomingFiles(config)).toEqual([]);

    const served = await app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(SAMPLE_FILES.png.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
      etag: expect.stringMatching(/^"[0-9a-f]+"$/),
    });

    const current = await app.inject({
      method: 'GET',
      url: stored.url,
      headers: { 'if-none-match': served.headers.etag },
    });
    expect([current.statusCode, current.rawPayload.length]).toEqual([304, 0]);

    const range = await app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${SAMPLE_FILES.png.length}`);
    expect(range.rawPayload.equals(SAMPLE_FILES.png.subarray(0, 10))).toBe(true);
    const pastTheEnd = await app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=9000-9999' } });
    expect(pastTheEnd.statusCode).toBe(416);

    const head = await app.inject({ method: 'HEAD', url: stored.url });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([
      200,
      String(SAMPLE_FILES.png.length),
      0,
    ]);
  });

  it('serves nothing but stored media from the bucket (no probes, no other names), and 404 for a missing file', async () => {
    const { app } = await bucketApp();
    for (const url of [
      '/uploads/image/0123456789abcdef0123456789abcdef.png',
      '/uploads/.probe/abc',
      '/uploads/notes.html',
      '/uploads/image/0123456789abcdef0123456789abcdef.html',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        404,
        { success: false, message: NO_SUCH_FILE_MESSAGE },
      ]);
    }
  });

  it("strips an image's metadata before it goes to the bucket", async () => {
    const { app, bucket, client } = await bucketApp();
    const withExif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .withExif({ IFD0: { Copyright: 'taken at home' } })
      .jpeg()
      .toBuffer();
    expect(imageMetadataIn(withExif, 'image/jpeg')).toBe('metadata');
    const [stored] = (await upload(app, [file('photo.jpg', withExif)])).json().files;
    const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: stored.key }));
    const bytes = (await app.inject({ method: 'GET', url: stored.url })).rawPayload;
    expect(object.ContentLength).toBe(bytes.length);
    expect(imageMetadataIn(bytes, 'image/jpeg')).toBe('clean');
    expect(bytes.includes(Buffer.from('taken at home'))).toBe(false);
  });

  it('sends a file over 5 MB in parts, never whole in one buffer, and it reads back whole', async () => {
    const { app, bucket, client, config } = await bucketApp();
    const video = Buffer.concat([SAMPLE_FILES.mp4, randomBytes(12 * 1024 * 1024)]);
    const sent = jest.spyOn(S3Client.prototype, 'send');
    const readWhole = [jest.spyOn(fs.promises, 'readFile'), jest.spyOn(fs, 'readFileSync')];

    const response = await upload(app, [file('clip.mp4', video)]);
    expect(response.statusCode).toBe(200);
    const [stored] = response.json().files;
    expect(stored).toMatchObject({ kind: 'video', contentType: 'video/mp4', bytes: video.length });

    const commands = sent.mock.calls.map(([command]) => command.constructor.name);
    expect(commands).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    const partSizes = sent.mock.calls
      .map(([command]) => (command.input as { Body?: Uint8Array }).Body?.byteLength)
      .filter((size) => size !== undefined);
    expect(partSizes).toEqual([PART_BYTES, PART_BYTES, video.length - 2 * PART_BYTES]);
    // The temporary file is streamed, never read into memory whole.
    const incoming = `${config.dir}/.incoming`;
    for (const spy of readWhole)
      expect(spy.mock.calls.filter(([path]) => String(path).startsWith(incoming))).toEqual([]);

    expect((await client.send(new HeadObjectCommand({ Bucket: bucket, Key: stored.key }))).ContentLength).toBe(
      video.length,
    );
    const served = await app.inject({ method: 'GET', url: stored.url });
    expect(served.headers['content-length']).toBe(String(video.length));
    expect(sha256(served.rawPayload)).toBe(sha256(video));
  });

  it('streams a file to a client that pauses longer than the wait for an answer, without cutting it', async () => {
    const { app } = await bucketApp();
    const video = Buffer.concat([SAMPLE_FILES.mp4, randomBytes(12 * 1024 * 1024)]);
    const [stored] = (await upload(app, [file('clip.mp4', video)])).json().files;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const received = await new Promise<Buffer>((resolve, reject) => {
        http.get(`${address}${stored.url}`, (response) => {
          const chunks: Buffer[] = [];
          // A video player with enough buffered: it stops reading for a while, then goes on.
          response.once('data', (chunk: Buffer) => {
            chunks.push(chunk);
            response.pause();
            setTimeout(() => response.resume(), ANSWER_TIMEOUT_MS + 1_000);
            response.on('data', (more: Buffer) => chunks.push(more));
          });
          response.on('end', () => resolve(Buffer.concat(chunks)));
          response.on('error', reject);
        });
      });
      expect(sha256(received)).toBe(sha256(video));
    } finally {
      await app.close();
    }
  });

  it('with S3_PUBLIC_URL, files are addressed at the bucket, which serves them; removing deletes the object', async () => {
    const { app, uploads, bucket, client } = await bucketApp({ publicUrl: true });
    const [stored, other] = (
      await upload(app, [file('a.png', SAMPLE_FILES.png), file('b.png', SAMPLE_FILES.png)])
    ).json().files;
    expect(stored.url).toBe(`${server.endpoint}/${bucket}/${stored.key}`);
    const served = await fetch(stored.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(SAMPLE_FILES.png)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await uploads.removeByUrl(stored.url);
    expect((await fetch(stored.url)).status).toBe(404);
    // An address from before the public URL was set (or from local disk, migrated) is still ours.
    await uploads.removeByUrl(`/uploads/${other.key}`);
    await uploads.removeByUrl(`https://elsewhere.example.org/${other.key}`);
    expect(await objectKeys(client, bucket)).toEqual([]);
  });

  it('removing a file by its key deletes the object, and the API answers 404 for it', async () => {
    const { app, uploads, bucket, client } = await bucketApp();
    const [stored] = (await upload(app, [file('a.png', SAMPLE_FILES.png)])).json().files;
    await uploads.remove([stored.key]);
    expect(await objectKeys(client, bucket)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
  });

  it('the health probe writes and removes an object, leaving nothing', async () => {
    const { storage, bucket, client } = await bucketApp();
    expect(await storage.checkWritable()).toEqual({ writable: true });
    expect(await objectKeys(client, bucket)).toEqual([]);
  });
});

describe('when the bucket goes down', () => {
  it('uploads answer 503 with a message within seconds and keep nothing; it all works again once it is back', async () => {
    const own = await startTestS3Server();
    const { app, storage, config } = await bucketApp({ on: own });
    const [before] = (await upload(app, [file('before.png', SAMPLE_FILES.png)])).json().files;
    await own.close();

    let started = performance.now();
    const refused = await upload(app, [file('a.png', SAMPLE_FILES.png), file('b.png', SAMPLE_FILES.png)]);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: NOT_WRITABLE_MESSAGE });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(incomingFiles(config)).toEqual([]);

    started = performance.now();
    expect(await storage.checkWritable()).toEqual({
      writable: false,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(performance.now() - started).toBeLessThan(3_000);
    const unreadable = await app.inject({ method: 'GET', url: before.url });
    expect([unreadable.statusCode, unreadable.json().message]).toEqual([503, BUCKET_UNREADABLE_MESSAGE]);

    const back = await startS3Server({ dir: own.dir, port: own.port });
    try {
      expect(await storage.checkWritable()).toEqual({ writable: true });
      expect((await upload(app, [file('after.png', SAMPLE_FILES.png)])).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: before.url })).statusCode).toBe(200);
    } finally {
      await back.close();
    }
  });

  it('a bucket that takes connections but never answers: health, reads and uploads give up within seconds', async () => {
    const { app, config } = await bucketApp();
    const [stored] = (await upload(app, [file('a.png', SAMPLE_FILES.png)])).json().files;
    // A frozen server: the connection opens, nothing ever comes back.
    const sockets: net.Socket[] = [];
    const frozen = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(frozen.address() as net.AddressInfo).port}`;
    const { app: frozenApp, storage } = await uploadTestApp({ ...config, s3: { ...config.s3!, endpoint } });
    const timed = async <T>(work: Promise<T>) => {
      const started = performance.now();
      return { answer: await work, ms: performance.now() - started };
    };
    try {
      const [health, read, refused] = await Promise.all([
        timed(storage.checkWritable()),
        timed(frozenApp.inject({ method: 'GET', url: stored.url })),
        timed(upload(frozenApp, [file('b.png', SAMPLE_FILES.png)])),
      ]);
      expect(health.answer).toMatchObject({ writable: false });
      expect(health.ms).toBeLessThan(3_000);
      expect([read.answer.statusCode, read.answer.json().message]).toEqual([503, BUCKET_UNREADABLE_MESSAGE]);
      expect(read.ms).toBeLessThan(7_000);
      // Twice the wait for an answer: the client tries once more.
      expect([refused.answer.statusCode, refused.answer.json().message]).toEqual([503, NOT_WRITABLE_MESSAGE]);
      expect(refused.ms).toBeLessThan(12_000);
    } finally {
      frozen.close();
      for (const socket of sockets) socket.destroy();
    }
  });
});
