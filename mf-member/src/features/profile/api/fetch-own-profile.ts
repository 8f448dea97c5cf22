import type { AccountProfile, ApiSuccess } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/** GET /api/auth/me: the signed-in account's full profile (the token only carries a few claims). */
export async function fetchOwnProfile(): Promise<AccountProfile> {
  const response = await apiClient.get<ApiSuccess<AccountProfile>>('/api/auth/me');
  return response.data.data;
}
