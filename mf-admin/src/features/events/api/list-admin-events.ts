import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type AdminEvent,
  type AdminEventSort,
  type ApiSuccess,
  type EventStatus,
  type Page,
} from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

export interface AdminEventFilters {
  search: string;
  status: EventStatus | '';
  sort: AdminEventSort;
}

/** Every admin event query starts with this key; the writes invalidate it (and the public ones: EVENTS_QUERY_KEY). */
export const ADMIN_EVENTS_QUERY_KEY = [...EVENTS_QUERY_KEY, 'admin'] as const;

/**
 * GET /api/events/admin/getall: in the chosen order ('upcoming': upcoming soonest first, then the past most recent
 * first), with seats taken (docs/choices.md, "Events").
 */
export async function listAdminEvents({ search, status, sort }: AdminEventFilters): Promise<Page<AdminEvent>> {
  const params = {
    sort,
    limit: PAGE_SIZE.max,
    ...(search.trim() && { search: search.trim() }),
    ...(status && { status }),
  };
  const response = await apiClient.get<ApiSuccess<Page<AdminEvent>>>('/api/events/admin/getall', { params });
  return response.data.data;
}

export const adminEventsQueryOptions = (filters: AdminEventFilters) =>
  queryOptions({
    queryKey: [...ADMIN_EVENTS_QUERY_KEY, filters],
    queryFn: () => listAdminEvents(filters),
    // Typing in the search box keeps the previous cards until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminEvents = (filters: AdminEventFilters) => useQuery(adminEventsQueryOptions(filters));
