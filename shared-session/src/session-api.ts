// The typed session calls: every app signs in and out through these, never with its own copy of the request.
import type { AdminLoginRequest, ApiSuccess, MemberLoginRequest, TokenPair } from '@guildhall/contracts';
import { apiClient } from './api-client';
import type { SessionRole } from './role';
import { LOGIN_PATH, LOGOUT_PATH } from './session-paths';

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

/** POST /api/members/logout or /api/admin/logout (by role): revokes the refresh token on the server. */
export async function logout(role: SessionRole, refreshToken: string | undefined): Promise<void> {
  await apiClient.post(LOGOUT_PATH[role], { refreshToken });
}
