import { z } from 'zod';
import { YEARS } from './enums';
import { ifMissing, lpuIdSchema, nameField, requestBody, requiredTextField, textField } from './fields';
import { BIO_MAX, NEW_PASSWORD_MIN } from './limits';
import { memberProfileSchema } from './profiles';

// The member's own account (the profile screen): PUT /api/members/me, POST /api/members/me/password,
// DELETE /api/members/me/pending-email, POST /api/members/forgot-lpu-id and POST /api/members/confirm-email.
// Designation, department, status and LPU ID are not the member's to change.

const NAME_MAX = 100;
const PROGRAM_MAX = 100;
const URL_MAX = 300;
const PASSWORD_MAX = 200;
const EMAIL_MAX = 254;
/** The spec's one message of the e-mail forms (reset link, forgot LPU ID). */
const INVALID_EMAIL = 'Please enter a valid email address';

/** Text the member may leave empty: trimmed, and '' (or null) is stored as null ('Not provided'). */
function optionalText(label: string, max: number) {
  return textField(label)
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .nullable()
    .transform((value) => value || null);
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * A link as people paste it, with `https://` added when it has no scheme ('linkedin.com/in/asha',
 * '//github.com/asha'). A scheme stays as typed (javascript:, ftp: are then refused); 'github.com:443/asha' names a
 * host and a port, not a scheme, so it gets https:// too.
 */
export function withWebScheme(link: string): string {
  if (link === '') return link;
  if (link.startsWith('//')) return `https:${link}`;
  const scheme = SCHEME.exec(link)?.[1];
  return scheme && !scheme.includes('.') ? link : `https://${link}`;
}

/**
 * A link shown on the profile (LinkedIn, GitHub): empty, or a web address (http or https only, never javascript:
 * or data:); `https://` is added when it was left out.
 */
function optionalWebAddress(label: string, example: string) {
  return textField(label)
    .trim()
    .overwrite(withWebScheme)
    .max(URL_MAX, `${label} cannot exceed ${URL_MAX} characters`)
    .refine((value) => value === '' || isWebAddress(value), `${label} must be a web address, like ${example}`)
    .nullable()
    .transform((value) => value || null);
}

const YEAR_MESSAGE = 'Year must be 1st to 4th Year, or none';

/** A link to confirm a new e-mail address works once, for this long. */
export const EMAIL_CONFIRM_LINK_HOURS = 24;
export const EMAIL_CONFIRM_INVALID_LINK =
  `This confirmation link is invalid, used or older than ${EMAIL_CONFIRM_LINK_HOURS} hours. ` +
  'Change your e-mail address on your profile again.';

/** The member's password, asked again before what a borrowed sign-in must not do (a new password, a new e-mail). */
const currentPasswordField = () => textField('Current password').max(PASSWORD_MAX, 'Current password is too long');

/** PUT /api/members/me: the Edit Profile tab's fields, all of them (null or '' clears an optional one). */
export const memberProfileUpdateSchema = requestBody({
  fullname: nameField('Full name', NAME_MAX),
  email: textField('Email')
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, `Email cannot exceed ${EMAIL_MAX} characters`)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Invalid email format')
    .nullable()
    .transform((value) => value || null),
  program: optionalText('Program', PROGRAM_MAX),
  year: z
    .number(ifMissing(YEAR_MESSAGE))
    .int(YEAR_MESSAGE)
    .min(YEARS[0], YEAR_MESSAGE)
    .max(YEARS[YEARS.length - 1]!, YEAR_MESSAGE)
    .nullable(),
  linkedIn: optionalWebAddress('LinkedIn', 'linkedin.com/in/your-name'),
  github: optionalWebAddress('GitHub', 'github.com/your-name'),
  bio: optionalText('Bio', BIO_MAX),
  /**
   * Needed only when `email` differs from the account's address (and from the one waiting for confirmation); '' is
   * the same as none. The new address takes effect once the link e-mailed to it is opened.
   */
  currentPassword: currentPasswordField()
    .optional()
    .transform((value) => value || undefined),
});
export type MemberProfileUpdate = z.input<typeof memberProfileUpdateSchema>;

/** The year select's choices: none, or 1st to 4th Year. */
export const YEAR_OPTIONS = [
  { value: '', label: 'None' },
  ...YEARS.map((year) => ({ value: String(year), label: `${year}${['st', 'nd', 'rd', 'th'][year - 1]} Year` })),
];

/**
 * The Edit Profile form: every field as text (the year select gives '1'..'4' or ''), parsed into the payload. Its
 * Current Password field shows (and is sent) only when the e-mail address is changed.
 */
export const memberProfileFormSchema = memberProfileUpdateSchema.extend({
  year: z
    .enum(
      YEAR_OPTIONS.map((option) => option.value),
      YEAR_MESSAGE,
    )
    .transform((value) => (value ? Number(value) : null)),
});
export type MemberProfileForm = z.input<typeof memberProfileFormSchema>;

/**
 * POST /api/members/me/password: the Security tab's reset, for the signed-in member's own LPU ID only, and with the
 * current password (docs/choices.md: the spec's form has none).
 */
export const memberPasswordChangeSchema = requestBody({
  LpuId: lpuIdSchema,
  currentPassword: currentPasswordField().min(1, 'Current password is required'),
  newPassword: textField('New password')
    .min(1, { error: 'New password is required', abort: true })
    .min(NEW_PASSWORD_MIN, `New password must be at least ${NEW_PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, 'New password is too long'),
});
export type MemberPasswordChange = z.infer<typeof memberPasswordChangeSchema>;

/** POST /api/members/forgot-lpu-id: the LPU ID is e-mailed to this address if a member has it. */
export const forgotLpuIdSchema = requestBody({
  email: textField('Email')
    .trim()
    .toLowerCase()
    .min(1, { error: INVALID_EMAIL, abort: true })
    .max(EMAIL_MAX, INVALID_EMAIL)
    .email(INVALID_EMAIL),
});
export type ForgotLpuIdRequest = z.infer<typeof forgotLpuIdSchema>;

/** The profile as its owner sees it (GET/PUT /api/members/me): also the new address waiting for its confirmation. */
export const ownMemberProfileSchema = memberProfileSchema.extend({
  /** A new e-mail address whose confirmation link was sent and not opened yet (null when none, or expired). */
  pendingEmail: z.string().nullable(),
  /** When that link stops working (ISO time; null when nothing waits). */
  pendingEmailExpiresAt: z.string().nullable(),
});
export type OwnMemberProfile = z.infer<typeof ownMemberProfileSchema>;

/**
 * DELETE /api/members/me/pending-email: cancels the change of e-mail address that waits for its link (its link then
 * stops working); nothing to send, an empty JSON object or no body at all. The same answer when nothing waits.
 */
export const pendingEmailCancelSchema = requestBody({}).nullable().optional();

/** POST /api/members/confirm-email: the token of the link e-mailed to the new address (no sign-in needed). */
export const emailConfirmationSchema = requestBody({
  token: requiredTextField('Confirmation link', 200),
});
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;
