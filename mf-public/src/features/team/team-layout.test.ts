import type { TeamMember } from '@guildhall/contracts';
import { teamMember } from '../../test-support/fixtures';
import { layOutTeam } from './team-layout';

const member = (
  fullName: string,
  designation: TeamMember['designation'],
  department: TeamMember['department'],
): TeamMember => teamMember({ fullName, designation, department });

it('puts the CEO alone, then the other leaders, then departments in the spec order grouped by designation', () => {
  const layout = layOutTeam([
    member('Chief', 'CEO', 'Management'),
    member('Tech lead', 'CTO', 'Technical'),
    member('Ops', 'COO', 'HR'),
    member('Events member', 'member', 'Event Management'),
    member('PR member', 'member', 'PR'),
    member('Design head', 'Head', 'Design'),
    member('Tech member', 'member', 'Technical'),
    member('Tech head', 'Head', 'Technical'),
  ]);
  expect(layout.chief?.fullName).toBe('Chief');
  expect(layout.leaders.map((m) => m.fullName)).toEqual(['Tech lead', 'Ops']);
  expect(layout.departments.map((d) => d.department)).toEqual(['Technical', 'Design', 'Event Management', 'PR']);
  expect(layout.departments[0]!.members.map((m) => m.fullName)).toEqual(['Tech head', 'Tech member']);
});
