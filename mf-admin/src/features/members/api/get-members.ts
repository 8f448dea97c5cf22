import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberList, AdminMemberListQuery, ApiSuccess } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { ADMIN_QUERY_KEY } from '@guildhall/contracts/federation';

// Under ADMIN_QUERY_KEY: every member action invalidates that prefix (the table, the stats, the activity log).
export const membersQueryKey = (query: AdminMemberListQuery) => [...ADMIN_QUERY_KEY, 'members', query] as const;

/** GET /api/admin/members: one page of the members table, searched, filtered and sorted by the server. */
export async function getMembers(query: AdminMemberListQuery): Promise<AdminMemberList> {
  const response = await apiClient.get<ApiSuccess<AdminMemberList>>('/api/admin/members', { params: query });
  return response.data.data;
}

export const membersQueryOptions = (query: AdminMemberListQuery) =>
  // The previous page stays on screen while the next one loads (no flash of an empty grid).
  queryOptions({
    queryKey: membersQueryKey(query),
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
  });
export const useMembers = (query: AdminMemberListQuery) => useQuery(membersQueryOptions(query));
