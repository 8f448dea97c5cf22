import type { TokenPair } from '@guildhall/contracts';
import { TOKEN_STORAGE_KEYS } from '@guildhall/contracts/limits';

/** The session's tokens in localStorage, under the spec's keys (docs/choices.md, "Sign-in and sessions"). */
export const tokenStorage = {
  getAccessToken: (): string | null => localStorage.getItem(TOKEN_STORAGE_KEYS.access),
  getRefreshToken: (): string | null => localStorage.getItem(TOKEN_STORAGE_KEYS.refresh),
  setTokens(pair: TokenPair): void {
    localStorage.setItem(TOKEN_STORAGE_KEYS.access, pair.accessToken);
    localStorage.setItem(TOKEN_STORAGE_KEYS.refresh, pair.refreshToken);
  },
  clearTokens(): void {
    localStorage.removeItem(TOKEN_STORAGE_KEYS.access);
    localStorage.removeItem(TOKEN_STORAGE_KEYS.refresh);
  },
};
