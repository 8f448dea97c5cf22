import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, DashboardStats } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { ADMIN_QUERY_KEY } from '@guildhall/contracts/federation';

export const DASHBOARD_STATS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'dashboard-stats'] as const;

/** GET /api/admin/dashboard-stats */
export async function getDashboardStats(): Promise<DashboardStats> {
  const response = await apiClient.get<ApiSuccess<DashboardStats>>('/api/admin/dashboard-stats');
  return response.data.data;
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_STATS_QUERY_KEY, queryFn: getDashboardStats });
export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
