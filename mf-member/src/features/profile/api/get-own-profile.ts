import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProfile, ApiSuccess } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

export const OWN_PROFILE_QUERY_KEY = ['account', 'me'] as const;

/** GET /api/auth/me: the signed-in account's full profile (the token only carries a few claims). */
export async function getOwnProfile(): Promise<AccountProfile> {
  const response = await apiClient.get<ApiSuccess<AccountProfile>>('/api/auth/me');
  return response.data.data;
}

export const ownProfileQueryOptions = () => queryOptions({ queryKey: OWN_PROFILE_QUERY_KEY, queryFn: getOwnProfile });

export const useOwnProfile = () => useQuery(ownProfileQueryOptions());
