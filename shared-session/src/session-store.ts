import { create } from 'zustand';
import type { TokenPair } from '@guildhall/contracts';
import { decodeAccessToken, type SessionUser } from './decode-access-token';
import { roleOf } from './role';
import { logout } from './session-api';
import { tokenStorage } from './token-storage';

export interface SessionState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True until `restore()` has read the stored tokens, so guards can wait instead of redirecting. */
  loading: boolean;
  restore(): void;
  signIn(tokens: TokenPair): SessionUser;
  signOut(): Promise<void>;
  clear(): void;
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  isAuthenticated: false,
  loading: true,

  restore() {
    const accessToken = tokenStorage.getAccessToken();
    const user = accessToken ? decodeAccessToken(accessToken) : null;
    if (!user) tokenStorage.clearTokens();
    set({ user, isAuthenticated: user !== null, loading: false });
  },

  signIn(tokens) {
    const user = decodeAccessToken(tokens.accessToken);
    if (!user) throw new Error('The server answered with an access token that cannot be read');
    tokenStorage.setTokens(tokens);
    set({ user, isAuthenticated: true, loading: false });
    return user;
  },

  async signOut() {
    const { user } = get();
    if (user) {
      const refreshToken = tokenStorage.getRefreshToken() ?? undefined;
      try {
        await logout(roleOf(user), refreshToken);
      } catch {
        // Best effort: the server revokes what it can, and the local session ends either way.
      }
    }
    get().clear();
  },

  clear() {
    tokenStorage.clearTokens();
    set({ user: null, isAuthenticated: false, loading: false });
  },
}));
