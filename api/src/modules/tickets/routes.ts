import { Readable } from 'node:stream';
import {
  apiSuccessSchema,
  requestBody,
  adminTicketSchema,
  cancelTicketSchema,
  createdTicketSchema,
  manualTicketSchema,
  ticketEventParamsSchema,
  ticketExportQuerySchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketStatsSchema,
  ticketStatusSchema,
  ticketTimelineSchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { TicketDeskService } from './desk-service';

const tags = ['tickets (admin)'];
const security = [{ bearerAuth: [] }];
const ticketAnswer = { 200: apiSuccessSchema(adminTicketSchema), ...errorResponses };
// Fastify represents "no body" as null; resend takes none (an empty object is accepted too).
const emptyBody = requestBody({}).nullable().optional();

/**
 * The admin ticket desk (the dashboard's Tickets tab): list, stats, timeline, manual tickets, the row actions and
 * the CSV. Admins only, checked here for every route; every change is written to the activity log.
 */
export const ticketDeskRoutes: FastifyPluginAsyncZod<{ desk: TicketDeskService }> = async (app, { desk }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/tickets/create',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a ticket without payment (one ticket per LPU ID; a full event only with overCapacity: true); ' +
          'e-mails it',
        body: manualTicketSchema,
        response: { 201: apiSuccessSchema(createdTicketSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ticket = await desk.create(principalOf(request), request.body);
      return reply.status(201).send(ok('Ticket created', ticket));
    },
  );

  app.get(
    '/tickets/event/:eventId',
    {
      schema: {
        tags,
        security,
        summary:
          "An event's tickets, paged, sorted (newest, oldest, lpuId, -lpuId), searched (LPU ID, name, e-mail), " +
          'filtered by e-mail failure (emailFailed=true|false)',
        params: ticketEventParamsSchema,
        querystring: ticketListQuerySchema,
        response: { 200: apiSuccessSchema(ticketPageSchema), ...errorResponses },
      },
    },
    async (request) => ok('Tickets', await desk.list(request.params.eventId, request.query)),
  );

  app.get(
    '/tickets/event/:eventId/stats',
    {
      schema: {
        tags,
        security,
        summary: "An event's ticket counts: total, cancelled, checked in",
        params: ticketEventParamsSchema,
        response: { 200: apiSuccessSchema(ticketStatsSchema), ...errorResponses },
      },
    },
    async (request) => ok('Ticket stats', await desk.stats(request.params.eventId)),
  );

  app.get(
    '/tickets/event/:eventId/timeline',
    {
      schema: {
        tags,
        security,
        summary: 'Tickets created, checked in and cancelled per UTC day',
        params: ticketEventParamsSchema,
        response: { 200: apiSuccessSchema(ticketTimelineSchema), ...errorResponses },
      },
    },
    async (request) => ok('Ticket timeline', await desk.timeline(request.params.eventId)),
  );

  app.get(
    '/tickets/event/:eventId/export',
    {
      schema: {
        tags,
        security,
        summary:
          "The event's tickets as CSV (UTF-8 with BOM, the spec's 18 columns then Checked In At and By), as the list " +
          'is searched, sorted and filtered, streamed; 404 when there are none',
        params: ticketEventParamsSchema,
        querystring: ticketExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('tickets_{eventId}_{YYYY-MM-DD}.csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await desk.exportCsv(request.params.eventId, request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      // A stream is piped as it is (never serialized): the response schema above documents it only.
      return reply.send(Readable.from(lines) as unknown as string);
    },
  );

  app.patch(
    '/tickets/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a ticket used or not used (a cancelled ticket cannot be marked used)',
        params: ticketIdParamsSchema,
        body: ticketStatusSchema,
        response: ticketAnswer,
      },
    },
    async (request) =>
      ok('Ticket updated', await desk.setUsed(principalOf(request), request.params.id, request.body.isUsed)),
  );

  app.post(
    '/tickets/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a ticket with a reason: its spot is free again and the door refuses it',
        params: ticketIdParamsSchema,
        body: cancelTicketSchema,
        response: ticketAnswer,
      },
    },
    async (request) =>
      ok('Ticket cancelled', await desk.cancel(principalOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/tickets/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Queue the ticket e-mail (with its QR code) again; the outbox sends it and retries a failure',
        params: ticketIdParamsSchema,
        body: emptyBody,
        response: ticketAnswer,
      },
    },
    async (request) => ok('Ticket e-mail queued', await desk.resend(principalOf(request), request.params.id)),
  );

  app.delete(
    '/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a ticket (its spot is free again)',
        params: ticketIdParamsSchema,
        response: { 200: apiSuccessSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await desk.remove(principalOf(request), request.params.id);
      return ok('Ticket deleted', null);
    },
  );
};
