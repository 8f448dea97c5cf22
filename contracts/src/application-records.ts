import { z } from 'zod';
import { ACCOMMODATIONS, APPLICATION_STATUSES, DOMAINS, GENDERS } from './enums';

/** A stored membership application (POST /api/apply/apply answers `{ application }`). */
export const applicationRecordSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  LpuId: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  gender: z.enum(GENDERS),
  domains: z.array(z.enum(DOMAINS)),
  accommodation: z.enum(ACCOMMODATIONS),
  previousExperience: z.boolean(),
  anyotherorg: z.boolean(),
  bio: z.string(),
  position: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  seen: z.boolean(),
  /** ISO 8601 date-time. */
  createdAt: z.string(),
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
