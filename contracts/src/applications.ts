import { z } from 'zod';
import { ACCOMMODATION_OPTIONS, ACCOMMODATIONS, DOMAINS, GENDERS } from './enums';
import { emailSchema, ifMissing, lpuIdSchema, nameField, phoneField, requestBody, requiredTextField } from './fields';
import { BIO_MAX, MAX_APPLICATION_DOMAINS } from './limits';

/** POST /api/apply/apply: the 'Join Our Organization' form, with accommodation already mapped for the API. */
export const membershipApplicationSchema = requestBody({
  fullName: nameField('Full name', 100),
  LpuId: lpuIdSchema,
  email: emailSchema,
  phone: phoneField(),
  course: requiredTextField('Course', 100),
  gender: z.enum(GENDERS, 'Gender is required'),
  domains: z
    .array(z.enum(DOMAINS, 'Please select a valid domain'), ifMissing('Select at least one domain'))
    .min(1, 'Select at least one domain')
    .max(MAX_APPLICATION_DOMAINS, 'Select maximum two domains'),
  accommodation: z.enum(ACCOMMODATIONS, 'Accommodation type is required'),
  previousExperience: z.boolean(ifMissing('Please tell us whether you have previous experience')),
  anyotherorg: z.boolean(ifMissing('Please tell us whether you are a member of other organizations')),
  bio: requiredTextField('Bio', BIO_MAX),
});
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
