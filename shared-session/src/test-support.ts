// Test helpers: readable fake tokens and an in-memory transport behind the real axios instance.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SessionUser } from './decode-access-token';
import { apiClient } from './api-client';
import { useSession } from './session-store';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const memberClaims: SessionUser = {
  id: 'm-1',
  role: 'member',
  fullname: 'Asha Verma',
  name: 'Asha Verma',
  email: 'asha@example.org',
  profilePicture: null,
  memberID: 'm-1',
};

export const adminClaims: SessionUser = {
  id: 'a-1',
  role: 'admin',
  fullname: 'Ravi Admin',
  name: 'Ravi Admin',
  email: 'ravi@example.org',
  profilePicture: null,
  adminID: 'a-1',
};

/** An unsigned JWT: the browser only decodes tokens, the API verifies them. */
export function fakeAccessToken(claims: object): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export interface FakeReply {
  status: number;
  data?: unknown;
}

/** Routes every apiClient request to `handler` and records the requests it saw. */
export function installFakeServer(handler: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>) {
  const requests: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config) => {
    requests.push(config);
    const { status, data } = await handler(config);
    const response: AxiosResponse = { status, data, statusText: String(status), headers: {}, config };
    if (config.validateStatus?.(status) ?? true) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  };
  return requests;
}

export function resetSession(): void {
  localStorage.clear();
  useSession.setState({ user: null, isAuthenticated: false, loading: true });
}

/** Signs the session in as `claims` (a fake access token and a refresh token), as a sign-in would. */
export function signInAs(claims: object): void {
  useSession.getState().signIn({ accessToken: fakeAccessToken(claims), refreshToken: 'refresh-1' });
}
