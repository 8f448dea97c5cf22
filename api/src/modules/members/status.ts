import { and, eq, lte } from 'drizzle-orm';
import { formatDate } from '@guildhall/contracts/dates';
import type { Db } from '../../db/client';
import { members, type MemberRow } from '../../db/schema';

/** Why a member may not use the site (banned or removed), or undefined for an active member. */
export function memberRefusal(member: MemberRow): string | undefined {
  if (member.status === 'active') return undefined;
  const reason = member.restrictionReason ? ` Reason: ${member.restrictionReason.replace(/[.!?\s]+$/, '')}.` : '';
  if (member.status === 'removed') {
    return `Your membership has been removed.${reason} Please contact the club admins if you think this is a mistake.`;
  }
  const review = member.restrictionReviewTime
    ? ` It will be reviewed on ${formatDate(member.restrictionReviewTime)}.`
    : '';
  return `Your account has been banned.${reason}${review}`;
}

/**
 * A ban whose review time has passed is over: the member is active again (the row is updated, so admins see it
 * too). A removal is final whatever its date (the admin screens offer no way back from it), and a ban without a
 * review time lasts until an admin lifts it.
 */
export async function liftExpiredBan(db: Db, member: MemberRow, now = new Date()): Promise<MemberRow> {
  const review = member.restrictionReviewTime;
  if (member.status !== 'banned' || !review || review > now) return member;
  const [lifted] = await db
    .update(members)
    .set({ status: 'active', restrictionReason: null, restrictionReviewTime: null, restrictedAt: null })
    .where(and(eq(members.id, member.id), eq(members.status, 'banned'), lte(members.restrictionReviewTime, now)))
    .returning();
  // Another request lifted it (or an admin changed it) a moment ago: read what is there now.
  if (lifted) return lifted;
  const [current] = await db.select().from(members).where(eq(members.id, member.id));
  return current ?? member;
}
