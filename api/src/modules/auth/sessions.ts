import type { Role } from '@guildhall/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { retiredRefreshTokens, sessions, type SessionRow } from '../../db/schema';
import { HttpError } from '../../http';
import { hashRefreshToken, newRefreshToken } from './tokens';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export interface AccountRef {
  type: Role;
  id: string;
}

/**
 * Sessions are refresh-token families. A refresh swaps the family's token for a new one (sliding expiry); a
 * retired token presented again means it leaked or was replayed, so the whole family is revoked.
 */
export function createSessionStore(db: Db, config: Pick<Config, 'refreshTokenTtlSeconds'>) {
  const expiryFrom = (now: Date) => new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000);

  async function revoke(sessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return {
    revoke,

    async start(account: AccountRef): Promise<{ sessionId: string; refreshToken: string }> {
      const refreshToken = newRefreshToken();
      const [session] = await db
        .insert(sessions)
        .values({
          accountType: account.type,
          accountId: account.id,
          tokenHash: hashRefreshToken(refreshToken),
          expiresAt: expiryFrom(new Date()),
        })
        .returning({ id: sessions.id });
      return { sessionId: session!.id, refreshToken };
    },

    /** The session if it is neither revoked nor expired. */
    async findActive(sessionId: string): Promise<SessionRow | undefined> {
      const [session] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return session;
    },

    async rotate(refreshToken: string): Promise<{ session: SessionRow; refreshToken: string }> {
      const presentedHash = hashRefreshToken(refreshToken);
      const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, presentedHash));
      if (!session) {
        const [retired] = await db
          .select({ sessionId: retiredRefreshTokens.sessionId })
          .from(retiredRefreshTokens)
          .where(eq(retiredRefreshTokens.tokenHash, presentedHash));
        if (retired) await revoke(retired.sessionId);
        throw new HttpError(401, retired ? SESSION_ENDED : 'Invalid refresh token. Please sign in again.');
      }
      const now = new Date();
      if (session.revokedAt || session.expiresAt <= now) throw new HttpError(401, SESSION_ENDED);

      const nextToken = newRefreshToken();
      const rotated = await db.transaction(async (tx) => {
        // Matching the presented hash makes the swap atomic: of two refreshes racing with one token, one wins.
        const [updated] = await tx
          .update(sessions)
          .set({ tokenHash: hashRefreshToken(nextToken), expiresAt: expiryFrom(now), lastUsedAt: now })
          .where(and(eq(sessions.id, session.id), eq(sessions.tokenHash, presentedHash), isNull(sessions.revokedAt)))
          .returning();
        if (updated) await tx.insert(retiredRefreshTokens).values({ tokenHash: presentedHash, sessionId: session.id });
        return updated;
      });
      if (!rotated) {
        await revoke(session.id);
        throw new HttpError(401, SESSION_ENDED);
      }
      return { session: rotated, refreshToken: nextToken };
    },

    /** Revokes the family that `refreshToken` currently belongs to, if it is the account's. */
    async revokeByToken(refreshToken: string, account: AccountRef): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.tokenHash, hashRefreshToken(refreshToken)),
            eq(sessions.accountType, account.type),
            eq(sessions.accountId, account.id),
            isNull(sessions.revokedAt),
          ),
        );
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
