import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityItem, ApiSuccess } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

export const RECENT_ACTIVITY_QUERY_KEY = ['admin', 'recent-activity'] as const;

/** GET /api/admin/recent-activity: the newest entries of the activity log. */
export async function getRecentActivity(): Promise<ActivityItem[]> {
  const response = await apiClient.get<ApiSuccess<ActivityItem[]>>('/api/admin/recent-activity');
  return response.data.data;
}

export const recentActivityQueryOptions = () =>
  queryOptions({ queryKey: RECENT_ACTIVITY_QUERY_KEY, queryFn: getRecentActivity });
export const useRecentActivity = () => useQuery(recentActivityQueryOptions());
