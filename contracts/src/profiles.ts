import { z } from 'zod';
import { DEPARTMENTS, DESIGNATIONS, MEMBER_STATUSES } from './enums';

/** A member as the API shows it to the member and to admins (GET /api/auth/me, POST /api/admin/register). */
export const memberProfileSchema = z.object({
  role: z.literal('member'),
  id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  LpuId: z.string(),
  department: z.enum(DEPARTMENTS),
  designation: z.enum(DESIGNATIONS),
  program: z.string().nullable(),
  year: z.number().int().nullable(),
  linkedIn: z.string().nullable(),
  github: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  profilePicture: z.object({ url: z.string() }).nullable(),
  status: z.enum(MEMBER_STATUSES),
  /** ISO 8601 date-time. */
  joinedAt: z.string(),
  restriction: z.object({
    isRestricted: z.boolean(),
    reason: z.string().nullable(),
    /** Review date (ISO 8601) chosen when the member was banned or removed. */
    time: z.string().nullable(),
  }),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const adminProfileSchema = z.object({
  role: z.literal('admin'),
  id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  /** ISO 8601 date-time. */
  createdAt: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** GET /api/auth/me */
export const accountProfileSchema = z.discriminatedUnion('role', [memberProfileSchema, adminProfileSchema]);
export type AccountProfile = z.infer<typeof accountProfileSchema>;
