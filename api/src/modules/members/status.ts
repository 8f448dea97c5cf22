import type { MemberRow } from '../../db/schema';

/** Why a member may not use the site (banned or removed), or undefined for an active member. */
export function memberRefusal(member: MemberRow): string | undefined {
  if (member.status === 'active') return undefined;
  const reason = member.restrictionReason ? ` Reason: ${member.restrictionReason.replace(/[.!?\s]+$/, '')}.` : '';
  if (member.status === 'removed') {
    return `Your membership has been removed.${reason} Please contact the club admins if you think this is a mistake.`;
  }
  const review = member.restrictionReviewTime
    ? ` It will be reviewed on ${member.restrictionReviewTime.toISOString().slice(0, 10)}.`
    : '';
  return `Your account has been banned.${reason}${review}`;
}
