import { useSession } from './session-store';
import { tokenStorage } from './token-storage';
import { adminClaims, fakeAccessToken, memberClaims, resetSession } from './test-support';

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

describe('other tabs', () => {
  it('follows a sign-out and a sign-in made in another tab', () => {
    tokenStorage.setTokens({ accessToken: fakeAccessToken(memberClaims), refreshToken: 'r-1' });
    useSession.getState().restore();

    tokenStorage.clearTokens();
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });

    tokenStorage.setTokens({ accessToken: fakeAccessToken(adminClaims), refreshToken: 'r-2' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    expect(useSession.getState().user).toEqual(adminClaims);
  });

  it('ignores changes to other keys', () => {
    tokenStorage.setTokens({ accessToken: fakeAccessToken(memberClaims), refreshToken: 'r-1' });
    useSession.getState().restore();
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(useSession.getState().user).toEqual(memberClaims);
  });
});
