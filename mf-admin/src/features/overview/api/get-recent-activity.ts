import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  RECENT_ACTIVITY_LIMIT,
  type ApiSuccess,
  type RecentActivityPage,
  type RecentActivityQuery,
} from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { ADMIN_QUERY_KEY } from '@guildhall/contracts/federation';

export const RECENT_ACTIVITY_QUERY_KEY = [...ADMIN_QUERY_KEY, 'recent-activity'] as const;

/** GET /api/admin/recent-activity: a page of the activity log, newest first. */
export async function getRecentActivity(query: RecentActivityQuery): Promise<RecentActivityPage> {
  const response = await apiClient.get<ApiSuccess<RecentActivityPage>>('/api/admin/recent-activity', {
    params: query,
  });
  return response.data.data;
}

/**
 * The dashboard's list: 10 at a time, 'Show more' asks for the next page with the last one's cursor. Sign-ins and
 * sign-outs stay in the log but not in this list (docs/choices.md, "Admin dashboard").
 */
export const recentActivityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: RECENT_ACTIVITY_QUERY_KEY,
    queryFn: ({ pageParam }) =>
      getRecentActivity({ sessions: 'exclude', limit: RECENT_ACTIVITY_LIMIT, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useRecentActivity = () => useInfiniteQuery(recentActivityQueryOptions());
