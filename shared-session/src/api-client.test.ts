import { apiClient, renewSession } from './api-client';
import { configureApi } from './api-config';
import { useSession } from './session-store';
import { redirectToSignIn } from './sign-in-redirect';
import { signOutNotice } from './sign-out-notice';
import { tokenStorage } from './token-storage';
import { adminClaims, fakeAccessToken, installFakeServer, memberClaims, resetSession } from './test-support';

jest.mock('./sign-in-redirect');

const staleToken = fakeAccessToken(memberClaims);
const renewedClaims = { ...memberClaims, fullname: 'Asha V. Verma' };
const renewedToken = fakeAccessToken(renewedClaims);
const ok = (data: unknown = null) => ({ status: 200, data: { success: true, message: 'ok', data } });
const unauthorized = { status: 401, data: { success: false, message: 'Token expired' } };

/** A server whose protected route accepts only the renewed token; `refresh` answers the refresh call. */
function serverWithExpiredSession(refresh: () => Promise<{ status: number; data?: unknown }> | { status: number }) {
  return installFakeServer((config) => {
    if (config.url === '/api/auth/refresh') return refresh();
    return config.headers.Authorization === `Bearer ${renewedToken}` ? ok({ url: config.url }) : unauthorized;
  });
}

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  jest.mocked(redirectToSignIn).mockClear();
  tokenStorage.setTokens({ accessToken: staleToken, refreshToken: 'r-old' });
  useSession.getState().restore();
});

it('sends the stored access token as a bearer header, but not to the login calls', async () => {
  const requests = installFakeServer(() => ok());
  await apiClient.get('/api/auth/me');
  await apiClient.post('/api/members/login', { email: 'a@b.org', password: 'secret1' });
  expect(requests[0]?.headers.Authorization).toBe(`Bearer ${staleToken}`);
  expect(requests[1]?.headers.Authorization).toBeUndefined();
});

