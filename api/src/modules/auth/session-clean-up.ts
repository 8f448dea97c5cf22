import { inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retiredRefreshTokens, sessions } from '../../db/schema';

/** Rows deleted per statement: each one stays far inside the statement time-out and holds its row locks briefly. */
const BATCH = 1_000;

/**
 * An ended session (expired, signed out, revoked) is kept a day: a tab that comes back with its refresh token
 * meanwhile is told "Your session has ended" rather than "Invalid refresh token".
 */
export const ENDED_SESSION_KEPT_MS = 24 * 3_600_000;

export interface SessionCleanUp {
  /** Sessions deleted (their retired tokens went with them). */
  sessions: number;
  /** Retired refresh tokens of live sessions deleted. */
  retiredTokens: number;
}

/**
 * Deletes what sign-ins leave behind (docs/choices.md, "Background jobs across instances"): sessions that ended over
 * ENDED_SESSION_KEPT_MS ago, with their retired tokens, and retired refresh tokens older than a refresh token's
 * lifetime (every refresh retires one). Rows a request holds are skipped, never waited for; `keepGoing` ends the
 * pass between batches.
 */
export async function deleteEndedSessions(
  db: Db,
  { now, refreshTokenTtlSeconds, keepGoing }: { now: Date; refreshTokenTtlSeconds: number; keepGoing: () => boolean },
): Promise<SessionCleanUp> {
  const endedBefore = new Date(now.getTime() - ENDED_SESSION_KEPT_MS);
  const retiredBefore = new Date(now.getTime() - refreshTokenTtlSeconds * 1000);
  const endedSessions = () =>
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
  const oldRetiredTokens = () =>
    db
      .select({ tokenHash: retiredRefreshTokens.tokenHash })
      .from(retiredRefreshTokens)
      .where(lt(retiredRefreshTokens.retiredAt, retiredBefore))
      .limit(BATCH)
      .for('update', { skipLocked: true });
  return {
    sessions: await inBatches(keepGoing, () =>
      db.delete(sessions).where(inArray(sessions.id, endedSessions())).returning({ id: sessions.id }),
    ),
    retiredTokens: await inBatches(keepGoing, () =>
      db
        .delete(retiredRefreshTokens)
        .where(inArray(retiredRefreshTokens.tokenHash, oldRetiredTokens()))
        .returning({ tokenHash: retiredRefreshTokens.tokenHash }),
    ),
  };
}

/** Repeats `deleteBatch` until a batch comes back short; answers the rows deleted. */
async function inBatches(keepGoing: () => boolean, deleteBatch: () => Promise<unknown[]>): Promise<number> {
  let deleted = 0;
  while (keepGoing()) {
    const batch = (await deleteBatch()).length;
    deleted += batch;
    if (batch < BATCH) break;
  }
  return deleted;
}
