import { loginAdmin, loginMember, signOut } from './session-api';
import { useSession } from './session-store';
import { tokenStorage } from './token-storage';
import { adminClaims, fakeAccessToken, installFakeServer, memberClaims, resetSession } from './test-support';

beforeEach(resetSession);

const answer = (accessToken: string) => ({
  status: 200,
  data: { success: true, message: 'ok', data: { accessToken, refreshToken: 'r-1' } },
});

it('loginMember posts the request to /api/members/login and returns the token pair', async () => {
  const accessToken = fakeAccessToken(memberClaims);
  const requests = installFakeServer(() => answer(accessToken));
  await expect(loginMember({ email: 'asha@example.org', password: 'secret-1' })).resolves.toEqual({
    accessToken,
    refreshToken: 'r-1',
  });
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/members/login' });
  expect(JSON.parse(requests[0]!.data as string)).toEqual({ email: 'asha@example.org', password: 'secret-1' });
});

it('loginAdmin posts the request to /api/admin/login and returns the token pair', async () => {
  const accessToken = fakeAccessToken(adminClaims);
  const requests = installFakeServer(() => answer(accessToken));
  const request = { fullname: 'Ravi Admin', password: 'secret-1', secret: 'club-secret' };
  await expect(loginAdmin(request)).resolves.toEqual({ accessToken, refreshToken: 'r-1' });
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/admin/login' });
  expect(JSON.parse(requests[0]!.data as string)).toEqual(request);
});

it('rejects with the server error, so callers can show its message', async () => {
  installFakeServer(() => ({ status: 401, data: { success: false, message: 'Invalid credentials' } }));
  await expect(loginMember({ email: 'asha@example.org', password: 'wrong' })).rejects.toMatchObject({
    response: { status: 401, data: { message: 'Invalid credentials' } },
  });
});

describe('signOut', () => {
  it.each([
    ['member', memberClaims, '/api/members/logout'],
    ['admin', adminClaims, '/api/admin/logout'],
  ])('logs a %s out at %s with the refresh token, then clears the session', async (_role, claims, path) => {
    const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: null } }));
    useSession.getState().signIn({ accessToken: fakeAccessToken(claims), refreshToken: 'r-1' });

    await signOut();

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'post', url: path, data: JSON.stringify({ refreshToken: 'r-1' }) });
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('clears the local session even when the server cannot be reached', async () => {
    installFakeServer(() => ({ status: 503 }));
    useSession.getState().signIn({ accessToken: fakeAccessToken(memberClaims), refreshToken: 'r-1' });

    await signOut();

    expect(useSession.getState().user).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
  });
});
