import {
  accountProfileSchema,
  adminLoginSchema,
  adminRegisterSchema,
  apiSuccessSchema,
  logoutSchema,
  memberLoginSchema,
  memberProfileSchema,
  refreshTokenSchema,
  tokenPairSchema,
} from '@guildhall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, HttpError, ok } from '../../http';
import { hasBearerToken, principalOf } from '../../plugins/authentication';
import type { AccountService } from './service';

interface AccountRoutesOptions {
  accounts: AccountService;
  /** Sign-in attempts allowed per IP and minute. */
  loginRateLimit: number;
}

const tokenResponse = { 200: apiSuccessSchema(tokenPairSchema), ...errorResponses };
const loggedOutResponse = { 200: apiSuccessSchema(z.null()), ...errorResponses };
const bearer = [{ bearerAuth: [] }];
// Fastify represents "no body" as null.
const logoutBody = logoutSchema.nullable();

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { accounts, loginRateLimit }) => {
  const signInRateLimit = { rateLimit: { max: loginRateLimit, timeWindow: 60_000 } };

  app.post(
    '/members/login',
    {
      config: signInRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Member sign-in by e-mail or LPU ID',
        body: memberLoginSchema,
        response: tokenResponse,
      },
    },
    async (request) => ok('Login successful', await accounts.loginMember(request.body)),
  );

  app.post(
    '/members/logout',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['accounts'],
        summary: 'Member sign-out',
        security: bearer,
        body: logoutBody,
        response: loggedOutResponse,
      },
    },
    async (request) => {
      await accounts.logout(principalOf(request), request.body?.refreshToken);
      return ok('Logged out', null);
    },
  );

  app.post(
    '/admin/login',
    {
      config: signInRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Admin sign-in (needs the admin secret)',
        body: adminLoginSchema,
        response: tokenResponse,
      },
    },
    async (request) => ok('Login successful', await accounts.loginAdmin(request.body)),
  );

  app.post(
    '/admin/logout',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Admin sign-out',
        security: bearer,
        body: logoutBody,
        response: loggedOutResponse,
      },
    },
    async (request) => {
      await accounts.logout(principalOf(request), request.body?.refreshToken);
      return ok('Logged out', null);
    },
  );

  app.post(
    '/admin/register',
    {
      // It checks the admin secret, so it is rate-limited like the sign-in routes.
      config: signInRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Register a member (a signed-in admin, or the admin secret in `secret`)',
        security: bearer,
        body: adminRegisterSchema,
        response: { 201: apiSuccessSchema(z.object({ member: memberProfileSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      await authorizeRegistration(request, request.body.secret);
      const member = await accounts.registerMember(request.body);
      return reply.status(201).send(ok('Member registered successfully!', { member }));
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Swap a refresh token for a new token pair',
        body: refreshTokenSchema,
        response: tokenResponse,
      },
    },
    async (request) => ok('Token refreshed', await accounts.refresh(request.body.refreshToken)),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in account's profile",
        security: bearer,
        response: { 200: apiSuccessSchema(accountProfileSchema), ...errorResponses },
      },
    },
    async (request) => ok('Profile loaded', accounts.profile(principalOf(request))),
  );

  /** The admin secret alone is enough (the sign-in screen's register tab); otherwise a signed-in admin. */
  async function authorizeRegistration(request: FastifyRequest, secret: string | undefined): Promise<void> {
    if (accounts.isAdminSecret(secret)) return;
    if (!hasBearerToken(request)) {
      throw new HttpError(403, 'Only an admin, or someone with the admin secret key, can register members.');
    }
    await app.requireAdmin(request);
  }
};
