import { z } from 'zod';
import { requestBody, requiredTextField } from './fields';
import { PASSWORD_RESET_LINK_MINUTES } from './limits';
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

export const PASSWORD_RESET_INVALID_LINK =
  `This reset link is invalid, used or older than ${PASSWORD_RESET_LINK_MINUTES} minutes. ` +
  'Please ask for a new one.';
