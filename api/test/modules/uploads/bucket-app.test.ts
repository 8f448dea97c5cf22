import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { buildApp } from '../../../src/app';
import { postMedia, posts } from '../../../src/db/schema';
import { createBucketClient } from '../../../src/modules/uploads/bucket-client';
import { newStorageKey } from '../../../src/modules/uploads/file-storage';
import { NOT_WRITABLE_MESSAGE } from '../../../src/modules/uploads/storage-errors';
import { createFileStorage } from '../../../src/modules/uploads/storage';
import { sweepOrphanUploads } from '../../../src/modules/uploads/sweep';
import { startS3Server, type S3Server } from '../../../src/sandbox/s3-server';
import { databaseTargets, openTestDatabase } from '../../support/databases';
import { multipartForm, SAMPLE_FILES } from '../../support/multipart';
import { bucketUploadsConfig, newBucket, startTestS3Server } from '../../support/s3';
import { send } from '../../support/send';
import { createMember, signInNewMember, testConfig, type TestContext } from '../../support/test-app';

const objectKeys = async (client: S3Client, bucket: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key);

describe.each(databaseTargets())('the API with uploads in a bucket [%s]', (target) => {
  const context = { target } as TestContext;
  let server: S3Server;
  let bucket: string;
  let client: S3Client;
  let token: string;

  beforeAll(async () => {
    server = await startTestS3Server();
    bucket = await newBucket(server);
    const uploads = bucketUploadsConfig(server, bucket);
    client = createBucketClient(uploads.s3!);
    context.database = await openTestDatabase(target);
    context.app = buildApp({ db: context.database, config: testConfig({ uploads }), logger: false });
    await context.app.ready();
    token = (await signInNewMember(context)).token;
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await server?.close();
  });

  const createPost = (content: string) =>
    send(context.app, 'POST', '/api/socials/create', {
      form: multipartForm({ content }, [{ field: 'files', filename: 'photo.png', content: SAMPLE_FILES.png }]),
      token,
    });

  it("stores a post's image in the bucket, serves it, and deletes it with the post", async () => {
    const { status, body } = await createPost('Hello from the bucket');
    expect(status).toBe(201);
    const [media] = body.data.media;
    expect(media.url).toMatch(/^\/uploads\/image\/[0-9a-f]{32}\.png$/);
    const key = media.url.replace('/uploads/', '');
    expect(await objectKeys(client, bucket)).toEqual([key]);
    const served = await context.app.inject({ method: 'GET', url: media.url });
    expect([served.statusCode, served.rawPayload.equals(SAMPLE_FILES.png)]).toEqual([200, true]);

    expect((await send(context.app, 'DELETE', `/api/socials/${body.data.id}/delete`, { token })).status).toBe(200);
    expect(await objectKeys(client, bucket)).toEqual([]);
  });

  it('with the bucket down, a post with an image answers 503 and is not saved, /healthz says so; then recovers', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const postsBefore = (await context.database.db.select().from(posts)).length;
    await server.close();
    try {
      const started = performance.now();
      const { status, body } = await createPost('Not now');
      expect(performance.now() - started).toBeLessThan(5_000);
      expect([status, body]).toEqual([503, { success: false, message: NOT_WRITABLE_MESSAGE }]);
      expect(await context.database.db.select().from(posts)).toHaveLength(postsBefore);

      const health = await context.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json().message).toMatch(/cannot be stored/);
    } finally {
      server = await startS3Server({ dir: server.dir, port: server.port });
    }
    expect((await context.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await createPost('Back again')).status).toBe(201);
  });

  it('the start-up sweep removes objects no row references once they are old enough, and keeps the others', async () => {
    const sweptBucket = await newBucket(server);
    const uploads = bucketUploadsConfig(server, sweptBucket);
    const storage = createFileStorage(uploads);
    const [referenced, orphan] = [newStorageKey('image', 'png'), newStorageKey('image', 'png')];
    const notOurs = 'exports/members.csv';
    for (const Key of [referenced, orphan, notOurs])
      await client.send(new PutObjectCommand({ Bucket: sweptBucket, Key, Body: SAMPLE_FILES.png }));
    const member = await createMember(context.database);
    const [post] = await context.database.db.insert(posts).values({ memberId: member.id }).returning({ id: posts.id });
    await context.database.db.insert(postMedia).values({
      postId: post!.id,
      kind: 'image',
      url: `/uploads/${referenced}`,
      contentType: 'image/png',
      storageKey: referenced,
      position: 0,
    });

    // Younger than an hour: its row may still be on its way.
    expect(await sweepOrphanUploads(context.database.db, storage)).toMatchObject({ removedOrphans: 0 });
    expect(await sweepOrphanUploads(context.database.db, storage, { olderThanMs: 0 })).toMatchObject({
      removedOrphans: 1,
    });
    expect((await objectKeys(client, sweptBucket)).sort()).toEqual([notOurs, referenced].sort());
  });
});
