import { apiSuccessSchema, contactCountsSchema, type ContactCounts } from '@guildhall/contracts';
import { count, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema';
import { errorResponses, ok } from '../../http';

const byStatus = (status: string) =>
  sql<number>`count(*) filter (where ${contactRequests.status} = ${status})`.mapWith(Number);

/** The admin panel's counters (Total Contacts, Pending, Resolved, Closed), whatever the list's filters. */
export async function countContactRequests(db: Db): Promise<ContactCounts> {
  const [counts] = await db
    .select({
      total: count(),
      pending: byStatus('pending'),
      resolved: byStatus('resolved'),
      closed: byStatus('closed'),
    })
    .from(contactRequests);
  return counts!;
}

export const contactCountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/contact/counts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contact'],
        security: [{ bearerAuth: [] }],
        summary: 'Contact requests per status (admins)',
        response: { 200: apiSuccessSchema(contactCountsSchema), ...errorResponses },
      },
    },
    async () => ok('Contact request counts', await countContactRequests(db)),
  );
};
