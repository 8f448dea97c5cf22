import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Body-less calls such as `POST /api/members/logout` may still carry `Content-Type: application/json` (API
 * clients set it on every call). Fastify refuses an empty JSON body; we read it as "no body" (null, as Fastify
 * does without a content type) and keep Fastify's safe JSON parser for everything else.
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, null);
      return parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
