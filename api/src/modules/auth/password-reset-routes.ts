import { apiSuccessSchema, passwordResetEmailSchema, passwordResetSchema } from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptsPerMinute, errorResponses, ok, submissionsPerTenMinutes } from '../../http';
import type { PasswordResetService } from './password-reset-service';

interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
  formRateLimit: number;
  loginRateLimit: number;
}

const tags = ['auth'];
const nothing = { 200: apiSuccessSchema(z.null()), ...errorResponses };

/** 'Forgot Password?' on the login tab, and the page its e-mailed link opens. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { passwordReset, formRateLimit, loginRateLimit },
) => {
  app.post(
    '/members/send-reset-email',
    {
      config: submissionsPerTenMinutes(formRateLimit),
      schema: {
        tags,
        summary:
          'E-mail a single-use reset link, valid 30 minutes, a few an hour at most (the same answer whether the ' +
          'address is registered, and whether it went)',
        body: passwordResetEmailSchema,
        response: nothing,
      },
    },
    async (request) => {
      await passwordReset.sendResetEmail(request.body);
      return ok('Password reset email sent! Please check your inbox.', null);
    },
  );

  app.post(
    '/members/reset-password',
    {
      config: attemptsPerMinute(loginRateLimit),
      schema: {
        tags,
        summary: "Set a new password with the e-mailed link's token (once); every sign-in of the account ends",
        body: passwordResetSchema,
        response: nothing,
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body);
      return ok('Password updated successfully! You can now log in.', null);
    },
  );
};
