import { apiSuccessSchema, eventIdParamsSchema, requestBody } from '@guildhall/contracts';
import { waitlistDeskSchema, waitlistEntryParamsSchema, waitlistOfferNextSchema } from '@guildhall/contracts/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { WaitlistDeskService } from './desk-service';
import type { WaitlistOffers } from './offers';

const tags = ['waitlist (admin)'];
const security = [{ bearerAuth: [] }];
// Fastify represents "no body" as null; the two actions take none (an empty object is accepted too).
const emptyBody = requestBody({}).nullable().optional();

interface WaitlistDeskRoutesOptions {
  desk: WaitlistDeskService;
  offers: Pick<WaitlistOffers, 'offerNext' | 'passOn'>;
}

/**
 * The ticket desk's waiting list (docs/choices.md, "Waiting list"): an event's line and counts, its CSV, removing an
 * entry and offering the next seat now. Admins only, checked here for every route.
 */
export const waitlistDeskRoutes: FastifyPluginAsyncZod<WaitlistDeskRoutesOptions> = async (app, { desk, offers }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/events/:id/waitlist',
    {
      schema: {
        tags,
        security,
        summary:
          "An event's waiting list: its switch and offer window, the count per state, the entries (those in line " +
          'first, by place; then the rest, newest first)',
        params: eventIdParamsSchema,
        response: { 200: apiSuccessSchema(waitlistDeskSchema), ...errorResponses },
      },
    },
    async (request) => ok('Waiting list', await desk.view(request.params.id)),
  );

  app.get(
    '/admin/events/:id/waitlist/export',
    {
      schema: {
        tags,
        security,
        summary: "The event's waiting list as CSV (UTF-8 with BOM), in the desk's order, times in club time",
        params: eventIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('waitlist_{eventId}_{YYYY-MM-DD}.csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, text } = await desk.exportCsv(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    '/admin/waitlist/:entryId/remove',
    {
      schema: {
        tags,
        security,
        summary:
          'Take an entry off the waiting list (while unconfirmed, in line or offered a seat; else 409): a seat ' +
          'offered to it goes to the next in line',
        params: waitlistEntryParamsSchema,
        body: emptyBody,
        response: { 200: apiSuccessSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      const { eventId } = await desk.remove(principalOf(request), request.params.entryId);
      // The pass can fail (a busy database) without failing the removal: the job's next pass offers the seat.
      await offers.passOn(eventId).catch((error: unknown) => request.log.error({ err: error }, 'offers pass failed'));
      return ok('Removed from the waiting list', null);
    },
  );

  app.post(
    '/admin/events/:id/waitlist/offer-next',
    {
      schema: {
        tags,
        security,
        summary:
          'Offer a free seat to the next in line now (409 when no seat is free, nobody waits, or sales are not open)',
        params: eventIdParamsSchema,
        body: emptyBody,
        response: { 200: apiSuccessSchema(waitlistOfferNextSchema), ...errorResponses },
      },
    },
    async (request) => ok('Seat offered', await offers.offerNext(request.params.id)),
  );
};
