import {
  apiSuccessSchema,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationRecordSchema,
  applicationStatusUpdateSchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import type { ApplicationAdminService } from './admin-service';

const tags = ['applications'];
const security = [{ bearerAuth: [] }];
const oneApplication = { 200: apiSuccessSchema(applicationRecordSchema), ...errorResponses };

/** The admin panel's application calls (/admin/show). Admins only. */
export const applicationAdminRoutes: FastifyPluginAsyncZod<{ applications: ApplicationAdminService }> = async (
  app,
  { applications },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/apply/applications',
    {
      schema: {
        tags,
        security,
        summary: 'Every application matching the filters, with the counters (total, unseen, pending)',
        querystring: applicationListQuerySchema,
        response: { 200: apiSuccessSchema(applicationListSchema), ...errorResponses },
      },
    },
    async (request) => ok('Applications', await applications.list(request.query)),
  );

  app.get(
    '/apply/applications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One application',
        params: applicationIdParamsSchema,
        response: oneApplication,
      },
    },
    async (request) => ok('Application', await applications.byId(request.params.id)),
  );

  app.patch(
    '/apply/applications/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Approve or reject an application (from any state)',
        params: applicationIdParamsSchema,
        body: applicationStatusUpdateSchema,
        response: oneApplication,
      },
    },
    async (request) => {
      const application = await applications.setStatus(request.params.id, request.body.status);
      return ok(`Application ${request.body.status}`, application);
    },
  );

  app.patch(
    '/apply/applications/:id/seen',
    {
      schema: {
        tags,
        security,
        summary: 'Mark an application as seen',
        params: applicationIdParamsSchema,
        response: oneApplication,
      },
    },
    async (request) => ok('Application marked as seen', await applications.markSeen(request.params.id)),
  );

  app.delete(
    '/apply/applications/:id/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an application',
        params: applicationIdParamsSchema,
        response: { 200: apiSuccessSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await applications.remove(request.params.id);
      return ok('Application deleted', null);
    },
  );
};
