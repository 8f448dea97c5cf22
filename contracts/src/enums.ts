// Enumerations shared by the API (database checks, validation) and the forms.

/** Departments in the order the team page shows them. */
const TEAM_DEPARTMENTS = [
  'Technical',
  'Management',
  'Marketing',
  'Social Media',
  'Media',
  'Content Writing',
  'Design',
  'HR',
  'Event Management',
] as const;

/** Every department any screen of the specs offers (admin management adds Coordinator and PR). */
export const DEPARTMENTS = [...TEAM_DEPARTMENTS, 'Coordinator', 'PR'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const TEAM_DEPARTMENT_ORDER: readonly Department[] = TEAM_DEPARTMENTS;

/** The admin dashboard's member management list (Add Member, Update Member), in the spec's order (section 6). */
export const ADMIN_DEPARTMENTS: readonly Department[] = [
  'HR',
  'Technical',
  'Marketing',
  'Management',
  'Content Writing',
  'Event Management',
  'Media',
  'Design',
  'Coordinator',
  'PR',
];

/** The admin sign-in screen's 'Member Register' tab list, in the spec's order (section 6). */
export const SIGN_IN_REGISTER_DEPARTMENTS: readonly Department[] = [
  'HR',
  'Technical',
  'Marketing',
  'Management',
  'Social Media',
  'Content Writing',
  'Event Management',
  'Media',
  'Design',
];

export const DESIGNATIONS = ['CEO', 'CTO', 'CFO', 'CMO', 'COO', 'Head', 'member'] as const;
export type Designation = (typeof DESIGNATIONS)[number];
/**
 * A designation as every screen writes it: the stored 'member' (the API's and the database's value, as the specs
 * name it) reads 'Member'; the others are titles already.
 */
export const designationLabel = (designation: Designation): string =>
  designation === 'member' ? 'Member' : designation;
export const LEADER_DESIGNATIONS: readonly Designation[] = ['CEO', 'CTO', 'CMO', 'COO'];

export const MEMBER_STATUSES = ['active', 'banned', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const YEARS = [1, 2, 3, 4] as const;

export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Interest domains on the join form (up to two). */
export const DOMAINS = [
  'technical',
  'data-management',
  'event-management',
  'marketing',
  'media',
  'content-creation',
  'content-writing',
  'arts-and-culture',
  'design',
] as const;
export type Domain = (typeof DOMAINS)[number];

export const GENDERS = ['male', 'female'] as const;

/** Accommodation as the join form offers it, and as it is sent to the API. */
export const ACCOMMODATION_OPTIONS = [
  { value: 'hostel', label: 'Hostel', apiValue: 'hostler' },
  { value: 'day-scholar', label: 'Day Scholar', apiValue: 'non-hostler' },
] as const;
export const ACCOMMODATIONS = ['hostler', 'non-hostler'] as const;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Contact requests: 'closed' exists in the spec's admin panel filter, nothing sets it yet. */
export const CONTACT_STATUSES = ['pending', 'resolved', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * Tag chips an event page shows when the event has none (the spec's five default tags: a DJ, freshers, a
 * horror theme, VIP and an underground experience).
 */
export const DEFAULT_EVENT_TAGS = [
  'Live DJ',
  'Freshers Special',
  'Horror Theme',
  'VIP Access',
  'Underground Experience',
];

/** The club's own name, as the ticket form's first club option shows it. */
export const CLUB_NAME = 'Guildhall';
/** The purchase form's club options: the club itself, SML, VIBE, BEAST. */
export const TICKET_CLUBS = [CLUB_NAME, 'SML', 'VIBE', 'BEAST'] as const;
export const TICKET_GENDERS = ['Male', 'Female'] as const;
/** A ticket's real status: valid until checked in (used) or cancelled by an admin. */
export const TICKET_STATUSES = ['valid', 'used', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
