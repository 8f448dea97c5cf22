import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http';
import type { Authenticator, Principal, TokenSession, TokenVerifier } from '../principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` / `require*` hooks. */
    principal: Principal | null;
    /** Set by the `verifyToken` hook. */
    tokenSession: TokenSession | null;
  }
  interface FastifyInstance {
    /** Route hook (onRequest): any signed-in account with a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * Route hook (onRequest) for a route that checks the session inside its own statement: the token's signature
     * and expiry only. When the statement finds the session not live, the route calls `authenticate` for the 401.
     */
    verifyToken(request: FastifyRequest): Promise<void>;
    requireMember(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

export function hasBearerToken(request: FastifyRequest): boolean {
  return /^Bearer\s+\S/i.test(request.headers.authorization ?? '');
}

/** The principal an `authenticate` / `require*` hook established; calling it on an open route is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`${request.routeOptions.url} reads the principal without authenticating`);
  return request.principal;
}

/** The token a `verifyToken` hook verified; calling it on another route is a programming error. */
export function tokenSessionOf(request: FastifyRequest): TokenSession {
  if (!request.tokenSession) throw new Error(`${request.routeOptions.url} reads the token without verifying it`);
  return request.tokenSession;
}

function bearerToken(request: FastifyRequest): string {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new HttpError(401, 'Please sign in to continue.');
  return token;
}

export interface AuthenticationOptions {
  authenticateToken: Authenticator;
  verifyToken: TokenVerifier;
}

export const authentication = fp(
  async (app: FastifyInstance, { authenticateToken, verifyToken }: AuthenticationOptions) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('tokenSession', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      request.principal = await authenticateToken(bearerToken(request));
    }

    const requireRole = (role: Principal['role']) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (principalOf(request).role !== role) throw new HttpError(403, `Forbidden: this action is for ${role}s only.`);
    };

    app.decorate('authenticate', authenticate);
    app.decorate('verifyToken', async (request: FastifyRequest) => {
      request.tokenSession = verifyToken(bearerToken(request));
    });
    app.decorate('requireMember', requireRole('member'));
    app.decorate('requireAdmin', requireRole('admin'));
  },
  { name: 'authentication' },
);
