import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createBucketClient } from '../../src/modules/uploads/bucket-client';
import type { S3Server } from '../../src/sandbox/s3-server';
import { bucketUploadsConfig, newBucket, startTestS3Server } from '../support/s3';

jest.setTimeout(60_000);

let server: S3Server;
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(() => server?.close());

describe('the tests’ S3 server (s3rver)', () => {
  it('takes PUTs and DELETEs under one prefix at once, as two instances’ health probes send them', async () => {
    const bucket = await newBucket(server);
    const client = createBucketClient(bucketUploadsConfig(server, bucket).s3!);
    const put = (key: string) => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'ok' }));
    const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    // Each round deletes the prefix's only object while another PUT under it is on its way: s3rver removed the
    // emptied folder under that PUT, whose write then failed outside any handler and ended the process.
    for (let round = 0; round < 200; round++) {
      await put(`.probe/${round}-a`);
      await Promise.all([remove(`.probe/${round}-a`), put(`.probe/${round}-b`)]);
      await remove(`.probe/${round}-b`);
    }
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(listed.Contents ?? []).toEqual([]);
    await expect(client.send(new GetObjectCommand({ Bucket: bucket, Key: '.probe/0-a' }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });
});
