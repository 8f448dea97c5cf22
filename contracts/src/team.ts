import { z } from 'zod';
import { DEPARTMENTS, DESIGNATIONS } from './enums';

/**
 * A member as the team page and the leaders grid show them (GET /api/members/getall, /getleaders). The private
 * fields (LPU ID, e-mail, year, joined date) are present only for signed-in callers; guests get
 * the program and the public profile.
 */
export const teamMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  designation: z.enum(DESIGNATIONS),
  department: z.enum(DEPARTMENTS),
  profilePicture: z.object({ url: z.string() }).nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  program: z.string().nullable(),
  linkedIn: z.string().nullable(),
  github: z.string().nullable(),
  /** 0 for the CEO, 1 for the other leaders (CTO, CMO, COO), 2 for everyone else. */
  level: z.number().int(),
  LpuId: z.string().optional(),
  email: z.string().nullable().optional(),
  year: z.number().int().nullable().optional(),
  /** ISO 8601 date-time. */
  joinedAt: z.string().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/members/getleaders: the CEO, CTO, CMO and COO, in that order. */
export const teamLeadersSchema = z.object({ members: z.array(teamMemberSchema) });
/** GET /api/members/getall: every active member, leaders first, then by department (team order) and designation. */
export const teamListSchema = z.object({ members: z.array(teamMemberSchema), totalMembers: z.number().int() });
export type TeamList = z.infer<typeof teamListSchema>;