it('refreshes once on a 401, stores the new pair, updates the user and replays the call', async () => {
  const requests = serverWithExpiredSession(() => ok({ accessToken: renewedToken, refreshToken: 'r-new' }));

  const response = await apiClient.get('/api/auth/me');

  expect(response.data.data).toEqual({ url: '/api/auth/me' });
  expect(requests.map((request) => request.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
  expect(requests[1]?.data).toBe(JSON.stringify({ refreshToken: 'r-old' }));
  expect(tokenStorage.getAccessToken()).toBe(renewedToken);
  expect(tokenStorage.getRefreshToken()).toBe('r-new');
  expect(useSession.getState().user).toEqual(renewedClaims);
});

it('clears the session and goes to /auth when the refresh fails', async () => {
  serverWithExpiredSession(() => unauthorized);

  await expect(apiClient.get('/api/auth/me')).rejects.toMatchObject({ response: { status: 401 } });

  expect(tokenStorage.getAccessToken()).toBeNull();
  expect(tokenStorage.getRefreshToken()).toBeNull();
  expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
  expect(redirectToSignIn).toHaveBeenCalledWith('member');
});

it('sends an admin whose session ended to the admin sign-in', async () => {
  tokenStorage.setTokens({ accessToken: fakeAccessToken(adminClaims), refreshToken: 'r-old' });
  useSession.getState().restore();
  installFakeServer(() => unauthorized);

  await expect(apiClient.get('/api/admin/stats')).rejects.toMatchObject({ response: { status: 401 } });

  expect(redirectToSignIn).toHaveBeenCalledWith('admin');
});

it('keeps the server’s reason for the next page when it ends the session (a ban)', async () => {
  const banned = { status: 401, data: { success: false, message: 'Your account has been banned. Reason: Spam.' } };
  installFakeServer((config) => (config.url === '/api/auth/refresh' ? unauthorized : banned));

  await expect(apiClient.get('/api/members/me')).rejects.toMatchObject({ response: { status: 401 } });

  expect(signOutNotice.peek()).toBe('Your account has been banned. Reason: Spam.');
  signOutNotice.dismiss();
  expect(signOutNotice.peek()).toBeNull();
});

it('renews the session on demand: the user takes the new claims (a new picture for the navbar)', async () => {
  const requests = serverWithExpiredSession(() => ok({ accessToken: renewedToken, refreshToken: 'r-new' }));

  await expect(renewSession()).resolves.toBe(true);

  expect(requests.map((request) => request.url)).toEqual(['/api/auth/refresh']);
  expect(useSession.getState().user).toEqual(renewedClaims);
  expect(signOutNotice.peek()).toBeNull();
});

it('shares one refresh between calls that fail together', async () => {
  let releaseRefresh: () => void = () => {};
  const refreshAnswered = new Promise<void>((resolve) => (releaseRefresh = resolve));
  const requests = serverWithExpiredSession(async () => {
    await refreshAnswered;
    return ok({ accessToken: renewedToken, refreshToken: 'r-new' });
  });

  const calls = Promise.all(['/api/a', '/api/b', '/api/c'].map((url) => apiClient.get(url)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  releaseRefresh();
  const responses = await calls;

  expect(responses.map((response) => response.data.data.url)).toEqual(['/api/a', '/api/b', '/api/c']);
  expect(requests.filter((request) => request.url === '/api/auth/refresh')).toHaveLength(1);
});

it('gives up when the replayed call is refused again', async () => {
  const requests = installFakeServer((config) =>
    config.url === '/api/auth/refresh'
      ? ok({ accessToken: fakeAccessToken(adminClaims), refreshToken: 'r-new' })
      : unauthorized,
  );

  await expect(apiClient.get('/api/auth/me')).rejects.toMatchObject({ response: { status: 401 } });

  expect(requests.filter((request) => request.url === '/api/auth/refresh')).toHaveLength(1);
  expect(useSession.getState().user).toBeNull();
  expect(redirectToSignIn).toHaveBeenCalledTimes(1);
});

it('passes a failed login through without refreshing', async () => {
  const requests = installFakeServer(() => unauthorized);

  await expect(apiClient.post('/api/members/login', {})).rejects.toMatchObject({ response: { status: 401 } });

  expect(requests).toHaveLength(1);
  expect(redirectToSignIn).not.toHaveBeenCalled();
  expect(useSession.getState().isAuthenticated).toBe(true);
});

it('sends calls to the configured API origin', async () => {
  const requests = installFakeServer(() => ok());
  configureApi({ baseURL: 'https://api.example.org' });
  try {
    await apiClient.get('/api/auth/me');
  } finally {
    configureApi({ baseURL: '' });
  }
  expect(requests[0]?.baseURL).toBe('https://api.example.org');
});

describe('with the Web Locks API (several tabs)', () => {
  /** A lock manager that runs one callback at a time, as the browser's does across tabs. */
  function installLocks() {
    let queue = Promise.resolve<unknown>(undefined);
    const request = jest.fn((_name: string, callback: () => Promise<unknown>) => {
      const run = queue.then(callback);
      queue = run.catch(() => undefined);
      return run;
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    return request;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes under the lock', async () => {
    const request = installLocks();
    const requests = serverWithExpiredSession(() => ok({ accessToken: renewedToken, refreshToken: 'r-new' }));
    await apiClient.get('/api/auth/me');
    expect(request).toHaveBeenCalledWith('guildhall-token-refresh', expect.any(Function));
    expect(requests.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('uses the pair another tab stored while this one waited, instead of spending the old token again', async () => {
    installLocks();
    const requests = serverWithExpiredSession(() => unauthorized);
    // The other tab's refresh lands between this tab's 401 and its turn at the lock.
    jest.spyOn(navigator.locks, 'request').mockImplementationOnce(async (_name, callback) => {
      tokenStorage.setTokens({ accessToken: renewedToken, refreshToken: 'r-from-other-tab' });
      return (callback as () => Promise<unknown>)();
    });

    const response = await apiClient.get('/api/auth/me');

    expect(response.data.data).toEqual({ url: '/api/auth/me' });
    expect(requests.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(0);
    expect(useSession.getState().user).toEqual(renewedClaims);
    expect(redirectToSignIn).not.toHaveBeenCalled();
  });
});
