import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, OwnMemberProfile } from '@guildhall/contracts';
import { OWN_PROFILE_QUERY_KEY } from '@guildhall/contracts/federation';
import { apiClient } from '@guildhall/shared-session/http';

export { OWN_PROFILE_QUERY_KEY };

/** GET /api/members/me: the signed-in member's full profile (the token only carries a few claims). */
export async function getOwnProfile(): Promise<OwnMemberProfile> {
  const response = await apiClient.get<ApiSuccess<OwnMemberProfile>>('/api/members/me');
  return response.data.data;
}

export const ownProfileQueryOptions = () => queryOptions({ queryKey: OWN_PROFILE_QUERY_KEY, queryFn: getOwnProfile });

export const useOwnProfile = () => useQuery(ownProfileQueryOptions());
