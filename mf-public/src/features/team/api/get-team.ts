import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, TeamList } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

export const TEAM_QUERY_KEY = ['members', 'team'] as const;

/**
 * GET /api/members/getall: the whole team. Through apiClient, so a signed-in visitor's token goes along and the
 * answer carries the private fields (docs/choices.md, "Team"); the cache is dropped when the account changes.
 */
export async function getTeam(): Promise<TeamList> {
  const response = await apiClient.get<ApiSuccess<TeamList>>('/api/members/getall');
  return response.data.data;
}

export const teamQueryOptions = () => queryOptions({ queryKey: TEAM_QUERY_KEY, queryFn: getTeam });
export const useTeam = () => useQuery(teamQueryOptions());
