import {
  adminEventListQuerySchema,
  adminEventSchema,
  apiSuccessSchema,
  eventIdParamsSchema,
  eventWriteSchema,
  MAX_EVENT_POSTERS,
  pageSchema,
  posterLayoutSchema,
  type PosterLayout,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, HttpError, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import { fieldErrors } from '../../plugins/validation';
import type { UploadService } from '../uploads/service';
import type { EventAdminService } from './admin-service';
import type { EventService } from './service';

const tags = ['events'];
const security = [{ bearerAuth: [] }];
const oneEvent = { 200: apiSuccessSchema(adminEventSchema), ...errorResponses };

interface EventAdminRoutesOptions {
  events: EventService;
  admin: EventAdminService;
  uploads: UploadService;
}

/** The admin's side of events: the list with seats taken, create, update, delete and posters. Admins only. */
export const eventAdminRoutes: FastifyPluginAsyncZod<EventAdminRoutesOptions> = async (
  app,
  { events, admin, uploads },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/events/admin/getall',
    {
      schema: {
        tags,
        security,
        summary:
          'Events as admins list them (with poster ids and the seats taken), paged like /events/getall; sort ' +
          'upcoming (the default: upcoming soonest first, then the rest most recent first), -date, date or title',
        querystring: adminEventListQuerySchema,
        response: { 200: apiSuccessSchema(pageSchema(adminEventSchema)), ...errorResponses },
      },
    },
    async (request) => ok('Events', await events.list(request.query)),
  );

  app.post(
    '/events/create',
    {
      schema: {
        tags,
        security,
        summary: 'Create an event',
        body: eventWriteSchema,
        response: { 201: apiSuccessSchema(adminEventSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok('Event created', await admin.create(principalOf(request), request.body))),
  );

  app.put(
    '/events/:id/update',
    {
      schema: {
        tags,
        security,
        summary: 'Replace an event’s fields (capacity never below the seats taken)',
        params: eventIdParamsSchema,
        body: eventWriteSchema,
        response: oneEvent,
      },
    },
    async (request) => ok('Event updated', await admin.update(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/events/:id/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an event (refused while it has tickets issued or seats held)',
        params: eventIdParamsSchema,
        response: { 200: apiSuccessSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await admin.remove(principalOf(request), request.params.id);
      return ok('Event deleted', null);
    },
  );

  app.put(
    '/events/:id/posters',
    {
      schema: {
        tags,
        security,
        summary: `Set an event’s posters (multipart: \`layout\` JSON, then up to ${MAX_EVENT_POSTERS} images)`,
        params: eventIdParamsSchema,
        response: oneEvent,
      },
    },
    async (request) => {
      const form = await uploads.receive(request, { kinds: ['image'], maxFiles: MAX_EVENT_POSTERS });
      return uploads.using(form.files, async () => {
        const layout = parseLayout(form.fields.layout);
        return ok('Posters saved', await admin.setPosters(principalOf(request), request.params.id, layout, form.files));
      });
    },
  );
};

function parseLayout(text: string | undefined): PosterLayout {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new HttpError(400, 'Poster layout is required (JSON)', [
      { path: 'layout', msg: 'Poster layout is required (JSON)' },
    ]);
  }
  const result = posterLayoutSchema.safeParse(json);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues, ['layout']);
  throw new HttpError(400, errors[0]!.msg, errors);
}
