// An S3-compatible server on 127.0.0.1 for the tests and the drills: s3rver (a devDependency, npm), which keeps its
// buckets as files under `dir`, so a server started again on the same folder and port finds its objects again
// (docs/choices.md, "Uploads on S3-compatible storage").
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

/** s3rver's own account: it refuses another key id (it does not check V4 signatures themselves). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3ServerOptions {
  /** Where the buckets' files go (made if missing). */
  dir: string;
  /** 0 (the default): a free port. */
  port?: number;
  /** Buckets to make at start (an existing one is kept). */
  buckets?: readonly string[];
}

export interface S3Server {
  /** Where its buckets are: start a server again on it (and the port) to bring the same bucket back. */
  dir: string;
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  port: number;
  createBucket(name: string): Promise<void>;
  /** The variables that point the API at `bucket` here; with `publicUrl`, S3_PUBLIC_URL too (s3rver serves reads). */
  env(bucket: string, options?: { publicUrl?: boolean }): Record<string, string>;
  /** Stops it at once, open connections included (a bucket that goes down). */
  close(): Promise<void>;
}

/** An object as s3rver's store receives it from a PUT. */
interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

/** The part of s3rver's filesystem store (`server.store`, not in its typings) that writes and deletes objects. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resourceType: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * s3rver's putObject, answering once the object's file is written. s3rver's own answers when the body has passed
 * through its hash, while the file may not even be open yet: on a busy machine a DELETE that followed the PUT's
 * answer ran first, and the file appeared after it, a deleted object back in the bucket.
 */
function answerPutsOnceWritten(server: S3rver): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    const hash = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await pipeline(content, measure, fs.createWriteStream(objectPath));
    const md5 = hash.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size, md5 };
  };
}

/**
 * s3rver's deleteObject without its clean-up of empty folders. It removes a key's folder once the folder's last
 * object is gone, while a PUT under the same prefix may be about to open its file there; that write then fails
 * outside any handler and ends the process (two API instances' health probes under `.probe/` met it within seconds
 * in the scale drill). An empty folder costs nothing: listings read files.
 */
function keepFoldersOnDelete(server: S3rver): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resourceType) =>
        fs.promises.rm(store.getResourcePath(bucket, key, resourceType), { force: true }),
      ),
    );
  };
}

export async function startS3Server({ dir, port = 0, buckets = [] }: S3ServerOptions): Promise<S3Server> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  keepFoldersOnDelete(server);
  answerPutsOnceWritten(server);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    dir,
    endpoint,
    port: address.port,
    async createBucket(name) {
      const response = await fetch(`${endpoint}/${name}`, { method: 'PUT' });
      if (!response.ok && response.status !== 409) throw new Error(`creating bucket ${name}: ${response.status}`);
    },
    env: (bucket, { publicUrl = false } = {}) => ({
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...(publicUrl ? { S3_PUBLIC_URL: `${endpoint}/${bucket}` } : {}),
    }),
    async close() {
      const closing = server.close();
      // Keep-alive connections would hold it open; a bucket that goes down drops them.
      (server as unknown as { httpServer?: http.Server }).httpServer?.closeAllConnections();
      await closing;
    },
  };
}
