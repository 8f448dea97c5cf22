import { createHash, timingSafeEqual } from 'node:crypto';
import type { AccountProfile, adminLoginSchema, memberLoginSchema, TokenPair } from '@guildhall/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { admins, members, type SessionRow } from '../../db/schema';
import { HttpError } from '../../http';
import type { Account, Principal } from '../../principal';
import { recordActivity } from '../activity/service';
import { liftExpiredBan, memberRefusal } from '../members/status';
import { accessTokenClaims, accountProfile } from './account-views';
import { passwordMatches } from './passwords';
import { createSessionStore, SESSION_ENDED } from './sessions';
import { createAccessTokens } from './tokens';

const INVALID_MEMBER_CREDENTIALS = 'Invalid credentials. Please try again.';
const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';

type AuthConfig = Pick<Config, 'jwtSecret' | 'adminSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

/** Sign-in, sessions and the bearer-token check for members and admins. */
export function createAuthService(db: Db, config: AuthConfig) {
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

  return {
    isAdminSecret,

    /** Any e-mail or LPU ID / password mismatch answers the same 401; status is only revealed to the owner. */
    async loginMember(credentials: z.output<typeof memberLoginSchema>): Promise<TokenPair> {
      const [found] = await db
        .select()
        .from(members)
        .where('email' in credentials ? eq(members.email, credentials.email) : eq(members.lpuId, credentials.LpuId));
      const passwordOk = await passwordMatches(found?.passwordHash, credentials.password);
      if (!found || !passwordOk) throw new HttpError(401, INVALID_MEMBER_CREDENTIALS);
      const member = await liftExpiredBan(db, found);
      const refusal = memberRefusal(member);
      if (refusal) throw new HttpError(403, refusal);
      const account: Account = { role: 'member', row: member };
      await recordActivity(db, { actor: account, kind: 'member.signed-in' });
      return startSession(account);
    },

    async loginAdmin(credentials: z.output<typeof adminLoginSchema>): Promise<TokenPair> {
      const [admin] = await db
        .select()
        .from(admins)
        .where(eq(sql`lower(${admins.fullname})`, credentials.fullname.toLowerCase()));
      const passwordOk = await passwordMatches(admin?.passwordHash, credentials.password);
      if (!admin || !passwordOk || !isAdminSecret(credentials.secret))
        throw new HttpError(401, INVALID_ADMIN_CREDENTIALS);
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

    /** Verifies the access token, then checks its session and account in the database (a ban applies at once). */
    async authenticate(accessToken: string): Promise<Principal> {
      const claims = tokens.verify(accessToken);
      const session = await sessions.findActive(claims.sid);
      if (!session || session.accountId !== claims.id || session.accountType !== claims.role) {
        // A ban or removal also ends the sessions: say which, rather than a bare 'session ended'.
        const account = await findAccount(claims.role, claims.id);
        throw new HttpError(401, (account && refusalOf(account)) ?? SESSION_ENDED);
      }
      return { ...(await accountOf(session)), sessionId: session.id };
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
