import { z } from 'zod';
import { ACCOMMODATION_OPTIONS, ACCOMMODATIONS, DOMAINS, GENDERS } from './enums';
import { BIO_MAX, MAX_APPLICATION_DOMAINS } from './limits';

const required = (message: string) => z.string().trim().min(1, message);

/** POST /api/apply/apply: the 'Join Our Organization' form, with accommodation already mapped for the API. */
export const membershipApplicationSchema = z
  .object({
    fullName: required('Full name is required').max(100),
    LpuId: required('LPU ID is required').regex(/^\d{8}$/, 'LPU ID must be exactly 8 digits'),
    email: required('Email is required').email('Invalid email format').toLowerCase(),
    phone: required('Phone number is required').max(20),
    course: required('Course is required').max(100),
    gender: z.enum(GENDERS, 'Gender is required'),
    domains: z
      .array(z.enum(DOMAINS))
      .min(1, 'Select at least one domain')
      .max(MAX_APPLICATION_DOMAINS, 'Select maximum two domains'),
    accommodation: z.enum(ACCOMMODATIONS, 'Accommodation type is required'),
    previousExperience: z.boolean(),
    anyotherorg: z.boolean(),
    bio: required('Bio is required').max(BIO_MAX, `Bio cannot exceed ${BIO_MAX} characters`),
  })
  .strict();
export type MembershipApplication = z.infer<typeof membershipApplicationSchema>;

/**
 * The 'Join Our Organization' form as the visitor fills it in: accommodation as the form labels it (Hostel, Day
 * Scholar), parsed into the API payload (hostler, non-hostler).
 */
export const membershipApplicationFormSchema = membershipApplicationSchema
  .extend({
    accommodation: z.enum(
      ACCOMMODATION_OPTIONS.map((option) => option.value),
      'Accommodation type is required',
    ),
  })
  .transform(({ accommodation, ...application }): MembershipApplication => ({
    ...application,
    accommodation: ACCOMMODATION_OPTIONS.find((option) => option.value === accommodation)!.apiValue,
  }));
