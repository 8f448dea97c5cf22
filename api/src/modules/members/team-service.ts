import {
  DEPARTMENTS,
  DESIGNATIONS,
  LEADER_DESIGNATIONS,
  TEAM_DEPARTMENT_ORDER,
  type TeamMember,
} from '@guildhall/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, type MemberRow } from '../../db/schema';

/** Who is asking: signed-in callers also see LPU ID, e-mail, year and joined date (docs/choices.md, "Team"). */
export type TeamViewer = 'guest' | 'signed-in';

const DEPARTMENT_ORDER = [...TEAM_DEPARTMENT_ORDER, ...DEPARTMENTS.filter((d) => !TEAM_DEPARTMENT_ORDER.includes(d))];
const rank = <T>(order: readonly T[], value: T) => order.indexOf(value);

function levelOf(member: MemberRow): number {
  if (member.designation === 'CEO') return 0;
  return LEADER_DESIGNATIONS.includes(member.designation) ? 1 : 2;
}

/** Leaders by rank (CEO, CTO, CMO, COO), then the team's department order, designation and name. */
function teamOrder(a: MemberRow, b: MemberRow): number {
  return (
    levelOf(a) - levelOf(b) ||
    (levelOf(a) < 2 ? rank(LEADER_DESIGNATIONS, a.designation) - rank(LEADER_DESIGNATIONS, b.designation) : 0) ||
    rank(DEPARTMENT_ORDER, a.department) - rank(DEPARTMENT_ORDER, b.department) ||
    rank(DESIGNATIONS, a.designation) - rank(DESIGNATIONS, b.designation) ||
    a.fullname.localeCompare(b.fullname)
  );
}

export function toTeamMember(member: MemberRow, viewer: TeamViewer): TeamMember {
  const shown: TeamMember = {
    id: member.id,
    fullName: member.fullname,
    designation: member.designation,
    department: member.department,
    profilePicture: member.profilePictureUrl ? { url: member.profilePictureUrl } : null,
    bio: member.bio,
    skills: member.skills,
    program: member.program,
    linkedIn: member.linkedIn,
    github: member.github,
    level: levelOf(member),
  };
  if (viewer === 'guest') return shown;
  return {
    ...shown,
    LpuId: member.lpuId,
    email: member.email,
    year: member.year,
    joinedAt: member.joinedAt.toISOString(),
  };
}

/** The public team listing: active members only (banned and removed members are not shown). */
export function createTeamService(db: Db) {
  const active = eq(members.status, 'active');
  return {
    async all(viewer: TeamViewer): Promise<TeamMember[]> {
      const rows = await db.select().from(members).where(active);
      return rows.sort(teamOrder).map((row) => toTeamMember(row, viewer));
    },
    async leaders(viewer: TeamViewer): Promise<TeamMember[]> {
      const rows = await db
        .select()
        .from(members)
        .where(and(active, inArray(members.designation, [...LEADER_DESIGNATIONS])));
      return rows.sort(teamOrder).map((row) => toTeamMember(row, viewer));
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
