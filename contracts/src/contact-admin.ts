import { z } from 'zod';

/** GET /api/contact/counts: the admin panel's counters, over every contact request. */
export const contactCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
});
export type ContactCounts = z.infer<typeof contactCountsSchema>;
