// Tests only: a member profile as GET /api/members/me answers it, and the replies of the fake server.
import type { OwnMemberProfile } from '@guildhall/contracts';
import { fakeAccessToken, memberClaims, type FakeReply } from '@guildhall/shared-session/test-support';

export function memberProfile(overrides: Partial<OwnMemberProfile> = {}): OwnMemberProfile {
  return {
    role: 'member',
    id: memberClaims.id,
    fullname: memberClaims.fullname,
    email: 'asha@example.org',
    LpuId: '12345678',
    department: 'Technical',
    designation: 'CTO',
    program: null,
    year: null,
    linkedIn: null,
    github: null,
    bio: null,
    skills: [],
    profilePicture: null,
    status: 'active',
    joinedAt: '2025-07-01T00:00:00.000Z',
    restriction: { isRestricted: false, reason: null, time: null },
    pendingEmail: null,
    pendingEmailExpiresAt: null,
    ...overrides,
  };
}

export const success = (data: unknown = null, message = 'ok'): FakeReply => ({
  status: 200,
  data: { success: true, message, data },
});

export const failure = (status: number, message?: string, errors?: Array<{ path: string; msg: string }>) =>
  Promise.reject({ response: { status, data: message ? { success: false, message, errors } : {} } });

/** POST /api/auth/refresh's reply: a renewed session with these claims (the profile changed what they hold). */
export const renewedSession = (claims: object = memberClaims) =>
  success({ accessToken: fakeAccessToken(claims), refreshToken: 'r-2' });
