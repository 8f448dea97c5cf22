import { ticketIdParamsSchema, ticketQrQuerySchema } from '@guildhall/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import { errorResponses, HttpError } from '../../http';
import { TICKET_NOT_FOUND } from './desk-service';
import { qrLinkKeyMatches } from './qr-image';
import type { TicketService } from './service';

export const TICKET_QR_CANCELLED = 'This ticket was cancelled: its QR code no longer admits anyone.';

/**
 * The ticket's QR image, for whoever holds its link (the CSV's QR Code URL): no account, only the key, and nothing
 * but the image (no name, no order). A wrong key answers as an unknown ticket; a cancelled ticket's link says so.
 */
export const ticketQrRoutes: FastifyPluginAsyncZod<{ db: Db; tickets: TicketService }> = async (
  app,
  { db, tickets: ticketService },
) => {
  app.get(
    '/tickets/:id/qr',
    {
      schema: {
        tags: ['tickets'],
        summary: "A ticket's QR code as a PNG (the link in the ticket CSV's QR Code URL); 404 for a wrong key",
        params: ticketIdParamsSchema,
        querystring: ticketQrQuerySchema,
        produces: ['image/png'],
        response: { 200: z.string().describe('image/png'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [ticket] = await db.select().from(tickets).where(eq(tickets.id, request.params.id));
      if (!ticket || !qrLinkKeyMatches(ticket.qrSecret, request.query.key)) throw new HttpError(404, TICKET_NOT_FOUND);
      if (ticket.isCancelled) throw new HttpError(410, TICKET_QR_CANCELLED);
      const png = await ticketService.qrPng(ticket);
      // Never kept by a cache: once the ticket is cancelled or deleted, its link shows nothing.
      reply.header('content-type', 'image/png').header('cache-control', 'no-store');
      // A Buffer is sent as it is (never serialized): the response schema above documents it only.
      return reply.send(png as unknown as string);
    },
  );
};
