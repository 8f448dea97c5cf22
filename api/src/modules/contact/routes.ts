import {
  apiSuccessSchema,
  contactIdParamsSchema,
  contactListQuerySchema,
  contactMessageSchema,
  contactRequestSchema,
  pageSchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, submissionsPerTenMinutes } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { ContactService } from './service';

const tags = ['contact'];
const security = [{ bearerAuth: [] }];
const oneRequest = { 200: apiSuccessSchema(contactRequestSchema), ...errorResponses };

/** The contact page: anyone sends a message; admins list the requests and resolve them. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; formRateLimit: number }> = async (
  app,
  { contact, formRateLimit },
) => {
  app.post(
    '/contact/send',
    {
      config: submissionsPerTenMinutes(formRateLimit),
      schema: {
        tags,
        summary: 'Send a message to the club (the contact form); rate-limited per client',
        body: contactMessageSchema,
        response: { 201: apiSuccessSchema(z.object({ id: z.string() })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = await contact.send(request.body);
      return reply.status(201).send(ok('Your message has been sent successfully!', { id }));
    },
  );

  app.get(
    '/contact/getall',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Contact requests, newest first (admins; status filter, search on name, e-mail or subject)',
        querystring: contactListQuerySchema,
        response: { 200: apiSuccessSchema(pageSchema(contactRequestSchema)), ...errorResponses },
      },
    },
    async (request) => ok('Contact requests', await contact.list(request.query)),
  );

  app.patch(
    '/contact/:id/resolve',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Mark a contact request resolved (admins; resolving it again is harmless)',
        params: contactIdParamsSchema,
        response: oneRequest,
      },
    },
    async (request) => ok('Contact request resolved', await contact.resolve(principalOf(request), request.params.id)),
  );
};
