/**
 * The sign-in screen's 'Member Register' tab: the API payload, with every field required there and the admin
 * secret asked for, since nobody is signed in yet. Loaded on the first focus: zod stays off
 * /admin/auth's first load.
 */
export async function loadMemberRegistrationSchema() {
  const { adminLoginSchema, adminRegisterSchema, membershipApplicationSchema } = await import('@guildhall/contracts');
  return adminRegisterSchema.extend({
    email: membershipApplicationSchema.shape.email,
    secret: adminLoginSchema.shape.secret,
  });
}
