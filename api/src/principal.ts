import type { AdminRow, MemberRow } from './db/schema';

/** A signed-in account as loaded from the database for one request. */
export type Account = { role: 'member'; row: MemberRow } | { role: 'admin'; row: AdminRow };

/** The account behind a request plus the session (refresh-token family) its access token belongs to. */
export type Principal = Account & { sessionId: string };

/** Turns a bearer token into its principal, or throws a 401 HttpError. */
export type Authenticator = (accessToken: string) => Promise<Principal>;

/**
 * What a verified access token says, before any database read: its account and session. A route that proves the
 * session live inside its own statement (the door's redeem) works from this; every other route from a Principal.
 */
export interface TokenSession {
  role: Account['role'];
  accountId: string;
  sessionId: string;
}

/** Verifies a bearer token's signature and expiry (no database read), or throws a 401 HttpError. */
export type TokenVerifier = (accessToken: string) => TokenSession;
