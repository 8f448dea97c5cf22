import { apiSuccessSchema } from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpenDatabase } from '../../db/client';
import { errorResponses, HttpError, ok } from '../../http';
import { checkHealth, type HealthDependencies } from './service';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  checks: z.object({
    database: z.object({ writable: z.boolean(), ms: z.number() }),
    storage: z.object({ writable: z.boolean(), freeBytes: z.number().nullable() }),
    mailOutbox: z.object({ pending: z.number(), oldestPendingSeconds: z.number().nullable() }),
    redis: z.object({ configured: z.boolean(), ok: z.boolean(), ms: z.number().nullable() }),
  }),
});

/**
 * Readiness for a load balancer or an operator: 200 while this instance can take writes (the database accepts a
 * write, uploads can be stored), 503 otherwise, within a few seconds whatever hangs, and from the moment a shutdown
 * begins (then, once the server closes, Fastify answers every request 503: `return503OnClosing`).
 */
export interface HealthRoutesOptions extends Omit<HealthDependencies, 'db'> {
  database: OpenDatabase;
  /** True once a shutdown began: not ready, so a load balancer stops sending requests before the server closes. */
  draining: () => boolean;
}

export const SHUTTING_DOWN_MESSAGE = 'This server is shutting down.';

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, storage, redis, draining },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database writability, upload storage, the mail outbox and Redis (when configured)',
        response: { 200: apiSuccessSchema(healthSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (draining()) {
        reply.header('connection', 'close');
        throw new HttpError(503, SHUTTING_DOWN_MESSAGE);
      }
      const report = await checkHealth({ db: database.db, storage, redis });
      if (report.problem) {
        request.log.error({ health: report }, `health check: ${report.problem}`);
        throw new HttpError(503, report.problem);
      }
      const { checks } = report;
      return ok('OK', { status: report.degraded ? 'degraded' : 'ok', database: database.kind, checks });
    },
  );
};
