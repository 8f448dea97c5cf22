import { z } from 'zod';
import { DEPARTMENTS, DESIGNATIONS } from './enums';
import {
  emailSchema,
  lpuIdSchema,
  nameField,
  optionalEmailSchema,
  requestBody,
  requiredTextField,
  textField,
} from './fields';
import { ADMIN_CREATED_MEMBER_PASSWORD_MIN, LOGIN_PASSWORD_MIN } from './limits';

const NAME_MAX = 100;
const SECRET_MAX = 200;
const REFRESH_TOKEN_MAX = 500;

/** Passwords are never trimmed: spaces are part of them. */
const password = () => textField('Password').min(1, { error: 'Password is required', abort: true });

const passwordSchema = password()
  .min(LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`)
  .max(SECRET_MAX, 'Password is too long');

/** POST /api/members/login: exactly one identifier, as the login form converts it. */
export const memberLoginSchema = z.union([
  requestBody({ email: emailSchema, password: passwordSchema }),
  requestBody({ LpuId: lpuIdSchema, password: passwordSchema }),
]);
export type MemberLoginRequest = z.input<typeof memberLoginSchema>;

/** The login form's own fields, before the identifier is converted. */
export const memberLoginFormSchema = z.object({
  identifier: requiredTextField('LPU ID or email'),
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
export const adminLoginSchema = requestBody({
  fullname: requiredTextField('Full name', NAME_MAX),
  password: password().max(SECRET_MAX, 'Password is too long'),
  secret: textField('Secret key')
    .min(1, { error: 'Secret key is required', abort: true })
    .max(SECRET_MAX, 'Secret key is too long'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginSchema>;

/**
 * POST /api/admin/register: creates a member account (the admin sign-in screen's 'Member Register' tab and the
 * dashboard's Add Member modal). Needs a signed-in admin or the admin secret in `secret`.
 */
export const adminRegisterSchema = requestBody({
  fullname: nameField('Full name', NAME_MAX),
  LpuId: lpuIdSchema,
  email: optionalEmailSchema,
  // The Add Member modal's one message covers an empty password too.
  password: textField('Password')
    .min(
      ADMIN_CREATED_MEMBER_PASSWORD_MIN,
      `Password must be at least ${ADMIN_CREATED_MEMBER_PASSWORD_MIN} characters.`,
    )
    .max(SECRET_MAX, 'Password is too long'),
  department: z.enum(DEPARTMENTS, 'Please select a valid department.'),
  designation: z.enum(DESIGNATIONS, 'Please select a valid designation.').default('member'),
  secret: textField('Secret key').max(SECRET_MAX, 'Secret key is too long').optional(),
});
export type AdminRegisterRequest = z.input<typeof adminRegisterSchema>;

const refreshToken = () => textField('Refresh token').max(REFRESH_TOKEN_MAX, 'Refresh token is too long');

/** POST /api/auth/refresh */
export const refreshTokenSchema = requestBody({
  refreshToken: refreshToken().min(1, { error: 'Refresh token is required', abort: true }),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenSchema>;

/** Optional body of the logout calls: the refresh token to revoke with the session. */
export const logoutSchema = requestBody({ refreshToken: refreshToken().optional() }).optional();

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
