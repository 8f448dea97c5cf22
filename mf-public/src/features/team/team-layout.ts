import type { TeamMember } from '@guildhall/contracts';
import { DEPARTMENTS, DESIGNATIONS, TEAM_DEPARTMENT_ORDER } from '@guildhall/contracts/enums';

export interface DepartmentGroup {
  department: TeamMember['department'];
  /** Grouped by designation (Head before members), then by name. */
  members: TeamMember[];
}

export interface TeamLayout {
  /** The CEO, shown alone and larger. */
  chief: TeamMember | null;
  /** CTO, CMO and COO, in that order. */
  leaders: TeamMember[];
  /** Everyone else by department (the spec's order, then any other department), then by designation. */
  departments: DepartmentGroup[];
}

const DEPARTMENT_ORDER = [...TEAM_DEPARTMENT_ORDER, ...DEPARTMENTS.filter((d) => !TEAM_DEPARTMENT_ORDER.includes(d))];

/** Arranges the API's list (already leaders first) the way the team page shows it. */
export function layOutTeam(members: readonly TeamMember[]): TeamLayout {
  const leadership = members.filter((member) => member.level < 2);
  const rest = members.filter((member) => member.level >= 2);
  const departments = DEPARTMENT_ORDER.map((department) => ({
    department,
    members: rest
      .filter((member) => member.department === department)
      .sort(
        (a, b) =>
          DESIGNATIONS.indexOf(a.designation) - DESIGNATIONS.indexOf(b.designation) ||
          a.fullName.localeCompare(b.fullName),
      ),
  })).filter((department) => department.members.length > 0);
  return {
    chief: leadership.find((member) => member.level === 0) ?? null,
    leaders: leadership.filter((member) => member.level === 1),
    departments,
  };
}

export const SKILLS_ON_CARD = 3;

/** 'member' reads 'Member' on screen, as on the profile: the contracts' one spelling. */
export { designationLabel } from '@guildhall/contracts/enums';
