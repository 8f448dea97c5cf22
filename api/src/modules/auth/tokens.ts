import { createHash, randomBytes } from 'node:crypto';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@guildhall/contracts';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../http';

/** The contract's claims plus the id of the session (refresh-token family) the token belongs to. */
const sessionClaimsSchema = accessTokenClaimsSchema.extend({ sid: z.string() });
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

export interface AccessTokens {
  sign(claims: AccessTokenClaims, sessionId: string): string;
  /** Throws a 401 HttpError for anything but a valid, unexpired token of ours. */
  verify(token: string): SessionClaims;
}

export function createAccessTokens(config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>): AccessTokens {
  const signer = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: config.accessTokenTtlSeconds * 1000,
  });
  const verifier = createVerifier({ key: config.jwtSecret, algorithms: ['HS256'] });
  return {
    sign: (claims, sessionId) => signer({ ...claims, sid: sessionId }),
    verify(token) {
      let payload: unknown;
      try {
        payload = verifier(token);
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
        throw new HttpError(401, expired ? 'Your session has expired. Please sign in again.' : 'Invalid access token.');
      }
      const claims = sessionClaimsSchema.safeParse(payload);
      if (!claims.success) throw new HttpError(401, 'Invalid access token.');
      return claims.data;
    },
  };
}

/** Refresh tokens are opaque random strings; only their sha256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
