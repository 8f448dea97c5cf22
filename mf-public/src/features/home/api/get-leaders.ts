import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@guildhall/contracts';
import { publicGet } from '@guildhall/shared-session';

export const LEADERS_QUERY_KEY = ['members', 'leaders'] as const;

/** GET /api/members/getleaders as a guest: the grid shows picture, name and designation only. */
export async function getLeaders(): Promise<TeamMember[]> {
  return (await publicGet<{ members: TeamMember[] }>('/api/members/getleaders')).members;
}

export const leadersQueryOptions = () => queryOptions({ queryKey: LEADERS_QUERY_KEY, queryFn: getLeaders });
export const useLeaders = () => useQuery(leadersQueryOptions());
