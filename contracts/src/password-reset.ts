import { z } from 'zod';
import { requestBody, requiredTextField } from './fields';
import { PASSWORD_RESET_LINK_MINUTES, WELCOME_LINK_DAYS } from './limits';
import { forgotLpuIdSchema, memberPasswordChangeSchema } from './member-account';

/** POST /api/members/send-reset-email: the same one-field e-mail form as 'Forgot your LPU ID?'. */
export const passwordResetEmailSchema = forgotLpuIdSchema;
export type PasswordResetEmailRequest = z.infer<typeof passwordResetEmailSchema>;

/** POST /api/members/reset-password: the e-mailed link's token and the new password (the Security tab's rules). */
export const passwordResetSchema = requestBody({
  token: requiredTextField('Reset link', 200),
  newPassword: memberPasswordChangeSchema.shape.newPassword,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The reset page's form: the new password twice. */
export const passwordResetFormSchema = z
  .object({ newPassword: passwordResetSchema.shape.newPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .transform(({ newPassword }) => ({ newPassword }));
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;

const ASK_AGAIN = "Ask for a new one with 'Forgot Password?' on the login page.";

/**
 * Why the reset page refuses a link to choose a password (400 on `token`): the truth about that very link, a reset
 * link ('Forgot Password?', 30 minutes) or an approved applicant's welcome link (7 days).
 */
export const PASSWORD_LINK_REFUSALS = {
  /** No such link: mistyped, cut short, or replaced by a newer one (only the newest works). */
  unknown: `This link is not valid: it may be incomplete, or a newer link replaced it. ${ASK_AGAIN}`,
  used: `This link has already been used: log in with the password you chose. Forgot it? ${ASK_AGAIN}`,
  expiredReset: `This reset link has expired: it works for ${PASSWORD_RESET_LINK_MINUTES} minutes. ${ASK_AGAIN}`,
  expiredWelcome: `This welcome link has expired: it works for ${WELCOME_LINK_DAYS} days. ${ASK_AGAIN}`,
} as const;
