import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, PublicEvent } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

// Under EVENTS_QUERY_KEY, so a change to events (the Events tab) refreshes the panel too.
export const UPCOMING_EVENTS_QUERY_KEY = [...EVENTS_QUERY_KEY, 'admin-upcoming'] as const;

/** GET /api/admin/upcoming-events: the next three. */
export async function getUpcomingEvents(): Promise<PublicEvent[]> {
  const response = await apiClient.get<ApiSuccess<PublicEvent[]>>('/api/admin/upcoming-events');
  return response.data.data;
}

export const upcomingEventsQueryOptions = () =>
  queryOptions({ queryKey: UPCOMING_EVENTS_QUERY_KEY, queryFn: getUpcomingEvents });
export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions());
