import {
  apiSuccessSchema,
  EMAIL_CONFIRM_LINK_HOURS,
  emailConfirmationSchema,
  forgotLpuIdSchema,
  memberPasswordChangeSchema,
  memberProfileUpdateSchema,
  memberTicketSchema,
  ownMemberProfileSchema,
  pendingEmailCancelSchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptsPerMinute, errorResponses, ok, requestsPerMinute } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { Principal } from '../../principal';
import { toOwnProfile, type MemberAccountService } from './me-service';

interface MemberAccountRoutesOptions {
  account: MemberAccountService;
  /** Ends the account's other sign-ins (after a password change). */
  endOtherSessions(principal: Principal): Promise<void>;
  /** Requests per client and minute on the calls that send e-mail to any address or check a password or link. */
  mailRateLimit: number;
}

const bearer = [{ bearerAuth: [] }];
const profileResponse = { 200: apiSuccessSchema(ownMemberProfileSchema), ...errorResponses };
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
    async (request) => ok('Profile loaded', toOwnProfile(memberOf(principalOf(request)))),
  );

  app.get(
    '/members/me/tickets',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: "The tickets of the signed-in member's LPU ID (upcoming events first), with the QR of each valid one",
        description:
          'Bought online or issued at the desk, whatever e-mail address they carry; cancelled and used ones too, ' +
          'with their status. `qrCode` only for a valid ticket whose event is upcoming.',
        security: bearer,
        response: { 200: apiSuccessSchema(z.array(memberTicketSchema)), ...errorResponses },
      },
    },
    async (request) => ok('Tickets loaded', await account.ownTickets(memberOf(principalOf(request)))),
  );

  app.put(
    '/members/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: "Update the signed-in member's profile (all fields; null or '' clears an optional one)",
        description:
          'Designation, department, status and LPU ID are not the member’s to change. A new e-mail address needs ' +
          '`currentPassword` (400 without it, 403 when wrong) and takes effect once the link e-mailed to it is ' +
          'opened (`pendingEmail` until then); the old address is told. An address another member uses gets the ' +
          'same answer, but its owner is told instead of sent a link (it never becomes this account’s). 429 ' +
          'while the account is blocked by wrong passwords, or when the address got its hourly share of e-mails.',
        security: bearer,
        body: memberProfileUpdateSchema,
        response: profileResponse,
      },
    },
    async (request) => {
      const { profile, confirmationSentTo } = await account.update(memberOf(principalOf(request)), request.body);
      return ok(
        confirmationSentTo
          ? `Profile updated. Open the link we sent to ${confirmationSentTo} to confirm your new e-mail address.`
          : 'Profile updated successfully!',
        profile,
      );
    },
  );

  app.delete(
    '/members/me/pending-email',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'Cancel the change of e-mail address that waits for its confirmation link (the link stops working)',
        description: 'The same 200 when nothing waits; the account keeps its current address.',
        security: bearer,
        body: pendingEmailCancelSchema,
        response: profileResponse,
      },
    },
    async (request) => {
      const { profile, cancelled } = await account.cancelPendingEmail(memberOf(principalOf(request)));
      return ok(
        cancelled
          ? `Cancelled: your e-mail address will not change to ${cancelled}, and the link we sent to it no longer works.`
          : 'No change of e-mail address was waiting.',
        profile,
      );
    },
  );

  app.post(
    '/members/confirm-email',
    {
      config: attemptsPerMinute(mailRateLimit),
      schema: {
        tags: ['members'],
        summary: 'Confirm a new e-mail address with the token of the link e-mailed to it (no sign-in needed)',
        description: `Once, within ${EMAIL_CONFIRM_LINK_HOURS} hours, and only the newest link (a new password or a cancel ends it); 400 on \`token\` otherwise, 409 when another member took the address meanwhile (the change then ends).`,
        body: emailConfirmationSchema,
        response: { 200: apiSuccessSchema(z.object({ email: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      const confirmed = await account.confirmEmail(request.body);
      return ok(`Your e-mail address is now ${confirmed.email}.`, confirmed);
    },
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
        summary:
          'Set a new password, for the signed-in member’s own LPU ID and with the current password; other sign-ins of ' +
          'the account end, and so does a change of e-mail address waiting for its link',
        description:
          '403 on `LpuId` for another LPU ID, 403 on `currentPassword` when it is wrong (counted with wrong sign-ins: ' +
          '429 while the account is blocked).',
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
      config: requestsPerMinute(mailRateLimit),
      schema: {
        tags: ['members'],
        summary:
          'E-mail the LPU ID to a registered address, a few an hour at most (the same answer whether it is ' +
          'registered, and whether it went)',
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
