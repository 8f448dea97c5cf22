import {
  apiSuccessSchema,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationStatusUpdateSchema,
  reviewedApplicationSchema,
  type ReviewedApplication,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { ApplicationAdminService, ApprovalAccount } from './admin-service';

const tags = ['applications'];
const security = [{ bearerAuth: [] }];
const oneApplication = { 200: apiSuccessSchema(reviewedApplicationSchema), ...errorResponses };

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
      const { application, account } = await applications.setStatus(
        principalOf(request),
        request.params.id,
        request.body.status,
      );
      return ok(statusMessage(application, account), application);
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
    async (request) =>
      ok('Application marked as seen', await applications.markSeen(principalOf(request), request.params.id)),
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
      await applications.remove(principalOf(request), request.params.id);
      return ok('Application deleted', null);
    },
  );
};

/** The answer's message: what approving did about the applicant's account, which the admin panel shows. */
function statusMessage(application: ReviewedApplication, account?: ApprovalAccount): string {
  switch (account) {
    case 'created':
      return `Application approved. ${application.fullName} is now a member: a link to choose a password was e-mailed to ${application.email}.`;
    case 'existing':
      return `Application approved. LPU ID ${application.LpuId} already has a member account; none was created.`;
    case 'email-taken':
      return `Application approved, but no member account was created: another member uses ${application.email}. Add the member by hand with another e-mail.`;
    default:
      return `Application ${application.status}`;
  }
}
