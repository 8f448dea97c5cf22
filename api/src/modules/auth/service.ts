import { createHash, timingSafeEqual } from 'node:crypto';
import type { AccountProfile, adminLoginSchema, memberLoginSchema, TokenPair } from '@guildhall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { admins, members, sessions as sessionsTable, type SessionRow } from '../../db/schema';
import { HttpError } from '../../http';
import type { Account, Principal, TokenSession } from '../../principal';
import { recordActivity } from '../activity/service';
import { liftExpiredBan, memberRefusal } from '../members/status';
import { accessTokenClaims, accountProfile } from './account-views';
import { passwordMatches } from './passwords';
import { createSessionStore, isActiveSession, SESSION_ENDED } from './sessions';
import { guardKeys, type SignInGuard } from './sign-in-guard';
import { createAccessTokens } from './tokens';

const INVALID_MEMBER_CREDENTIALS = 'Invalid credentials. Please try again.';
const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';

type AuthConfig = Pick<Config, 'jwtSecret' | 'adminSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

/**
 * Sign-in, sessions and the bearer-token check for members and admins. `signInGuard` counts wrong passwords per
 * account and admin name, whatever address they come from (docs/choices.md, "Sign-in and sessions").
 */
export function createAuthService(db: Db, config: AuthConfig, signInGuard: SignInGuard) {
  const tokens = createAccessTokens(config);
  const sessions = createSessionStore(db, config);
  const adminSecretDigest = sha256(config.adminSecret);

  /** Constant-time comparison of a candidate against ADMIN_SECRET. */
  function isAdminSecret(candidate: string | undefined): boolean {
    return candidate !== undefined && timingSafeEqual(sha256(candidate), adminSecretDigest);
  }

  async function startSession(account: Account): Promise<TokenPair> {
    const { sessionId, refreshToken } = await sessions.start({ type: account.role, id: account.row.id });
    return { accessToken: tokens.sign(accessTokenClaims(account), sessionId), refreshToken };
  }

  /** The session's account, if it still exists and may still sign in; otherwise the session is revoked. */
  async function accountOf(session: SessionRow): Promise<Account> {
    const account = await findAccount(session.accountType, session.accountId);
    const refusal = account ? refusalOf(account) : SESSION_ENDED;
    if (!account || refusal) {
      await sessions.revoke(session.id);
      throw new HttpError(401, refusal ?? SESSION_ENDED);
    }
    return account;
  }

  async function findAccount(role: Account['role'], id: string): Promise<Account | undefined> {
    if (role === 'admin') {
      const [row] = await db.select().from(admins).where(eq(admins.id, id));
      return row && { role, row };
    }
    const [row] = await db.select().from(members).where(eq(members.id, id));
    return row && { role, row: await liftExpiredBan(db, row) };
  }

  // The token check's one query per call: the account joined to the session the token names, if that is live.
  // Prepared once (built once; PostgreSQL parses and plans it once per connection).
  const byId = { id: sql.placeholder('id'), sessionId: sql.placeholder('sessionId'), now: sql.placeholder('now') };
  const withLiveSession = <T extends typeof admins | typeof members>(table: T, role: Account['role']) =>
    db
      .select({ row: table as T, sessionId: sessionsTable.id })
      .from(table as typeof admins)
      .leftJoin(
        sessionsTable,
        and(
          isActiveSession(byId.sessionId, byId.now),
          eq(sessionsTable.accountType, role),
          eq(sessionsTable.accountId, table.id),
        ),
      )
      .where(eq(table.id, byId.id))
      .prepare(`auth_${role}_with_session`);
  const adminWithSession = withLiveSession(admins, 'admin');
  const memberWithSession = withLiveSession(members, 'member');

  /** The account (an expired ban lifted) and whether `sessionId` is its live session: one query, a join. */
  async function accountWithSession(
    role: Account['role'],
    id: string,
    sessionId: string,
  ): Promise<{ account: Account | undefined; sessionLive: boolean }> {
    const values = { id, sessionId, now: new Date().toISOString() };
    if (role === 'admin') {
      const [found] = await adminWithSession.execute(values);
      return { account: found && { role, row: found.row }, sessionLive: Boolean(found?.sessionId) };
    }
    const [found] = await memberWithSession.execute(values);
    return {
      account: found && { role, row: await liftExpiredBan(db, found.row) },
      sessionLive: Boolean(found?.sessionId),
    };
  }

  return {
    isAdminSecret,

    /** Any e-mail or LPU ID / password mismatch answers the same 401; status is only revealed to the owner. */
    async loginMember(credentials: z.output<typeof memberLoginSchema>): Promise<TokenPair> {
      const identifier = 'email' in credentials ? credentials.email : credentials.LpuId;
      const [found] = await db
        .select()
        .from(members)
        .where('email' in credentials ? eq(members.email, credentials.email) : eq(members.lpuId, credentials.LpuId));
      // By account (its e-mail and LPU ID are one key); a name nobody has is blocked the same way.
      const key = found ? guardKeys.member(found.id) : guardKeys.unknownMember(identifier);
      // The attempt is reserved before the password is checked: a burst at once gets no more checks than the limit.
      const signedIn = await signInGuard.attempt(key, 'member', async (attempt) => {
        const passwordOk = await passwordMatches(found?.passwordHash, credentials.password);
        if (!found || !passwordOk) {
          await attempt.failed(found ? [found] : []);
          throw new HttpError(401, INVALID_MEMBER_CREDENTIALS);
        }
        await attempt.succeeded();
        return found;
      });
      const member = await liftExpiredBan(db, signedIn);
      const refusal = memberRefusal(member);
      if (refusal) throw new HttpError(403, refusal);
      const account: Account = { role: 'member', row: member };
      await recordActivity(db, { actor: account, kind: 'member.signed-in' });
      return startSession(account);
    },

    /** A wrong password or secret key counts against the admin's name (the secret is only told apart there). */
    async loginAdmin(credentials: z.output<typeof adminLoginSchema>): Promise<TokenPair> {
      const key = guardKeys.admin(credentials.fullname);
      const admin = await signInGuard.attempt(key, 'admin', async (attempt) => {
        const [found] = await db
          .select()
          .from(admins)
          .where(eq(sql`lower(${admins.fullname})`, credentials.fullname.toLowerCase()));
        const passwordOk = await passwordMatches(found?.passwordHash, credentials.password);
        if (!found || !passwordOk || !isAdminSecret(credentials.secret)) {
          await attempt.failed(found ? [found] : []);
          throw new HttpError(401, INVALID_ADMIN_CREDENTIALS);
        }
        await attempt.succeeded();
        return found;
      });
      const account: Account = { role: 'admin', row: admin };
      await recordActivity(db, { actor: account, kind: 'admin.signed-in' });
      return startSession(account);
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const rotated = await sessions.rotate(refreshToken);
      const account = await accountOf(rotated.session);
      return {
        accessToken: tokens.sign(accessTokenClaims(account), rotated.session.id),
        refreshToken: rotated.refreshToken,
      };
    },

    /**
     * Verifies the access token, then reads its account and whether its session is still live in ONE query, so a
     * sign-out, a ban, a removal or a deleted account takes effect on the very next call.
     */
    async authenticate(accessToken: string): Promise<Principal> {
      const claims = tokens.verify(accessToken);
      const { account, sessionLive } = await accountWithSession(claims.role, claims.id, claims.sid);
      const refusal = account ? refusalOf(account) : SESSION_ENDED;
      // A ban, a removal or a deleted account ends the session too (a no-op when it had ended already); the answer
      // says why rather than a bare 'session ended'.
      if (refusal) await sessions.revoke(claims.sid);
      if (refusal || !sessionLive) throw new HttpError(401, refusal ?? SESSION_ENDED);
      return { ...account!, sessionId: claims.sid };
    },

    /** The token's account and session, signature and expiry checked, nothing read (see `verifyToken` hook). */
    verifyToken(accessToken: string): TokenSession {
      const claims = tokens.verify(accessToken);
      return { role: claims.role, accountId: claims.id, sessionId: claims.sid };
    },

    async logout(principal: Principal, refreshToken?: string): Promise<void> {
      await sessions.revoke(principal.sessionId);
      if (refreshToken) await sessions.revokeByToken(refreshToken, { type: principal.role, id: principal.row.id });
      await recordActivity(db, {
        actor: principal,
        kind: principal.role === 'admin' ? 'admin.signed-out' : 'member.signed-out',
      });
    },

    /** Signs the account out everywhere but in the session of `principal` (after a password change). */
    async endOtherSessions(principal: Principal): Promise<void> {
      await sessions.revokeOthers({ type: principal.role, id: principal.row.id }, principal.sessionId);
    },

    profile(principal: Principal): AccountProfile {
      return accountProfile(principal);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function refusalOf(account: Account): string | undefined {
  return account.role === 'member' ? memberRefusal(account.row) : undefined;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
