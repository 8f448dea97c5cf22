import { adminRegisterSchema, apiSuccessSchema, memberProfileSchema } from '@guildhall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptsPerMinute, errorResponses, HttpError, ok } from '../../http';
import { hasBearerToken } from '../../plugins/authentication';
import { BlockedError, guardKeys, type SignInGuard } from '../auth/sign-in-guard';
import type { MemberService } from './service';

interface MemberRoutesOptions {
  members: MemberService;
  /** Constant-time check of a candidate against the admin secret key. */
  isAdminSecret(candidate: string | undefined): boolean;
  /** Attempts allowed per client and minute on calls that check the admin secret. */
  secretRateLimit: number;
  /** Wrong secret keys counted for everyone at once (one key), whatever address they come from. */
  signInGuard: SignInGuard;
}

export const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (
  app,
  { members, isAdminSecret, secretRateLimit, signInGuard },
) => {
  app.post(
    '/admin/register',
    {
      // It checks the admin secret, so it is rate-limited like the sign-in routes.
      config: attemptsPerMinute(secretRateLimit),
      schema: {
        tags: ['members'],
        summary: 'Register a member (a signed-in admin, or the admin secret in `secret`)',
        security: [{ bearerAuth: [] }],
        body: adminRegisterSchema,
        response: { 201: apiSuccessSchema(z.object({ member: memberProfileSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      await authorizeRegistration(request, request.body.secret);
      const member = await members.register(request.body, request.principal ?? undefined);
      return reply.status(201).send(ok('Member registered successfully!', { member }));
    },
  );

  /**
   * The admin secret alone is enough (the sign-in screen's register tab); otherwise a signed-in admin. While wrong
   * secret keys have blocked the secret, it is refused (a right one too); a signed-in admin's bearer still works.
   */
  async function authorizeRegistration(request: FastifyRequest, secret: string | undefined): Promise<void> {
    if (secret) {
      try {
        const right = await signInGuard.attempt(guardKeys.adminSecret, 'admin-secret', async (attempt) => {
          // Not cleared by a right secret (its attempt is released): anyone who holds it may use it, so only time
          // forgets the guesses.
          if (isAdminSecret(secret)) return true;
          await attempt.failed(members.adminsToTell);
          return false;
        });
        if (right) return;
      } catch (error) {
        if (!(error instanceof BlockedError) || !hasBearerToken(request)) throw error;
      }
    }
    if (!hasBearerToken(request)) {
      throw new HttpError(403, 'Only an admin, or someone with the admin secret key, can register members.');
    }
    await app.requireAdmin(request);
  }
};
