import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http';
import { isStorageKey, type FileStorage } from './file-storage';
import { contentTypeOfExtension, INERT_MEDIA_HEADERS } from './media-types';

export const NO_SUCH_FILE_MESSAGE = 'There is no such file.';

/** Only keys of ours with an extension we gave: nothing else in the bucket is reachable through the API. */
const fileParamsSchema = z.object({
  '*': z
    .string()
    .refine((key) => isStorageKey(key) && contentTypeOfExtension(path.extname(key).slice(1)) !== undefined),
});

/**
 * GET and HEAD of a stored file streamed from the bucket (docs/choices.md, "Uploads on S3-compatible storage"): the
 * bytes pass through, never whole in memory; Range (a video's seeking) and If-None-Match (304) go to the bucket.
 */
export const bucketFileRoute: FastifyPluginAsync<{ read: NonNullable<FileStorage['read']> }> = async (
  app,
  { read },
) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const params = fileParamsSchema.safeParse(request.params);
      if (!params.success) throw new HttpError(404, NO_SUCH_FILE_MESSAGE);
      const key = params.data['*'];
      const file = await read(key, {
        head: request.method === 'HEAD',
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
      });
      if (!file) throw new HttpError(404, NO_SUCH_FILE_MESSAGE);
      reply.status(file.status);
      reply.header('content-type', contentTypeOfExtension(path.extname(key).slice(1))!);
      for (const [name, value] of Object.entries(INERT_MEDIA_HEADERS)) reply.header(name, value);
      reply.header('accept-ranges', 'bytes');
      if (file.etag) reply.header('etag', file.etag);
      if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
      if (file.status === 304) return reply.send();
      if (file.bytes !== undefined) reply.header('content-length', file.bytes);
      if (file.contentRange) reply.header('content-range', file.contentRange);
      return reply.send(file.body);
    },
  });
};
