import { useQuery } from '@tanstack/react-query';
import type { ApiSuccess, OwnMemberProfile } from '@guildhall/contracts';
import { OWN_PROFILE_QUERY_KEY } from '@guildhall/contracts/federation';

/**
 * GET /api/members/me: the signed-in member's profile, for the LPU ID the token does not carry. The same key and
 * answer as mf-member's profile page, so one cache entry serves both. /contact is a budgeted first load: the HTTP
 * client loads only when a member opens it.
 */
export async function getOwnProfile(): Promise<OwnMemberProfile> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  return (await apiClient.get<ApiSuccess<OwnMemberProfile>>('/api/members/me')).data.data;
}

export const useOwnProfile = (enabled: boolean) =>
  useQuery({ queryKey: OWN_PROFILE_QUERY_KEY, queryFn: getOwnProfile, enabled });
