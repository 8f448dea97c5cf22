import { z } from 'zod';
import { DEPARTMENTS, DESIGNATIONS, MEMBER_STATUSES } from './enums';
import { adminRegisterSchema } from './auth';
import {
  lpuIdSchema,
  optionalEmailSchema,
  requestBody,
  requiredTextField,
  searchQueryField,
  textField,
} from './fields';
import { pageQueryFields } from './envelope';
import { memberProfileSchema } from './profiles';

// The admin dashboard's calls: the member table and its actions, the overview's numbers and the activity log.

export const RESTRICTION_REASON_MAX = 500;
/** The members table's status filter (the spec's 'all' is the absence of a filter). */
export const MEMBER_STATUS_FILTERS = ['all', ...MEMBER_STATUSES] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

/** Columns the members table may sort by on the server; '-' in front sorts descending. */
export const MEMBER_SORT_FIELDS = [
  'fullname',
  'email',
  'LpuId',
  'department',
  'designation',
  'status',
  'joinedAt',
] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
const MEMBER_SORTS = MEMBER_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);

/** GET /api/admin/members: paging, sorting, search (name, e-mail or LPU ID) and the two filters. */
export const adminMemberListQuerySchema = z.object({
  search: searchQueryField(),
  status: z.enum(MEMBER_STATUS_FILTERS, 'Status must be all, active, banned or removed').default('all'),
  department: z.enum(DEPARTMENTS, 'Please select a valid department.').optional(),
  sort: z.enum(MEMBER_SORTS, 'Unknown sort order').default('fullname'),
  ...pageQueryFields,
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuerySchema>;

/** The spec's answer (`members`, `totalMembers`) plus the page it is. */
export const adminMemberListSchema = z.object({
  members: z.array(memberProfileSchema),
  totalMembers: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

export const memberIdParamsSchema = z.object({ id: z.uuid('Invalid member id') });

/** A calendar day, YYYY-MM-DD (what a date input gives). */
const reviewDay = textField('Review date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Review date must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Review date must be a real date');

/** PUT /api/members/{id}/ban and /remove: a reason, and optionally the day the restriction is reviewed. */
export const memberRestrictionSchema = requestBody({
  reason: requiredTextField('Reason', RESTRICTION_REASON_MAX),
  reviewTime: reviewDay.optional(),
});
export type MemberRestrictionRequest = z.input<typeof memberRestrictionSchema>;

/** The Ban / Remove dialogs: an empty date field means no review date. */
export const memberRestrictionFormSchema = z.object({
  reason: memberRestrictionSchema.shape.reason,
  reviewTime: z.union([z.literal(''), reviewDay]).transform((value) => value || undefined),
});

/** The Remove dialog: a removal is final, so it asks for a reason and no review date (the API refuses one). */
export const memberRemovalFormSchema = memberRestrictionFormSchema.pick({ reason: true });

/** PUT /api/members/{id}/admin: the fields only an admin changes. */
export const adminMemberUpdateSchema = requestBody({
  department: z.enum(DEPARTMENTS, 'Please select a valid department.'),
  designation: z.enum(DESIGNATIONS, 'Please select a valid designation.'),
  LpuId: lpuIdSchema,
});
export type AdminMemberUpdateRequest = z.input<typeof adminMemberUpdateSchema>;

/**
 * The Add Member modal (Register New Member): the registration payload, with the designation asked for and an
 * empty e-mail field meaning none.
 */
export const addMemberFormSchema = adminRegisterSchema.omit({ secret: true }).extend({
  email: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(optionalEmailSchema),
  designation: z.enum(DESIGNATIONS, 'Please select a valid designation.'),
});

/** Answer of every member action: the member as it is now. */
export const memberActionResultSchema = z.object({ member: memberProfileSchema });

/** GET /api/admin/dashboard-stats */
export const dashboardStatsSchema = z.object({
  /** Members not removed (active and banned). */
  members: z.number().int(),
  /** Tickets issued and not cancelled. */
  tickets: z.number().int(),
  /** Events not completed and not on a past day. */
  upcomingEvents: z.number().int(),
  /** Percentage (0-100, one decimal) of active members who posted, liked, commented or got a ticket in 30 days. */
  engagement: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const ACTIVITY_RANGES = ['week', 'month', 'year'] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];

/** GET /api/admin/activity-overview?range= */
export const activityOverviewQuerySchema = z.object({
  range: z.enum(ACTIVITY_RANGES, 'Range must be week, month or year').default('week'),
});

/** One bar group: the period's first day (YYYY-MM-DD, club time) and what happened in it. */
export const activityBucketSchema = z.object({
  start: z.string(),
  newMembers: z.number().int(),
  ticketsSold: z.number().int(),
  posts: z.number().int(),
});
export const activityOverviewSchema = z.object({
  range: z.enum(ACTIVITY_RANGES),
  /** 'day' (week: 7 days), 'week' (month: 5 weeks) or 'month' (year: 12 months). */
  unit: z.enum(['day', 'week', 'month']),
  buckets: z.array(activityBucketSchema),
});
export type ActivityOverview = z.infer<typeof activityOverviewSchema>;

/** One entry of the activity log, the spec's item; it reads '<user> <action> <target>' ('Club Admin banned Asha'). */
export const activityItemSchema = z.object({
  id: z.string(),
  user: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** ISO 8601 date-time. */
  time: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
/** Recent Activity's page: the dashboard shows 10, and 'Show more' asks for the next 10 (at most 50 a call). */
export const RECENT_ACTIVITY_LIMIT = 10;
export const RECENT_ACTIVITY_MAX = 50;
/** Sign-ins and sign-outs: in the log, left out of the dashboard's list ('exclude'). */
export const ACTIVITY_SESSIONS = ['include', 'exclude'] as const;

export const ACTIVITY_CURSOR_INVALID = 'Invalid cursor: pass the nextCursor of the previous page';

/** GET /api/admin/recent-activity: newest first, `limit` at a time; `cursor` is the previous page's `nextCursor`. */
export const recentActivityQuerySchema = z.object({
  cursor: z.uuid(ACTIVITY_CURSOR_INVALID).optional(),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(RECENT_ACTIVITY_MAX, `Limit cannot exceed ${RECENT_ACTIVITY_MAX}`)
    .default(RECENT_ACTIVITY_LIMIT),
  sessions: z.enum(ACTIVITY_SESSIONS, 'Sessions must be include or exclude').default('include'),
});
export type RecentActivityQuery = z.input<typeof recentActivityQuerySchema>;

/** One page of the log; `nextCursor` fetches the following (older) page, null at the end. */
export const recentActivityPageSchema = z.object({
  items: z.array(activityItemSchema),
  nextCursor: z.string().nullable(),
});
export type RecentActivityPage = z.infer<typeof recentActivityPageSchema>;
