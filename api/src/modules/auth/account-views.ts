import type { AccessTokenClaims, AccountProfile } from '@guildhall/contracts';
import type { Account } from '../../principal';
import { toMemberProfile } from '../members/profiles';

/** What the front end reads from the access token (the session id is added when signing). */
export function accessTokenClaims(account: Account): AccessTokenClaims {
  const { id, fullname, email } = account.row;
  const common = { id, fullname, name: fullname, email };
  if (account.role === 'admin') return { ...common, role: 'admin', profilePicture: null, adminID: id };
  const member = account.row;
  return {
    ...common,
    role: 'member',
    profilePicture: member.profilePictureUrl,
    memberID: id,
    department: member.department,
    designation: member.designation,
  };
}

/** GET /api/auth/me: the signed-in account's public profile. */
export function accountProfile(account: Account): AccountProfile {
  if (account.role === 'member') return toMemberProfile(account.row);
  const admin = account.row;
  return {
    role: 'admin',
    id: admin.id,
    fullname: admin.fullname,
    email: admin.email,
    createdAt: admin.createdAt.toISOString(),
  };
}
