import {
  apiSuccessSchema,
  eventIdParamsSchema,
  eventListQuerySchema,
  eventPath,
  pageSchema,
  publicEventSchema,
} from '@guildhall/contracts';
import { googleCalendarUrl } from '@guildhall/contracts/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import { calendarFileName, calendarIcs, calendarUid } from './calendar-ics';
import type { EventService } from './service';

const tags = ['events'];
const oneEventOrNone = { 200: apiSuccessSchema(publicEventSchema.nullable()), ...errorResponses };

/** The read side of events: public, no sign-in needed. */
export const eventRoutes: FastifyPluginAsyncZod<{ events: EventService; publicAppUrl: string }> = async (
  app,
  { events, publicAppUrl },
) => {
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
    '/events/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: "One event as an iCalendar file (the event page's Add to calendar); 404 as for the event",
        params: eventIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('text/calendar'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await events.byId(request.params.id);
      const ics = calendarIcs({
        uid: calendarUid('event', event.id, publicAppUrl),
        event,
        pageUrl: `${publicAppUrl}${eventPath(event.id)}`,
      });
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(event.title)}"`);
      // A string with a content type of its own is sent as it is (never serialized as JSON).
      return reply.send(ics);
    },
  );

  app.get(
    '/events/:id/google-calendar',
    {
      schema: {
        tags,
        summary:
          "One event in Google Calendar (the event page's Google Calendar link): a redirect to Google's new-event " +
          'form filled in with it; 404 as for the event',
        params: eventIdParamsSchema,
        response: { 302: z.null().describe('Location: the Google Calendar form'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await events.byId(request.params.id);
      return reply.redirect(googleCalendarUrl(event, `${publicAppUrl}${eventPath(event.id)}`), 302);
    },
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
