import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityOverview, ActivityRange, ApiSuccess } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { ADMIN_QUERY_KEY } from '@guildhall/contracts/federation';

export const activityOverviewQueryKey = (range: ActivityRange) =>
  [...ADMIN_QUERY_KEY, 'activity-overview', range] as const;

/** GET /api/admin/activity-overview?range= */
export async function getActivityOverview(range: ActivityRange): Promise<ActivityOverview> {
  const response = await apiClient.get<ApiSuccess<ActivityOverview>>('/api/admin/activity-overview', {
    params: { range },
  });
  return response.data.data;
}

export const activityOverviewQueryOptions = (range: ActivityRange) =>
  queryOptions({ queryKey: activityOverviewQueryKey(range), queryFn: () => getActivityOverview(range) });
export const useActivityOverview = (range: ActivityRange) => useQuery(activityOverviewQueryOptions(range));
