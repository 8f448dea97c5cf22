import { z } from 'zod';
import { reviewedApplicationSchema } from './application-records';
import { APPLICATION_STATUSES } from './enums';
import { requestBody, searchQueryField } from './fields';

// The admin panel's side of membership applications (/admin/show, Applications tab).

export const APPLICATION_SORTS = ['newest', 'oldest'] as const;

/** GET /api/apply/applications: every application matching the filters (the panel lists them all, no pages). */
export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, 'Status must be pending, approved or rejected').optional(),
  /** Case-insensitive match on the full name, the e-mail or the position. */
  search: searchQueryField(),
  sort: z.enum(APPLICATION_SORTS, 'Sort must be newest or oldest').default('newest'),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

/** The list, plus the counters over every application (whatever the filters). */
export const applicationListSchema = z.object({
  docs: z.array(reviewedApplicationSchema),
  totalDocs: z.number().int(),
  counts: z.object({ total: z.number().int(), unseen: z.number().int(), pending: z.number().int() }),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid('Invalid application id') });

/** PATCH /api/apply/applications/{id}/status: the admin may approve or reject from any state. */
export const applicationStatusUpdateSchema = requestBody({
  status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
});
