import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadsConfig } from '../../config';
import { contentTypeOfExtension, MAX_BYTES } from './media-types';

const PARSER_LIMITS = {
  // The larger cap; each kind's own cap is checked once the type is known.
  fileSize: MAX_BYTES.video,
  // Generous: forms ignore files beyond their own maximum, so extra files must not fail the request.
  files: 20,
  fields: 20,
  fieldSize: 64 * 1024,
};

/**
 * Multipart parsing for the routes that take files, and — with local storage — the uploaded files themselves,
 * served as inert media: their sniffed type, nosniff, a sandboxing CSP, never as HTML.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: UploadsConfig }) => {
    await app.register(multipart, { limits: PARSER_LIMITS });
    if (config.s3 || !config.publicUrl.startsWith('/')) return;
    await app.register(fastifyStatic, {
      root: config.dir,
      prefix: `${config.publicUrl.replace(/\/+$/, '')}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // Only files whose extension we gave them (never the incoming folder, never anything else).
      allowedPath: (pathName) => contentTypeOfExtension(path.extname(pathName).slice(1)) !== undefined,
      setHeaders: (reply, filePath) => {
        reply.header('content-type', contentTypeOfExtension(path.extname(filePath).slice(1))!);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        reply.header('content-disposition', 'inline');
        // Keys are random and never reused: a stored file never changes.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  },
  { name: 'uploads' },
);
