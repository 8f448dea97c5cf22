import type { Role } from '@guildhall/contracts';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, type Placeholder } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { retiredRefreshTokens, sessions, type SessionRow } from '../../db/schema';
import { HttpError } from '../../http';
import { createTokenSealer } from './token-sealer';
import { hashRefreshToken, newRefreshToken } from './tokens';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const INVALID_REFRESH_TOKEN = 'Invalid refresh token. Please sign in again.';

/**
 * How long a just-retired refresh token still answers with the pair it was rotated into: long enough for two
 * tabs (or a retried request) that sent the same token at once, short enough to keep replay detection useful.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** The condition on `sessions` that the session `sessionId` is neither revoked nor expired at `now`. */
export const isActiveSession = (sessionId: string | Placeholder, now: Date | Placeholder = new Date()) =>
  and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export interface AccountRef {
  type: Role;
  id: string;
}

export interface Rotation {
  session: SessionRow;
  refreshToken: string;
}

/**
 * Sessions are refresh-token families. A refresh swaps the family's token for a new one (sliding expiry). A
 * retired token presented again within REFRESH_GRACE_SECONDS gets the same new token as the request that retired
 * it; later, it means the token leaked or was replayed, so the whole family is revoked.
 */
export function createSessionStore(db: Db, config: Pick<Config, 'refreshTokenTtlSeconds' | 'jwtSecret'>) {
  const expiryFrom = (now: Date) => new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000);
  const graceStart = (now: Date) => new Date(now.getTime() - REFRESH_GRACE_SECONDS * 1000);
  const sealer = createTokenSealer(config.jwtSecret);

  async function revoke(sessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /**
   * A token that is not the current one of its family: within the grace window, the token it was rotated into
   * (if that is still the family's current token); otherwise a replay, and the family is revoked.
   */
  async function answerRetired(presentedHash: string, now: Date, unknownMessage: string): Promise<Rotation> {
    const [retired] = await db
      .select()
      .from(retiredRefreshTokens)
      .where(eq(retiredRefreshTokens.tokenHash, presentedHash));
    if (!retired) throw new HttpError(401, unknownMessage);
    const successor =
      retired.successorCiphertext && retired.retiredAt > graceStart(now)
        ? sealer.open(retired.successorCiphertext, presentedHash)
        : undefined;
    if (successor) {
      const session = await findActive(retired.sessionId);
      if (session?.tokenHash === hashRefreshToken(successor)) return { session, refreshToken: successor };
    }
    await revoke(retired.sessionId);
    throw new HttpError(401, SESSION_ENDED);
  }

  /**
   * Clears every family's sealed successor once its grace window has passed (run on each sign-in and rotation).
   * Rows a concurrent rotation holds are skipped rather than waited for: two sweeps never block each other.
   */
  async function forgetExpiredSuccessors(now: Date): Promise<void> {
    const expired = db
      .select({ tokenHash: retiredRefreshTokens.tokenHash })
      .from(retiredRefreshTokens)
      .where(
        and(isNotNull(retiredRefreshTokens.successorCiphertext), lt(retiredRefreshTokens.retiredAt, graceStart(now))),
      )
      .for('update', { skipLocked: true });
    await db
      .update(retiredRefreshTokens)
      .set({ successorCiphertext: null })
      .where(inArray(retiredRefreshTokens.tokenHash, expired));
  }

  /** The session if it is neither revoked nor expired. */
  async function findActive(sessionId: string): Promise<SessionRow | undefined> {
    const [session] = await db.select().from(sessions).where(isActiveSession(sessionId));
    return session;
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
      await forgetExpiredSuccessors(new Date());
      return { sessionId: session!.id, refreshToken };
    },

    async rotate(refreshToken: string): Promise<Rotation> {
      const presentedHash = hashRefreshToken(refreshToken);
      const now = new Date();
      const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, presentedHash));
      if (!session) return answerRetired(presentedHash, now, INVALID_REFRESH_TOKEN);
      if (session.revokedAt || session.expiresAt <= now) throw new HttpError(401, SESSION_ENDED);

      const nextToken = newRefreshToken();
      const rotated = await db.transaction(async (tx) => {
        // Matching the presented hash makes the swap atomic: of two refreshes racing with one token, one wins.
        const [updated] = await tx
          .update(sessions)
          .set({ tokenHash: hashRefreshToken(nextToken), expiresAt: expiryFrom(now), lastUsedAt: now })
          .where(and(eq(sessions.id, session.id), eq(sessions.tokenHash, presentedHash), isNull(sessions.revokedAt)))
          .returning();
        if (!updated) return undefined;
        // Only the family's newest successor stays readable.
        await tx
          .update(retiredRefreshTokens)
          .set({ successorCiphertext: null })
          .where(
            and(eq(retiredRefreshTokens.sessionId, session.id), isNotNull(retiredRefreshTokens.successorCiphertext)),
          );
        await tx.insert(retiredRefreshTokens).values({
          tokenHash: presentedHash,
          sessionId: session.id,
          retiredAt: now,
          successorCiphertext: sealer.seal(nextToken, presentedHash),
        });
        return updated;
      });
      // The other request of a race retired this token a moment ago: answer as it was answered.
      if (!rotated) return answerRetired(presentedHash, now, SESSION_ENDED);
      await forgetExpiredSuccessors(now);
      return { session: rotated, refreshToken: nextToken };
    },

    /** Ends every other sign-in of the account (a password change): their refresh and access tokens stop working. */
    async revokeOthers(account: AccountRef, keepSessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.accountType, account.type),
            eq(sessions.accountId, account.id),
            ne(sessions.id, keepSessionId),
            isNull(sessions.revokedAt),
          ),
        );
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
