import { useSession } from './session-store';
import { tokenStorage } from './token-storage';
import { adminClaims, fakeAccessToken, installFakeServer, memberClaims, resetSession } from './test-support';

beforeEach(resetSession);

describe('restore', () => {
  it('restores the user from a stored access token', () => {
    tokenStorage.setTokens({ accessToken: fakeAccessToken(memberClaims), refreshToken: 'r-1' });
    useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ user: memberClaims, isAuthenticated: true, loading: false });
  });

  it('clears tokens that cannot be decoded', () => {
    tokenStorage.setTokens({ accessToken: 'not-a-jwt', refreshToken: 'r-1' });
    useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
  });

  it('ends loading without a stored session', () => {
    useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ user: null, loading: false });
  });
});

describe('signIn', () => {
  it('stores both tokens and returns the decoded user', () => {
    const accessToken = fakeAccessToken(adminClaims);
    expect(useSession.getState().signIn({ accessToken, refreshToken: 'r-1' })).toEqual(adminClaims);
    expect(useSession.getState()).toMatchObject({ user: adminClaims, isAuthenticated: true });
    expect(tokenStorage.getAccessToken()).toBe(accessToken);
    expect(tokenStorage.getRefreshToken()).toBe('r-1');
  });

  it('refuses an unreadable access token and stores nothing', () => {
    expect(() => useSession.getState().signIn({ accessToken: 'garbage', refreshToken: 'r-1' })).toThrow();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });
});

describe('signOut', () => {
  it.each([
    ['member', memberClaims, '/api/members/logout'],
    ['admin', adminClaims, '/api/admin/logout'],
  ])('logs a %s out at %s with the refresh token, then clears the session', async (_role, claims, path) => {
    const requests = installFakeServer(() => ({ status: 200, data: { success: true, message: 'ok', data: null } }));
    useSession.getState().signIn({ accessToken: fakeAccessToken(claims), refreshToken: 'r-1' });

    await useSession.getState().signOut();

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'post', url: path, data: JSON.stringify({ refreshToken: 'r-1' }) });
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('clears the local session even when the server cannot be reached', async () => {
    installFakeServer(() => ({ status: 503 }));
    useSession.getState().signIn({ accessToken: fakeAccessToken(memberClaims), refreshToken: 'r-1' });

    await useSession.getState().signOut();

    expect(useSession.getState().user).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
  });
});
