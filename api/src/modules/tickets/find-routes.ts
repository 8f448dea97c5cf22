import { apiSuccessSchema, findTicketSchema, findTicketSentText } from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, submissionsPerTenMinutes } from '../../http';
import type { TicketFinder } from './find-service';

interface TicketFindRoutesOptions {
  finder: TicketFinder;
  /** Submissions per client in 10 minutes, as the other public forms. */
  formRateLimit: number;
}

/** "Find my ticket" (`PATHS.findTicket`): anyone, no sign-in; the same answer whatever the details. */
export const ticketFindRoutes: FastifyPluginAsyncZod<TicketFindRoutesOptions> = async (
  app,
  { finder, formRateLimit },
) => {
  app.post(
    '/tickets/find',
    {
      config: submissionsPerTenMinutes(formRateLimit),
      schema: {
        tags: ['tickets'],
        summary:
          'E-mail the valid tickets for upcoming events held under this e-mail address and LPU ID again, one ' +
          'e-mail each, a few times an hour at most (the same answer whether any exist, and whether they went)',
        body: findTicketSchema,
        response: { 200: apiSuccessSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await finder.request(request.body);
      return ok(findTicketSentText(request.body.email), null);
    },
  );
};
