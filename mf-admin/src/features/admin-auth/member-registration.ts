import { adminLoginSchema, adminRegisterSchema, membershipApplicationSchema } from '@guildhall/contracts';

/**
 * The sign-in screen's 'Member Register' tab: the API payload, with every field required there and the admin
 * secret asked for, since nobody is signed in yet (decisions.md 13).
 */
export const memberRegistrationSchema = adminRegisterSchema.extend({
  email: membershipApplicationSchema.shape.email,
  secret: adminLoginSchema.shape.secret,
});
