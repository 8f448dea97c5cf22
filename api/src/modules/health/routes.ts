import { apiSuccessSchema } from '@guildhall/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpenDatabase } from '../../db/client';
import { errorResponses, HttpError, ok } from '../../http';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: OpenDatabase }> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: apiSuccessSchema(healthSchema), ...errorResponses },
      },
    },
    async (request) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is unreachable.');
      }
      return ok('OK', { status: 'ok' as const, database: database.kind });
    },
  );
};
