import type { AccessTokenClaims, AdminProfile, MemberProfile } from '@guildhall/contracts';
import type { AdminRow, MemberRow } from '../../db/schema';
import type { Account } from '../../principal';

export function toMemberProfile(member: MemberRow): MemberProfile {
  return {
    role: 'member',
    id: member.id,
    fullname: member.fullname,
    email: member.email,
    LpuId: member.lpuId,
    department: member.department,
    designation: member.designation,
    program: member.program,
    year: member.year,
    linkedIn: member.linkedIn,
    github: member.github,
    bio: member.bio,
    skills: member.skills,
    profilePicture: member.profilePictureUrl ? { url: member.profilePictureUrl } : null,
    status: member.status,
    joinedAt: member.joinedAt.toISOString(),
    restriction: {
      isRestricted: member.status !== 'active',
      reason: member.restrictionReason,
      time: member.restrictionReviewTime?.toISOString() ?? null,
    },
  };
}

export function toAdminProfile(admin: AdminRow): AdminProfile {
  return {
    role: 'admin',
    id: admin.id,
    fullname: admin.fullname,
    email: admin.email,
    createdAt: admin.createdAt.toISOString(),
  };
}

export function accessTokenClaims(account: Account): AccessTokenClaims {
  const { id, fullname, email } = account.row;
  const common = { id, fullname, name: fullname, email };
  if (account.role === 'admin') return { ...common, role: 'admin', profilePicture: null, adminID: id };
  const member = account.row;
  return {
    ...common,
    role: 'member',
    profilePicture: member.profilePictureUrl,
    memberID: id,
    department: member.department,
    designation: member.designation,
  };
}

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
