import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadsConfig } from '../../config';
import { bucketFileRoute } from './bucket-route';
import type { FileStorage } from './file-storage';
import { contentTypeOfExtension, INERT_MEDIA_HEADERS, MAX_BYTES } from './media-types';

const PARSER_LIMITS = {
  // The larger cap; each kind's own cap is checked once the type is known.
  fileSize: MAX_BYTES.video,
  // Generous: forms ignore files beyond their own maximum, so extra files must not fail the request.
  files: 20,
  fields: 20,
  fieldSize: 64 * 1024,
};

export interface UploadsPluginOptions {
  config: UploadsConfig;
  storage: FileStorage;
}

/**
 * Multipart parsing for the routes that take files, and the uploaded files themselves when the API serves them
 * (`publicUrl` a path): from local disk, or streamed from a bucket without a public URL of its own. Served as inert
 * media: their sniffed type, nosniff, a sandboxing CSP, never as HTML.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, { config, storage }: UploadsPluginOptions) => {
    await app.register(multipart, { limits: PARSER_LIMITS });
    if (!config.publicUrl.startsWith('/')) return;
    const prefix = `${config.publicUrl.replace(/\/+$/, '')}/`;
    if (storage.read) {
      await app.register(bucketFileRoute, { prefix, read: storage.read });
      return;
    }
    await app.register(fastifyStatic, {
      root: config.dir,
      prefix,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // Only files whose extension we gave them (never the incoming folder, never anything else).
      allowedPath: (pathName) => contentTypeOfExtension(path.extname(pathName).slice(1)) !== undefined,
      setHeaders: (reply, filePath) => {
        reply.header('content-type', contentTypeOfExtension(path.extname(filePath).slice(1))!);
        for (const [name, value] of Object.entries(INERT_MEDIA_HEADERS)) reply.header(name, value);
      },
    });
  },
  { name: 'uploads' },
);
