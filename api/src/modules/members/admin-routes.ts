import {
  adminMemberListQuerySchema,
  adminMemberListSchema,
  adminMemberUpdateSchema,
  apiSuccessSchema,
  memberActionResultSchema,
  memberIdParamsSchema,
  memberRestrictionSchema,
  requestBody,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { AdminMemberService } from './admin-service';

const tags = ['members (admin)'];
const security = [{ bearerAuth: [] }];
const memberAnswer = { 200: apiSuccessSchema(memberActionResultSchema), ...errorResponses };
// Fastify represents "no body" as null; unban takes none (an empty object is accepted too).
const emptyBody = requestBody({}).nullable().optional();

/** The admin members table and its actions. Admins only; every change is written to the activity log. */
export const adminMemberRoutes: FastifyPluginAsyncZod<{ adminMembers: AdminMemberService }> = async (
  app,
  { adminMembers },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/members',
    {
      schema: {
        tags,
        security,
        summary: 'Members, paged, sorted, searched (name, e-mail, LPU ID) and filtered (status, department)',
        querystring: adminMemberListQuerySchema,
        response: { 200: apiSuccessSchema(adminMemberListSchema), ...errorResponses },
      },
    },
    async (request) => ok('Members', await adminMembers.list(request.query)),
  );

  app.put(
    '/members/:id/ban',
    {
      schema: {
        tags,
        security,
        summary: 'Ban an active member (a reason, an optional review date); their sign-ins end at once',
        params: memberIdParamsSchema,
        body: memberRestrictionSchema,
        response: memberAnswer,
      },
    },
    async (request) => {
      const member = await adminMembers.ban(principalOf(request), request.params.id, request.body);
      return ok('Member banned', { member });
    },
  );

  app.put(
    '/members/:id/remove',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an active member for good (a reason; a review date is refused); their sign-ins end at once',
        params: memberIdParamsSchema,
        body: memberRestrictionSchema,
        response: memberAnswer,
      },
    },
    async (request) => {
      const member = await adminMembers.remove(principalOf(request), request.params.id, request.body);
      return ok('Member removed', { member });
    },
  );

  app.put(
    '/members/:id/unban',
    {
      schema: {
        tags,
        security,
        summary: 'Unban a banned member',
        params: memberIdParamsSchema,
        body: emptyBody,
        response: memberAnswer,
      },
    },
    async (request) =>
      ok('Member unbanned', { member: await adminMembers.unban(principalOf(request), request.params.id) }),
  );

  app.put(
    '/members/:id/admin',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's department, designation and LPU ID",
        params: memberIdParamsSchema,
        body: adminMemberUpdateSchema,
        response: memberAnswer,
      },
    },
    async (request) => {
      const member = await adminMembers.update(principalOf(request), request.params.id, request.body);
      return ok('Member updated', { member });
    },
  );
};
