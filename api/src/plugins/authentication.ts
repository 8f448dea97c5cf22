import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http';
import type { Authenticator, Principal } from '../principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` / `require*` hooks. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Route hook (onRequest): any signed-in account with a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
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

export const authentication = fp(
  async (app: FastifyInstance, { authenticateToken }: { authenticateToken: Authenticator }) => {
    app.decorateRequest('principal', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) throw new HttpError(401, 'Please sign in to continue.');
      request.principal = await authenticateToken(token);
    }

    const requireRole = (role: Principal['role']) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (principalOf(request).role !== role) throw new HttpError(403, `Forbidden: this action is for ${role}s only.`);
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireMember', requireRole('member'));
    app.decorate('requireAdmin', requireRole('admin'));
  },
  { name: 'authentication' },
);
