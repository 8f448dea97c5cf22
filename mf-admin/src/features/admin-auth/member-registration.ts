import {
  adminLoginSchema,
  adminRegisterSchema,
  membershipApplicationSchema,
  type Department,
} from '@guildhall/contracts';

/**
 * The sign-in screen's 'Member Register' tab: the API payload, with every field required there and the admin
 * secret asked for, since nobody is signed in yet (decisions.md 13).
 */
export const memberRegistrationSchema = adminRegisterSchema.extend({
  email: membershipApplicationSchema.shape.email,
  secret: adminLoginSchema.shape.secret,
});

export interface MemberRegistrationValues {
  fullname: string;
  LpuId: string;
  email: string;
  department: Department | '';
  password: string;
  secret: string;
}

export const EMPTY_REGISTRATION: MemberRegistrationValues = {
  fullname: '',
  LpuId: '',
  email: '',
  department: '',
  password: '',
  secret: '',
};
