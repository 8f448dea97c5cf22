import type { AxiosInstance } from 'axios';
import { useSession } from './session-store';
import { REFRESH_PATH } from './session-paths';
import { tokenStorage } from './token-storage';

const REFRESH_LOCK = 'guildhall-token-refresh';

/** Rotates the token pair; resolves false when the session cannot be renewed. */
async function refreshTokens(client: AxiosInstance): Promise<boolean> {
  const refreshToken = tokenStorage.getRefreshToken();
  if (!refreshToken) return false;
  try {
    const response = await client.post<{ data: unknown }>(REFRESH_PATH, { refreshToken });
    // The schemas (and zod) load on the first refresh, not with the page: only constants come eagerly.
    const { tokenPairSchema } = await import('@guildhall/contracts');
    useSession.getState().signIn(tokenPairSchema.parse(response.data.data));
    return true;
  } catch {
    return false;
  }
}

/**
 * Tabs share one refresh token, and the server rotates it on use: with the Web Locks API, one tab refreshes at a
 * time, and a tab that waited finds the pair the other tab stored instead of spending the old token again.
 */
async function refreshAcrossTabs(client: AxiosInstance): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshTokens(client);
  const tokenBefore = tokenStorage.getRefreshToken();
  return locks.request(REFRESH_LOCK, async () => {
    const tokenNow = tokenStorage.getRefreshToken();
    if (tokenNow && tokenNow !== tokenBefore) {
      useSession.getState().restore();
      return true;
    }
    return refreshTokens(client);
  });
}

// Requests that fail together in this tab wait for the same refresh.
let refreshInFlight: Promise<boolean> | null = null;

export function refreshSessionOnce(client: AxiosInstance): Promise<boolean> {
  refreshInFlight ??= refreshAcrossTabs(client).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
