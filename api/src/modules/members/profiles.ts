import type { MemberProfile } from '@guildhall/contracts';
import type { MemberRow } from '../../db/schema';

/** A member as the API shows it to the member and to admins: never the password hash. */
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
