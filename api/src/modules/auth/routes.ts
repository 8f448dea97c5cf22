import {
  accountProfileSchema,
  adminLoginSchema,
  apiSuccessSchema,
  logoutSchema,
  memberLoginSchema,
  refreshTokenSchema,
  tokenPairSchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptsPerMinute, errorResponses, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { AuthService } from './service';

interface AuthRoutesOptions {
  auth: AuthService;
  /** Sign-in attempts allowed per IP and minute. */
  loginRateLimit: number;
}

const tokenResponse = { 200: apiSuccessSchema(tokenPairSchema), ...errorResponses };
const loggedOutResponse = { 200: apiSuccessSchema(z.null()), ...errorResponses };
const bearer = [{ bearerAuth: [] }];
// Fastify represents "no body" as null.
const logoutBody = logoutSchema.nullable();

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, loginRateLimit }) => {
  const signInRateLimit = attemptsPerMinute(loginRateLimit);

  app.post(
    '/members/login',
    {
      config: signInRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Member sign-in by e-mail or LPU ID',
        body: memberLoginSchema,
        response: tokenResponse,
      },
    },
    async (request) => ok('Login successful', await auth.loginMember(request.body)),
  );

  // Sign-out is the same for both roles: the session of the caller's token, and the refresh token when sent.
  for (const [path, role, requireRole] of [
    ['/members/logout', 'Member', app.requireMember],
    ['/admin/logout', 'Admin', app.requireAdmin],
  ] as const) {
    app.post(
      path,
      {
        onRequest: requireRole,
        schema: {
          tags: ['auth'],
          summary: `${role} sign-out`,
          security: bearer,
          body: logoutBody,
          response: loggedOutResponse,
        },
      },
      async (request) => {
        await auth.logout(principalOf(request), request.body?.refreshToken);
        return ok('Logged out', null);
      },
    );
  }

  app.post(
    '/admin/login',
    {
      config: signInRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Admin sign-in (needs the admin secret)',
        body: adminLoginSchema,
        response: tokenResponse,
      },
    },
    async (request) => ok('Login successful', await auth.loginAdmin(request.body)),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token for a new token pair',
        body: refreshTokenSchema,
        response: tokenResponse,
      },
    },
    async (request) => ok('Token refreshed', await auth.refresh(request.body.refreshToken)),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's profile",
        security: bearer,
        response: { 200: apiSuccessSchema(accountProfileSchema), ...errorResponses },
      },
    },
    async (request) => ok('Profile loaded', auth.profile(principalOf(request))),
  );
};
