import { create } from 'zustand';
import type { TokenPair } from '@guildhall/contracts';
import { TOKEN_STORAGE_KEYS } from '@guildhall/contracts/limits';
import { decodeAccessToken, type SessionUser } from './decode-access-token';
import { tokenStorage } from './token-storage';

/**
 * The session as pure state over token storage: no HTTP here. Signing in and out over the network lives in
 * '@guildhall/shared-session/http', which is loaded only when a page first talks to the API.
 */
export interface SessionState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True until `restore()` has read the stored tokens, so guards can wait instead of redirecting. */
  loading: boolean;
  /** At start: the user of the stored access token, or nobody (undecodable tokens are cleared). */
  restore(): void;
  /** Stores a new token pair and the user it names. */
  signIn(tokens: TokenPair): SessionUser;
  /** Forgets the tokens and the user, on this device only (see signOut in the http entry for the server side). */
  clear(): void;
}

let followingOtherTabs = false;

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  isAuthenticated: false,
  loading: true,

  restore() {
    const accessToken = tokenStorage.getAccessToken();
    const user = accessToken ? decodeAccessToken(accessToken) : null;
    if (!user) tokenStorage.clearTokens();
    set({ user, isAuthenticated: user !== null, loading: false });
    followOtherTabs(get);
  },

  signIn(tokens) {
    const user = decodeAccessToken(tokens.accessToken);
    if (!user) throw new Error('The server answered with an access token that cannot be read');
    tokenStorage.setTokens(tokens);
    set({ user, isAuthenticated: true, loading: false });
    return user;
  },

  clear() {
    tokenStorage.clearTokens();
    set({ user: null, isAuthenticated: false, loading: false });
  },
}));

/** A sign-in, refresh or sign-out in another tab changes the stored tokens: this tab follows it. */
function followOtherTabs(get: () => SessionState): void {
  if (followingOtherTabs || typeof window === 'undefined') return;
  followingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEYS.access && event.key !== null) return;
    get().restore();
  });
}
