import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, ApplicationList, ApplicationListQuery } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

export const APPLICATIONS_QUERY_KEY = ['applications'] as const;

/** GET /api/apply/applications: every application matching the filters, and the counters over all of them. */
export async function listApplications(query: ApplicationListQuery = {}): Promise<ApplicationList> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const response = await apiClient.get<ApiSuccess<ApplicationList>>('/api/apply/applications', { params });
  return response.data.data;
}

export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, query],
    queryFn: () => listApplications(query),
    placeholderData: keepPreviousData,
  });

export const useApplications = (query: ApplicationListQuery) => useQuery(applicationsQueryOptions(query));
