import {
  apiSuccessSchema,
  forgotLpuIdSchema,
  memberPasswordChangeSchema,
  memberProfileSchema,
  memberProfileUpdateSchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptsPerMinute, errorResponses, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { Principal } from '../../principal';
import type { MemberAccountService } from './me-service';
import { toMemberProfile } from './profiles';

interface MemberAccountRoutesOptions {
  account: MemberAccountService;
  /** Ends the account's other sign-ins (after a password change). */
  endOtherSessions(principal: Principal): Promise<void>;
  /** Requests per client and minute on the call that sends e-mail to any address. */
  mailRateLimit: number;
}

const bearer = [{ bearerAuth: [] }];
const profileResponse = { 200: apiSuccessSchema(memberProfileSchema), ...errorResponses };
const nothingResponse = { 200: apiSuccessSchema(z.null()), ...errorResponses };

/** The signed-in member's own account (the profile screen). There is no id in these paths: it is always "me". */
export const memberAccountRoutes: FastifyPluginAsyncZod<MemberAccountRoutesOptions> = async (
  app,
  { account, endOtherSessions, mailRateLimit },
) => {
  const memberOf = (principal: Principal) => {
    if (principal.role !== 'member') throw new Error('requireMember let another role through');
    return principal.row;
  };

  app.get(
    '/members/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: "The signed-in member's profile",
        security: bearer,
        response: profileResponse,
      },
    },
    async (request) => ok('Profile loaded', toMemberProfile(memberOf(principalOf(request)))),
  );

  app.put(
    '/members/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: "Update the signed-in member's profile (all fields; null or '' clears an optional one)",
        description:
          'Designation, department, status and LPU ID are not the member’s to change. 409 for a used e-mail.',
        security: bearer,
        body: memberProfileUpdateSchema,
        response: profileResponse,
      },
    },
    async (request) =>
      ok('Profile updated successfully!', await account.update(memberOf(principalOf(request)), request.body)),
  );

  app.post(
    '/members/me/avatar',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary:
          'Replace the profile picture (multipart/form-data, one image file; JPEG, PNG, GIF, WebP or AVIF, ≤ 5 MB)',
        description: 'The type is sniffed from the bytes; the previous picture is deleted.',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: profileResponse,
      },
    },
    async (request) =>
      ok('Profile picture updated successfully!', await account.replaceAvatar(memberOf(principalOf(request)), request)),
  );

  app.post(
    '/members/me/password',
    {
      onRequest: app.requireMember,
      config: attemptsPerMinute(mailRateLimit),
      schema: {
        tags: ['members'],
        summary: 'Set a new password, for the signed-in member’s own LPU ID only; other sign-ins of the account end',
        security: bearer,
        body: memberPasswordChangeSchema,
        response: nothingResponse,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await account.changePassword(memberOf(principal), request.body);
      await endOtherSessions(principal);
      return ok('Password updated successfully!', null);
    },
  );

  app.post(
    '/members/forgot-lpu-id',
    {
      config: attemptsPerMinute(mailRateLimit),
      schema: {
        tags: ['members'],
        summary: 'E-mail the LPU ID to a registered address (the same answer whether it is registered or not)',
        body: forgotLpuIdSchema,
        response: nothingResponse,
      },
    },
    async (request) => {
      await account.sendLpuIdReminder(request.body);
      return ok('If this e-mail address is registered, its LPU ID is on the way. Please check your inbox.', null);
    },
  );
};
