import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The docs page's own policy: swagger-ui loads its scripts and styles from /api/docs/static, writes inline styles
 * (React style attributes) and shows data: images; it fetches the document from the same origin.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** OpenAPI generated from the routes' zod schemas: the UI at /api/docs, the document at /api/docs/json. */
export const apiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Guildhall API', version: '0.1.0', description: 'The club platform API.' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CONTENT_SECURITY_POLICY });
  },
  { name: 'api-docs' },
);
