import {
  apiSuccessSchema,
  eventIdParamsSchema,
  eventListQuerySchema,
  pageSchema,
  publicEventSchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http';
import type { EventService } from './service';

const tags = ['events'];
const oneEventOrNone = { 200: apiSuccessSchema(publicEventSchema.nullable()), ...errorResponses };

/** The read side of events: public, no sign-in needed. */
export const eventRoutes: FastifyPluginAsyncZod<{ events: EventService }> = async (app, { events }) => {
  app.get(
    '/events/upcoming-event',
    { schema: { tags, summary: 'The next upcoming event (null when none)', response: oneEventOrNone } },
    async () => {
      const event = await events.upcoming();
      return ok(event ? 'Upcoming event' : 'No upcoming events', event);
    },
  );

  app.get(
    '/events/featured',
    {
      schema: {
        tags,
        summary: 'The event admins featured, else the next upcoming one (null when none)',
        response: oneEventOrNone,
      },
    },
    async () => {
      const event = await events.featured();
      return ok(event ? 'Featured event' : 'No upcoming events', event);
    },
  );

  app.get(
    '/events/by-id/:id',
    {
      schema: {
        tags,
        summary: 'One event',
        params: eventIdParamsSchema,
        response: { 200: apiSuccessSchema(publicEventSchema), ...errorResponses },
      },
    },
    async (request) => ok('Event', await events.byId(request.params.id)),
  );

  app.get(
    '/events/getall',
    {
      schema: {
        tags,
        summary: 'Events, paged (status filter, search on title or venue, sorted by date)',
        querystring: eventListQuerySchema,
        response: { 200: apiSuccessSchema(pageSchema(publicEventSchema)), ...errorResponses },
      },
    },
    async (request) => ok('Events', await events.list(request.query)),
  );
};
