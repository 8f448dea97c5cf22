import { jwtDecode } from 'jwt-decode';
import type { AccessTokenClaims } from '@guildhall/contracts';

export type SessionUser = AccessTokenClaims;

/**
 * Reads the claims of an access token, or null when it cannot be decoded. Expiry is deliberately not checked
 * here: an expired token still names the user, and the API client refreshes it on the first 401.
 */
export function decodeAccessToken(token: string): SessionUser | null {
  try {
    return jwtDecode<SessionUser>(token);
  } catch {
    return null;
  }
}
