import { z } from 'zod';
import { ACCOMMODATIONS, APPLICATION_STATUSES, DOMAINS, GENDERS, MEMBER_STATUSES } from './enums';

/** A stored membership application as its applicant sent it (POST /api/apply/apply answers `{ application }`). */
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

/** Which of the application's fields a member account already had: its LPU ID, its e-mail, or both. */
export const APPLICANT_MEMBER_MATCHES = ['lpu-id', 'email', 'lpu-id-and-email'] as const;
export type ApplicantMemberMatch = (typeof APPLICANT_MEMBER_MATCHES)[number];

/**
 * An application as the admin panel sees it: also whether its LPU ID or e-mail belonged to a member account when it
 * was filed, with that account's status then (null: to nobody). Never in the applicant's own answer, which is the
 * same for everyone (docs/choices.md, "Contact and joining").
 */
export const reviewedApplicationSchema = applicationRecordSchema.extend({
  alreadyMember: z.object({ status: z.enum(MEMBER_STATUSES), matchedBy: z.enum(APPLICANT_MEMBER_MATCHES) }).nullable(),
});
export type ReviewedApplication = z.infer<typeof reviewedApplicationSchema>;
