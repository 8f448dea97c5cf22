import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@guildhall/contracts/limits';
import { getApiBaseUrl } from './api-config';
import { refreshSessionOnce } from './refresh-session';
import { useSession } from './session-store';
import { getErrorMessage } from './error-text';
import { roleOf } from './role';
import { redirectToSignIn } from './sign-in-redirect';
import { signOutNotice } from './sign-out-notice';
import { tokenStorage } from './token-storage';
import { LOGIN_PATH, REFRESH_PATH } from './session-paths';

/** Calls that issue tokens: they carry no bearer, and their 401 means "wrong credentials", not "expired". */
const TOKEN_ISSUING_PATHS = new Set<string>([REFRESH_PATH, LOGIN_PATH.member, LOGIN_PATH.admin]);

const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';

type ReplayableConfig = InternalAxiosRequestConfig & { replayedAfterRefresh?: boolean };

/**
 * The one HTTP client of every app. No default Content-Type: axios picks JSON for plain objects and multipart
 * for FormData, which a forced JSON header would break.
 */
export const apiClient = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

const issuesTokens = (config: InternalAxiosRequestConfig) => TOKEN_ISSUING_PATHS.has(config.url ?? '');

apiClient.interceptors.request.use((config) => {
  config.baseURL ??= getApiBaseUrl();
  const accessToken = tokenStorage.getAccessToken();
  if (accessToken && !issuesTokens(config)) config.headers.set('Authorization', `Bearer ${accessToken}`);
  return config;
});

/**
 * Gets a fresh access token now, so that the claims the navbar reads (name, picture) follow a change the member just
 * made. Resolves false when the session could not be renewed (it stays as it was until its next 401).
 */
export function renewSession(): Promise<boolean> {
  return refreshSessionOnce(apiClient);
}

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as ReplayableConfig | undefined;
  if (error.response?.status !== 401 || !config || issuesTokens(config)) throw error;
  if (!config.replayedAfterRefresh && (await refreshSessionOnce(apiClient))) {
    config.replayedAfterRefresh = true;
    return apiClient(config);
  }
  // Not even a fresh token helps: the session is over. The server said why (a ban, a removal). An admin signs in
  // again at the admin sign-in, a member at /auth.
  const user = useSession.getState().user;
  if (user) signOutNotice.remember(getErrorMessage({ response: error.response }, SESSION_ENDED_TEXT));
  useSession.getState().clear();
  redirectToSignIn(user ? roleOf(user) : null);
  throw error;
});
