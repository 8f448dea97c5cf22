import { z } from 'zod';
import { ADMIN_CREATED_MEMBER_PASSWORD_MIN, LOGIN_PASSWORD_MIN, LPU_ID_PATTERN } from './limits';
import { DEPARTMENTS, DESIGNATIONS } from './enums';

export const lpuIdSchema = z
  .string()
  .trim()
  .min(1, 'LPU ID is required')
  .regex(LPU_ID_PATTERN, 'LPU ID must be exactly 8 digits');

const passwordSchema = z
  .string()
  .min(1, 'Password is required')
  .min(LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`)
  .max(200, 'Password is too long');

/** POST /api/members/login: exactly one identifier, as the login form converts it. */
export const memberLoginSchema = z.union([
  z.object({ email: z.string().trim().toLowerCase().email('Invalid email format'), password: passwordSchema }).strict(),
  z.object({ LpuId: lpuIdSchema, password: passwordSchema }).strict(),
]);
export type MemberLoginRequest = z.input<typeof memberLoginSchema>;

/** The login form's own fields, before the identifier is converted. */
export const memberLoginFormSchema = z.object({
  identifier: z.string().trim().min(1, 'LPU ID or email is required'),
  password: passwordSchema,
});
export type MemberLoginForm = z.infer<typeof memberLoginFormSchema>;

/** Turns the form's identifier into the payload field the API expects: e-mail if it holds '@', else LPU ID. */
export function toMemberLoginRequest(form: MemberLoginForm): MemberLoginRequest {
  const identifier = form.identifier.trim();
  return identifier.includes('@')
    ? { email: identifier, password: form.password }
    : { LpuId: identifier, password: form.password };
}

/** POST /api/admin/login */
export const adminLoginSchema = z
  .object({
    fullname: z.string().trim().min(1, 'Full name is required').max(100),
    password: z.string().min(1, 'Password is required').max(200),
    secret: z.string().min(1, 'Secret key is required').max(200),
  })
  .strict();
export type AdminLoginRequest = z.infer<typeof adminLoginSchema>;

/**
 * POST /api/admin/register: creates a member account (the admin sign-in screen's 'Member Register' tab and the
 * dashboard's Add Member modal). Needs a signed-in admin or the admin secret in `secret`.
 */
export const adminRegisterSchema = z
  .object({
    fullname: z.string().trim().min(1, 'Full name is required').max(100),
    LpuId: lpuIdSchema,
    email: z.string().trim().toLowerCase().email('Invalid email format').optional(),
    password: z
      .string()
      .min(
        ADMIN_CREATED_MEMBER_PASSWORD_MIN,
        `Password must be at least ${ADMIN_CREATED_MEMBER_PASSWORD_MIN} characters.`,
      )
      .max(200),
    department: z.enum(DEPARTMENTS, 'Please select a valid department.'),
    designation: z.enum(DESIGNATIONS, 'Please select a valid designation.').default('member'),
    secret: z.string().max(200).optional(),
  })
  .strict();
export type AdminRegisterRequest = z.input<typeof adminRegisterSchema>;

/** POST /api/auth/refresh and POST /api/admin/logout (body refreshToken). */
export const refreshTokenSchema = z.object({ refreshToken: z.string().min(1, 'Refresh token is required').max(500) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenSchema>;

/** Optional body of the logout calls: the refresh token to revoke with the session. */
export const logoutSchema = z
  .object({ refreshToken: z.string().max(500).optional() })
  .strict()
  .optional();

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Claims the front end reads from the access token. `memberID` marks a member, `adminID` an admin. */
export const accessTokenClaimsSchema = z.object({
  id: z.string(),
  role: z.enum(['member', 'admin']),
  fullname: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  profilePicture: z.string().nullable(),
  memberID: z.string().optional(),
  adminID: z.string().optional(),
  department: z.enum(DEPARTMENTS).nullable().optional(),
  designation: z.enum(DESIGNATIONS).nullable().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
