export type SessionRole = 'member' | 'admin';

/** The specification's rule: a token holding a memberID belongs to a member, any other to an admin. */
export function roleOf(user: { memberID?: string }): SessionRole {
  return user.memberID ? 'member' : 'admin';
}
