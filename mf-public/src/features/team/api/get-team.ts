import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, TeamList } from '@guildhall/contracts';
import { publicGet, tokenStorage } from '@guildhall/shared-session';

export const TEAM_QUERY_KEY = ['members', 'team'] as const;

/**
 * GET /api/members/getall: the whole team. A signed-in visitor's call goes through apiClient, so their token goes
 * along and the answer carries the private fields (docs/choices.md, "Team"); the cache is dropped when the account
 * changes. A guest's is the public answer, fetched without axios (/team is a budgeted first load).
 */
export async function getTeam(): Promise<TeamList> {
  if (!tokenStorage.getAccessToken()) return publicGet<TeamList>('/api/members/getall');
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.get<ApiSuccess<TeamList>>('/api/members/getall');
  return response.data.data;
}

export const teamQueryOptions = () => queryOptions({ queryKey: TEAM_QUERY_KEY, queryFn: getTeam });
export const useTeam = () => useQuery(teamQueryOptions());
