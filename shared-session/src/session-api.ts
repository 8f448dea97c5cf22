// The typed session calls: every app signs in and out through these, never with its own copy of the request.
import type { AdminLoginRequest, ApiSuccess, MemberLoginRequest, TokenPair } from '@guildhall/contracts';
import { apiClient } from './api-client';
import { roleOf } from './role';
import { LOGIN_PATH, LOGOUT_PATH } from './session-paths';
import { useSession } from './session-store';
import { tokenStorage } from './token-storage';

/** POST /api/members/login: trades an e-mail or LPU ID and a password for the member's token pair. */
export async function loginMember(request: MemberLoginRequest): Promise<TokenPair> {
  const response = await apiClient.post<ApiSuccess<TokenPair>>(LOGIN_PATH.member, request);
  return response.data.data;
}

/** POST /api/admin/login: name, password and the admin secret for the admin's token pair. */
export async function loginAdmin(request: AdminLoginRequest): Promise<TokenPair> {
  const response = await apiClient.post<ApiSuccess<TokenPair>>(LOGIN_PATH.admin, request);
  return response.data.data;
}

/** Revokes the session on the server (member or admin logout, by role; best effort), then forgets it here. */
export async function signOut(): Promise<void> {
  const { user } = useSession.getState();
  if (user) {
    try {
      await apiClient.post(LOGOUT_PATH[roleOf(user)], { refreshToken: tokenStorage.getRefreshToken() ?? undefined });
    } catch {
      // Best effort: the server revokes what it can, and the local session ends either way.
    }
  }
  useSession.getState().clear();
}
