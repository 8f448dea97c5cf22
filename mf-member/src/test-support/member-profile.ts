// Tests only: a member profile as GET /api/members/me answers it, a ticket as /me/tickets does, a certificate as
// /me/certificates does, and the replies of the fake server.
import type { MemberTicket, OwnMemberProfile } from '@guildhall/contracts';
import type { MemberCertificate } from '@guildhall/contracts/certificates';
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

/** A ticket of the member's LPU ID as GET /api/members/me/tickets lists it: valid, upcoming. */
export const memberTicket = (overrides: Partial<MemberTicket> = {}): MemberTicket => ({
  id: 'a5b0c1d2-0000-4000-8000-000000000001',
  ticketId: 'TKT-AB12CD34',
  eventId: '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11',
  eventTitle: 'Night of the Lost Souls',
  eventDate: '2026-12-12',
  eventTime: '19:00',
  startsAt: '2026-12-12T13:30:00.000Z',
  venue: 'Block 32 Amphitheatre',
  status: 'valid',
  upcoming: true,
  qrCode: { url: 'data:image/png;base64,AAAA' },
  ...overrides,
});

/** A certificate of the member's LPU ID as GET /api/members/me/certificates lists it. */
export const memberCertificate = (overrides: Partial<MemberCertificate> = {}): MemberCertificate => ({
  code: 'GH-7K2M-Q9XD-4HPA',
  fullName: 'Asha Verma',
  eventTitle: 'Hack Night',
  eventDate: '2026-03-01',
  venue: 'Block 34 Lab 2',
  issuedAt: '2026-03-02T05:00:00.000Z',
  ...overrides,
});

export const success = (data: unknown = null, message = 'ok'): FakeReply => ({
  status: 200,
  data: { success: true, message, data },
});

export const failure = (status: number, message?: string, errors?: Array<{ path: string; msg: string }>) =>
  Promise.reject({ response: { status, data: message ? { success: false, message, errors } : {} } });

/** POST /api/auth/refresh's reply: a renewed session with these claims (the profile changed what they hold). */
export const renewedSession = (claims: object = memberClaims) =>
  success({ accessToken: fakeAccessToken(claims), refreshToken: 'r-2' });
