// Tests only: an event and a team member as the public API answers them.
import { LEADER_DESIGNATIONS, type PublicEvent, type TeamMember } from '@guildhall/contracts';

export function publicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 'e-1',
    title: 'Night of the Lost Souls',
    description: 'A horror-themed EDM night.',
    date: '2026-11-25',
    time: '19:30',
    // 19:30 IST = 14:00 UTC.
    startsAt: '2026-11-25T14:00:00.000Z',
    venue: 'Block 32 Amphitheatre',
    status: 'upcoming',
    ticketPrice: 400,
    totalSpots: 500,
    spotsLeft: 377,
    salesOpenAt: null,
    salesCloseAt: null,
    salesOpen: true,
    waitlistOpen: false,
    tags: ['Live DJ', 'Costumes'],
    posters: [{ url: '/uploads/p1.jpg', alt: 'The poster', order: 1 }],
    sponsor: 'Not Applicable',
    organizer: 'Guildhall Events Team',
    registrationUrl: null,
    featured: true,
    ...overrides,
  };
}

/** A guest's view of a member; `level` as the API gives it (0 the CEO, 1 the other leaders, 2 everyone else). */
export function teamMember(fields: Partial<TeamMember> & Pick<TeamMember, 'fullName' | 'designation'>): TeamMember {
  return {
    id: fields.fullName,
    department: 'Technical',
    profilePicture: null,
    bio: null,
    skills: [],
    program: null,
    linkedIn: null,
    github: null,
    level: fields.designation === 'CEO' ? 0 : LEADER_DESIGNATIONS.includes(fields.designation) ? 1 : 2,
    ...fields,
  };
}
